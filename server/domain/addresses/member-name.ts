import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { freeSlug, rowsOf, slugFromTitle } from '../writing/slug.ts';
import { keepOldSlug } from './slug-history.ts';

/** The slug of a member who has not chosen a name yet: nothing of the e-mail address in it. */
export const unnamedSlug = (userId: number) => `member-${userId}`;

/** A member's slug for this name, keeping the current one when it already fits the name. */
export async function memberSlug(tx: Db, userId: number, name: string, current: string): Promise<string> {
  const base = slugFromTitle(name) || unnamedSlug(userId);
  if (current === base || new RegExp(`^${base}-\\d+$`).test(current)) return current;
  return freeSlug(tx, 'user', base, async (pattern) => {
    const taken = await tx.execute(sql`
      SELECT slug FROM users WHERE id <> ${userId} AND (slug = ${base} OR slug LIKE ${pattern})`);
    return rowsOf<{ slug: string }>(taken).map((r) => r.slug);
  });
}

/**
 * A member names themself (first sign-in or Edit Profile; decisions §10): the name, and the
 * slug made from it. The old slug keeps answering with a 301 to the new author page.
 */
export async function nameMember(tx: Db, userId: number, name: string): Promise<void> {
  const [row] = rowsOf<{ slug: string }>(await tx.execute(sql`SELECT slug FROM users WHERE id = ${userId}`));
  if (!row) return;
  const slug = await memberSlug(tx, userId, name, row.slug);
  await tx.execute(sql`
    UPDATE users SET name = ${name}, name_set = true, slug = ${slug}, updated_at = now() WHERE id = ${userId}`);
  await keepOldSlug(tx, 'user', row.slug, userId, slug);
}
