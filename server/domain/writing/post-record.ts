import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { posts, postTerms, terms } from '#server/db/schema.ts';
import { type PostRow, postColumns } from '../posts/list-posts.ts';
import { rowsOf } from './slug.ts';

/** A post row with its term ids, as the writing commands and the policy read it. */
export interface PostRecord extends PostRow {
  categories: number[];
  locations: number[];
}

/**
 * The item to change, with its terms; `lock` takes its row lock first (saves: concurrent
 * autosaves of one draft queue, so a first publish happens once).
 */
export async function loadPostRecord(tx: Db, id: number, lock: boolean): Promise<PostRecord | null> {
  const query = tx.select(postColumns).from(posts).where(eq(posts.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) return null;
  const linked = await tx
    .select({ id: terms.id, taxonomy: terms.taxonomy })
    .from(postTerms)
    .innerJoin(terms, eq(terms.id, postTerms.termId))
    .where(eq(postTerms.postId, id))
    .orderBy(terms.id);
  return {
    ...row,
    categories: linked.filter((t) => t.taxonomy === 'category').map((t) => t.id),
    locations: linked.filter((t) => t.taxonomy === 'location').map((t) => t.id),
  };
}

/** A new post's id before its insert, so its slug can fall back to `{type}-{id}`. */
export async function nextPostId(tx: Db): Promise<number> {
  const result = await tx.execute(sql`SELECT nextval(pg_get_serial_sequence('posts', 'id'))::int AS id`);
  return Number(rowsOf<{ id: number }>(result)[0]?.id);
}

/** The writer's item saved under a draft key (a retried create finds it), or undefined. */
export async function draftByKey(db: Db, authorId: number, draftKey: string) {
  const [known] = await db
    .select({ id: posts.id })
    .from(posts)
    .where(and(eq(posts.authorId, authorId), eq(posts.draftKey, draftKey)));
  return known;
}
