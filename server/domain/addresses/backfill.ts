import { sql } from 'drizzle-orm';
import type { PostType, Taxonomy } from '#common/api-types.ts';
import type { Database, Db } from '#server/db/client.ts';
import { defaultName } from '../auth/accounts.ts';
import { freeSlug, rowsOf, slugFromTitle, uniqueSlug } from '../writing/slug.ts';
import { memberSlug, unnamedSlug } from './member-name.ts';
import { keepOldSlug } from './slug-history.ts';

const NOT_ASCII = '^[a-z0-9-]+$';

/**
 * Start-up backfill for decisions §10 (idempotent, cheap when there is nothing to do):
 * posts, terms and members whose slug is not short ASCII get one (their old slug answers 301
 * from then on), and accounts still named after their e-mail address lose that name and its
 * slug until the member chooses a name.
 */
export async function backfillAddresses(database: Database): Promise<number> {
  let changed = 0;
  await database.db.transaction(async (tx) => {
    const posts = rowsOf<{ id: number; type: PostType; slug: string; title: string }>(
      await tx.execute(sql`
        SELECT id, type, slug, title FROM posts
         WHERE slug !~ ${NOT_ASCII} OR length(slug) > 60 ORDER BY id`),
    );
    for (const post of posts) {
      const slug = await uniqueSlug(tx, post.type, post.title, post.id);
      await tx.execute(sql`UPDATE posts SET slug = ${slug} WHERE id = ${post.id}`);
      await keepOldSlug(tx, post.type, post.slug, post.id, slug);
      changed += 1;
    }
    const terms = rowsOf<{ id: number; taxonomy: Taxonomy; slug: string; name: string }>(
      await tx.execute(sql`
        SELECT id, taxonomy, slug, name FROM terms WHERE slug !~ ${NOT_ASCII} OR length(slug) > 60 ORDER BY id`),
    );
    for (const term of terms) {
      const slug = await termSlug(tx, term);
      await tx.execute(sql`UPDATE terms SET slug = ${slug} WHERE id = ${term.id}`);
      await keepOldSlug(tx, term.taxonomy, term.slug, term.id, slug);
      changed += 1;
    }
    changed += await backfillMembers(tx);
  });
  return changed;
}

async function termSlug(tx: Db, term: { id: number; taxonomy: Taxonomy; name: string }) {
  const base = slugFromTitle(term.name) || `${term.taxonomy}-${term.id}`;
  return freeSlug(tx, term.taxonomy, base, async (pattern) => {
    const taken = await tx.execute(sql`
      SELECT slug FROM terms
       WHERE taxonomy = ${term.taxonomy} AND id <> ${term.id} AND (slug = ${base} OR slug LIKE ${pattern})`);
    return rowsOf<{ slug: string }>(taken).map((r) => r.slug);
  });
}

async function backfillMembers(tx: Db): Promise<number> {
  const members = rowsOf<{ id: number; email: string; slug: string; name: string; name_set: boolean }>(
    await tx.execute(sql`
      SELECT id, email, slug, name, name_set FROM users
       WHERE (name_set = false AND name <> '') OR slug !~ ${NOT_ASCII} OR length(slug) > 60 ORDER BY id`),
  );
  for (const member of members) {
    // an account named by the old sign-in after its address ("asha.k@…" → "Asha K")
    const fromEmail = !member.name_set && member.name === defaultName(member.email);
    const name = fromEmail ? '' : member.name;
    const slug = fromEmail ? unnamedSlug(member.id) : await memberSlug(tx, member.id, name, member.slug);
    await tx.execute(sql`
      UPDATE users SET name = ${name}, name_set = ${name !== ''}, slug = ${slug} WHERE id = ${member.id}`);
    await keepOldSlug(tx, 'user', member.slug, member.id, slug);
  }
  return members.length;
}
