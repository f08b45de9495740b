import { eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { media, pollOptions, polls, posts } from '#server/db/schema.ts';
import { awardPoints, wasAwarded } from '../points.ts';
import { refreshTermCountsIn } from '../term-counts.ts';
import type { PostRecord } from './post-record.ts';
import { lockTerms } from './post-terms.ts';

/**
 * Deletes an item for good (issue 5): its comments, likes, views, term links and poll (with
 * options and votes) go by the foreign keys' cascades. The author loses the item from
 * `post_count` and, only if its creation was awarded, the points again (decisions §5).
 * Rows are locked in the one order every write to an item uses: the post first (saves and
 * votes start there too), then its poll and options, then the terms. A vote that took the
 * post first makes the delete wait for it, and one that comes after finds the post gone,
 * so the two never deadlock (issue 15). Posts answering a deleted prompt stop pointing at
 * it in the same transaction. Returns false when the item was already gone.
 */
export async function deletePost(tx: Db, post: PostRecord): Promise<boolean> {
  const [locked] = await tx
    .select({ status: posts.status })
    .from(posts)
    .where(eq(posts.id, post.id))
    .for('update');
  if (!locked) return false;
  if (post.type === 'poll') {
    const [poll] = await tx
      .select({ id: polls.id })
      .from(polls)
      .where(eq(polls.postId, post.id))
      .for('update');
    if (poll)
      await tx
        .select({ id: pollOptions.id })
        .from(pollOptions)
        .where(eq(pollOptions.pollId, poll.id))
        .orderBy(pollOptions.id)
        .for('update');
  }
  const termIds = [...post.categories, ...post.locations];
  await lockTerms(tx, termIds);
  await tx.delete(posts).where(eq(posts.id, post.id));
  await tx.update(media).set({ postId: null }).where(eq(media.postId, post.id));
  await tx.update(posts).set({ promptId: null }).where(eq(posts.promptId, post.id));
  if (locked.status === 'publish') {
    await tx.execute(
      sql`UPDATE users SET post_count = GREATEST(post_count - 1, 0) WHERE id = ${post.authorId}`,
    );
    await refreshTermCountsIn(tx, termIds);
  }
  await takeBackPoints(tx, post);
  return true;
}

/**
 * A removed item (deleted or trashed) takes its creation points back, only if they were
 * awarded (decisions §5), so create, remove, re-create nets zero.
 */
export async function takeBackPoints(tx: Db, post: Pick<PostRecord, 'id' | 'type' | 'authorId'>) {
  const [created, removed] =
    post.type === 'poll'
      ? (['create_poll', 'delete_poll'] as const)
      : (['create_post', 'delete_post'] as const);
  if (await wasAwarded(tx, post.authorId, created, post.id))
    await awardPoints(tx, post.authorId, removed, post.id);
}
