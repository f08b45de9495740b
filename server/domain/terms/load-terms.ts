import { and, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '#server/db/client.ts';
import { postTerms, termFollows, terms } from '#server/db/schema.ts';

export type TermRow = typeof terms.$inferSelect;

const parent = alias(terms, 'parent');

export interface LinkedTerm {
  term: TermRow;
  parentSlug: string | undefined;
}

/** Terms of many posts in one query, with each term's parent slug for its link. */
export async function loadTermsOfPosts(db: Db, postIds: number[]): Promise<Map<number, LinkedTerm[]>> {
  const byPost = new Map<number, LinkedTerm[]>();
  if (postIds.length === 0) return byPost;
  const rows = await db
    .select({ postId: postTerms.postId, term: terms, parentSlug: parent.slug })
    .from(postTerms)
    .innerJoin(terms, eq(terms.id, postTerms.termId))
    .leftJoin(parent, eq(parent.id, terms.parentId))
    .where(inArray(postTerms.postId, postIds))
    .orderBy(terms.id);
  for (const row of rows) {
    const list = byPost.get(row.postId) ?? [];
    list.push({ term: row.term, parentSlug: row.parentSlug ?? undefined });
    byPost.set(row.postId, list);
  }
  return byPost;
}

/** Which of these terms the viewer follows (empty for visitors). */
export async function followedTermIds(
  db: Db,
  viewerId: number | null,
  termIds: number[],
): Promise<Set<number>> {
  if (viewerId === null || termIds.length === 0) return new Set();
  const rows = await db
    .select({ termId: termFollows.termId })
    .from(termFollows)
    .where(and(eq(termFollows.userId, viewerId), inArray(termFollows.termId, termIds)));
  return new Set(rows.map((r) => r.termId));
}
