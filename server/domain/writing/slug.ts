import { sql } from 'drizzle-orm';
import type { PostType } from '#common/api-types.ts';
import { POST_SLUG_MAX } from '#common/limits.ts';
import type { Db } from '#server/db/client.ts';

/**
 * A slug from a title: lower-cased Unicode letters, marks and digits joined by hyphens, so a
 * Devanagari title keeps a Devanagari slug (its vowel signs are marks); at most
 * POST_SLUG_MAX characters, cut at a hyphen where one is near.
 */
export function slugFromTitle(title: string): string {
  const slug = title
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
  const chars = Array.from(slug);
  if (chars.length <= POST_SLUG_MAX) return slug;
  const cut = chars.slice(0, POST_SLUG_MAX).join('');
  const hyphen = cut.lastIndexOf('-');
  return (hyphen > POST_SLUG_MAX / 2 ? cut.slice(0, hyphen) : cut).replace(/-+$/, '');
}

/**
 * The first free slug of a type for this post: the title's slug, then `-2`, `-3`…; without
 * letters in the title `{type}-{id}`. A transaction-scoped advisory lock on the base slug
 * makes concurrent writers of the same title queue instead of colliding on the unique key.
 */
export async function uniqueSlug(tx: Db, type: PostType, title: string, postId: number): Promise<string> {
  const base = slugFromTitle(title) || `${type}-${postId}`;
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`${type}:${base}`}))`);
  const taken = await tx.execute(sql`
    SELECT slug FROM posts
     WHERE type = ${type} AND id <> ${postId} AND (slug = ${base} OR slug LIKE ${`${base}-%`})`);
  const slugs = new Set(rowsOf<{ slug: string }>(taken).map((r) => r.slug));
  if (!slugs.has(base)) return base;
  for (let n = 2; ; n += 1) {
    const candidate = `${base}-${n}`;
    if (!slugs.has(candidate)) return candidate;
  }
}

/** Rows of a raw execute() on either driver. */
export function rowsOf<T>(result: unknown): T[] {
  const r = result as { rows?: T[] } | T[];
  return Array.isArray(r) ? r : (r.rows ?? []);
}
