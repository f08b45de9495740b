import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { notifyPollVotes } from './notifications/events.ts';
import { awardPoints, rowCount } from './points.ts';
import { rowsOf } from './writing/slug.ts';

export type VoteOutcome = 'voted' | 'already_voted' | 'no_poll' | 'invalid_option';

/**
 * One vote per user per poll (decisions §5). The primary key of `poll_votes` decides who
 * was first: `ON CONFLICT DO NOTHING` lets exactly one of any number of concurrent votes by
 * a user insert a row, and only that transaction moves the counters (`votes + 1` in SQL, so
 * concurrent voters never overwrite each other) and awards the +2 streak points.
 *
 * Rows are locked in one order everywhere: the poll's post, the poll, the option, then the
 * voter's points. The post comes first because a delete (and every save) starts there:
 * before, the vote's foreign-key checks took the poll while a delete held the options and
 * waited for the poll, a deadlock that answered 500 (issue 15). Concurrent votes queue on
 * the post's row; a vote that waited for a delete finds the post gone and answers no_poll.
 */
export async function castVote(
  database: Database,
  pollId: number,
  optionId: number,
  userId: number,
): Promise<VoteOutcome> {
  const [target] = await database.query<{ option_ok: boolean; open: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM poll_options o WHERE o.id = $2 AND o.poll_id = p.id) AS option_ok,
            (p.post_id IS NULL OR EXISTS (
               SELECT 1 FROM posts ps WHERE ps.id = p.post_id AND ps.status = 'publish')) AS open
       FROM polls p WHERE p.id = $1`,
    [pollId, optionId],
  );
  // A poll whose post is a draft or in the trash cannot be voted on, as it cannot be read.
  if (!target?.open) return 'no_poll';
  if (!target.option_ok) return 'invalid_option';

  return database.db.transaction(async (tx) => {
    const [poll] = rowsOf<{ post_id: number | null }>(
      await tx.execute(sql`SELECT post_id FROM polls WHERE id = ${pollId}`),
    );
    if (!poll) return 'no_poll';
    if (poll.post_id !== null) {
      // FOR NO KEY UPDATE is the lock the counter update below takes anyway, taken first;
      // after waiting for a delete the row is gone and nothing comes back
      const [post] = rowsOf<{ status: string }>(
        await tx.execute(sql`SELECT status FROM posts WHERE id = ${poll.post_id} FOR NO KEY UPDATE`),
      );
      if (post?.status !== 'publish') return 'no_poll';
    }
    const stillThere = rowsOf<{ id: number }>(
      await tx.execute(sql`SELECT id FROM polls WHERE id = ${pollId} FOR NO KEY UPDATE`),
    );
    if (stillThere.length === 0) return 'no_poll';
    const inserted = await tx.execute(sql`
      INSERT INTO poll_votes (poll_id, user_id, option_id)
      VALUES (${pollId}, ${userId}, ${optionId})
      ON CONFLICT (poll_id, user_id) DO NOTHING
      RETURNING option_id`);
    if (rowCount(inserted) === 0) return 'already_voted';
    await tx.execute(sql`UPDATE poll_options SET votes = votes + 1 WHERE id = ${optionId}`);
    const [counted] = rowsOf<{ total_votes: number }>(
      await tx.execute(sql`
      WITH poll AS (
        UPDATE polls SET total_votes = total_votes + 1 WHERE id = ${pollId} RETURNING post_id, total_votes
      ), post AS (
        UPDATE posts SET poll_votes = poll_votes + 1 WHERE id = (SELECT post_id FROM poll)
      )
      SELECT total_votes FROM poll`),
    );
    if (counted) await notifyPollVotes(tx, pollId, counted.total_votes);
    await awardPoints(tx, userId, 'poll_vote', pollId);
    return 'voted';
  });
}
