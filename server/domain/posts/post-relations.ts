import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { likes, media, posts, users } from '#server/db/schema.ts';
import { followedTermIds, loadTermsOfPosts } from '../terms/load-terms.ts';
import type { PostRow } from './list-posts.ts';

/**
 * What a page of posts needs beside its rows (terms, media, the viewer's likes, prompt
 * writer counts, authors when embedded), loaded once per page, never once per post.
 */
export async function loadPostRelations(
  db: Db,
  rows: PostRow[],
  viewerId: number | null,
  withAuthors: boolean,
) {
  const ids = rows.map((r) => r.id);
  const mediaIds = [...new Set(rows.map((r) => r.featuredMediaId).filter((id): id is number => id !== null))];
  const authorIds = [...new Set(rows.map((r) => r.authorId))];

  const [termsByPost, mediaRows, likedRows, writerCounts, authorRows] = await Promise.all([
    loadTermsOfPosts(db, ids),
    mediaIds.length ? db.select().from(media).where(inArray(media.id, mediaIds)) : [],
    viewerId !== null
      ? db
          .select({ postId: likes.postId })
          .from(likes)
          .where(and(eq(likes.userId, viewerId), inArray(likes.postId, ids)))
      : [],
    db
      .select({ promptId: posts.promptId, writers: sql<number>`count(DISTINCT ${posts.authorId})::int` })
      .from(posts)
      .where(and(inArray(posts.promptId, ids), eq(posts.status, 'publish')))
      .groupBy(posts.promptId),
    withAuthors ? db.select().from(users).where(inArray(users.id, authorIds)) : [],
  ]);
  const allTermIds = [...new Set([...termsByPost.values()].flat().map((t) => t.term.id))];
  return {
    termsByPost,
    mediaRows,
    authorRows,
    following: await followedTermIds(db, viewerId, allTermIds),
    liked: new Set(likedRows.map((l) => l.postId)),
    writersByPrompt: new Map(writerCounts.map((w) => [w.promptId, w.writers])),
  };
}
