import { sql } from 'drizzle-orm';
import type { PostType, Taxonomy } from '#common/api-types.ts';
import { authorPath, postPath, termPath } from '#common/links.ts';
import type { Database, Db } from '#server/db/client.ts';
import { slugFromTitle } from '../writing/slug.ts';

/** What a slug names: a post type, a taxonomy, or a member. */
export type SlugKind = PostType | Taxonomy | 'user';

/**
 * Keeps a slug an item, term or member is leaving (decisions §10), so its old links answer 301.
 * A slug that comes back to its owner leaves the history; one another owner held moves to this one.
 */
export async function keepOldSlug(
  tx: Db,
  kind: SlugKind,
  oldSlug: string,
  targetId: number,
  newSlug: string,
) {
  if (!oldSlug || oldSlug === newSlug) return;
  await tx.execute(sql`
    INSERT INTO slug_history (kind, slug, target_id) VALUES (${kind}, ${oldSlug.normalize('NFC')}, ${targetId})
    ON CONFLICT (kind, slug) DO UPDATE SET target_id = EXCLUDED.target_id, created_at = now()`);
  await tx.execute(sql`DELETE FROM slug_history WHERE kind = ${kind} AND slug = ${newSlug}`);
}

/** A slug as it arrives in an address: percent-decoded when it still is encoded, NFC. */
function plainSlug(slug: string): string {
  let plain = slug;
  if (/%[0-9a-f]{2}/i.test(plain)) {
    try {
      plain = decodeURIComponent(plain);
    } catch {
      // not an encoded slug: look it up as it is
    }
  }
  return plain.normalize('NFC');
}

/** The current slug of what once had this slug, or null. */
export async function currentSlug(
  database: Database,
  kind: SlugKind,
  oldSlug: string,
): Promise<string | null> {
  const target = await currentTarget(database, kind, oldSlug);
  return target?.slug ?? null;
}

/**
 * What held this slug before (slug_history), or, for a Devanagari slug no row ever held, what
 * holds its transliteration now: the Hindi form of an address leads to its ASCII one.
 */
async function currentTarget(database: Database, kind: SlugKind, oldSlug: string) {
  const slug = plainSlug(oldSlug);
  const moved = await findTarget(database, kind, slug, true);
  if (moved || /^\p{ASCII}*$/u.test(slug)) return moved;
  const ascii = slugFromTitle(slug);
  return ascii ? findTarget(database, kind, ascii, false) : null;
}

async function findTarget(database: Database, kind: SlugKind, slug: string, history: boolean) {
  // the row that held the slug (history) or holds it now, joined the same way
  const from = (table: string, alias: string, join = '') =>
    history
      ? `slug_history h JOIN ${table} ${alias} ON ${alias}.id = h.target_id ${join} WHERE h.kind = $1 AND h.slug = $2`
      : `${table} ${alias} ${join} WHERE $1 <> '' AND ${alias}.slug = $2`;
  if (kind === 'user') {
    const [row] = await database.query<{ slug: string }>(`SELECT u.slug FROM ${from('users', 'u')}`, [
      kind,
      slug,
    ]);
    return row ? { slug: row.slug, path: authorPath(row.slug) } : null;
  }
  if (kind === 'category' || kind === 'location') {
    const [row] = await database.query<{ slug: string; parent: string | null }>(
      `SELECT t.slug, p.slug AS parent FROM ${from('terms', 't', 'LEFT JOIN terms p ON p.id = t.parent_id')}
          AND t.taxonomy = $1`,
      [kind, slug],
    );
    return row ? { slug: row.slug, path: termPath(kind, row.slug, row.parent ?? undefined) } : null;
  }
  const [row] = await database.query<{ slug: string; date: Date | string }>(
    `SELECT p.slug, p.date FROM ${from('posts', 'p')} AND p.type = $1 AND p.status = 'publish'`,
    [kind, slug],
  );
  return row ? { slug: row.slug, path: postPath(kind, row.slug, new Date(row.date)) } : null;
}

/** Which kind of slug a page route names (web/routes.ts ids). */
const KIND_OF_ROUTE: Record<string, SlugKind> = {
  'single-post': 'post',
  'single-video': 'video',
  'single-note': 'note',
  'single-poll': 'poll',
  author: 'user',
  'author-polls': 'user',
};

/**
 * Where an old page address lives now (decisions §10): a post, video, note, poll, member or
 * topic page whose slug changed, the old percent-encoded Hindi address included. The path
 * keeps the rest of the page (`/author/{slug}/polls`); null when the address never existed.
 */
export async function movedPagePath(
  database: Database,
  route: { id: string; params: Record<string, string> },
): Promise<string | null> {
  const { id, params } = route;
  const kind: SlugKind | undefined =
    id === 'archive' || id === 'subcategory' ? (params.taxonomy as Taxonomy) : KIND_OF_ROUTE[id];
  if (!kind || !params.slug) return null;
  const target = await currentTarget(database, kind, params.slug);
  if (!target) return null;
  return id === 'author-polls' ? `${target.path}/polls` : target.path;
}
