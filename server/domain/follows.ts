import { type SQL, sql } from 'drizzle-orm';
import type { Taxonomy } from '#common/api-types.ts';
import type { Database, Db } from '#server/db/client.ts';
import { notifyFollow } from './notifications/events.ts';

/** A user's follow state as the user object's `follow` field shows it (spec §3). */
export interface FollowState {
  is_following: boolean;
  no_followers: number;
}

/** A user's block state as the user object's `block` field shows it (spec §3). */
export interface BlockState {
  is_blocked: boolean;
}

export type UserFollowResult =
  | { kind: 'ok'; follow: FollowState }
  | { kind: 'not_found' }
  /** either of the two has blocked the other (decisions §4) */
  | { kind: 'blocked' };

async function rows<T>(tx: Db, query: SQL): Promise<T[]> {
  // Both drivers answer raw statements with `{rows}`.
  return ((await tx.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * Locks the two users' rows in id order before anything else in the transaction. Every
 * follow, unfollow, block and unblock of a pair goes through here, so:
 * - A follows B and B follows A at once queue instead of deadlocking on each other's
 *   counters (both touch both rows);
 * - the block check of a follow and a block's removal of follows see each other: the second
 *   of them waits for the lock, and its later statements read what the first committed.
 * `FOR NO KEY UPDATE` is the lock an UPDATE of a counter takes anyway, and it does not block
 * foreign-key checks of unrelated inserts (posts, comments) that reference the users.
 * Returns the ids that exist.
 */
async function lockPair(tx: Db, a: number, b: number): Promise<Set<number>> {
  const locked = await rows<{ id: number }>(
    tx,
    sql`SELECT id FROM users WHERE id IN (${a}, ${b}) ORDER BY id FOR NO KEY UPDATE`,
  );
  return new Set(locked.map((r) => r.id));
}

/**
 * Removes follows matching `where` and takes each one off both counters in the same
 * statement; GREATEST keeps a counter at 0 even if it had drifted (decisions §4 "never
 * below 0"), and the CHECK constraint on users would refuse a negative value anyway.
 */
function removeFollows(where: SQL): SQL {
  return sql`WITH gone AS (
      DELETE FROM user_follows WHERE ${where} RETURNING follower_id, followee_id
    )
    UPDATE users u SET
      follower_count = GREATEST(u.follower_count - (SELECT count(*)::int FROM gone WHERE gone.followee_id = u.id), 0),
      following_count = GREATEST(u.following_count - (SELECT count(*)::int FROM gone WHERE gone.follower_id = u.id), 0)
    WHERE u.id IN (SELECT followee_id FROM gone UNION SELECT follower_id FROM gone)`;
}

async function followState(tx: Db, viewerId: number, userId: number): Promise<FollowState> {
  const [state] = await rows<{ is_following: boolean; no_followers: number }>(
    tx,
    sql`SELECT EXISTS (SELECT 1 FROM user_follows WHERE follower_id = ${viewerId} AND followee_id = ${userId}) AS is_following,
               follower_count AS no_followers
          FROM users WHERE id = ${userId}`,
  );
  return { is_following: Boolean(state?.is_following), no_followers: Math.max(0, state?.no_followers ?? 0) };
}

/**
 * Follows or unfollows a user; idempotent (issue 7: following twice is one follow). The
 * `user_follows` primary key decides whether anything changed, and the counters
 * (`follower_count` of the followee, `following_count` of the follower) move in the same
 * statement only when a row was inserted or deleted. The caller rules out following oneself.
 */
export async function setUserFollow(
  database: Database,
  followerId: number,
  followeeId: number,
  following: boolean,
): Promise<UserFollowResult> {
  return database.db.transaction(async (tx) => {
    const existing = await lockPair(tx, followerId, followeeId);
    if (!existing.has(followeeId) || !existing.has(followerId)) return { kind: 'not_found' } as const;
    if (following) {
      const [blocked] = await rows<{ one: number }>(
        tx,
        sql`SELECT 1 AS one FROM blocks
             WHERE (blocker_id = ${followerId} AND blocked_id = ${followeeId})
                OR (blocker_id = ${followeeId} AND blocked_id = ${followerId})`,
      );
      if (blocked) return { kind: 'blocked' } as const;
      await tx.execute(sql`WITH added AS (
          INSERT INTO user_follows (follower_id, followee_id) VALUES (${followerId}, ${followeeId})
          ON CONFLICT DO NOTHING RETURNING follower_id, followee_id
        )
        UPDATE users u SET
          follower_count = u.follower_count + (CASE WHEN u.id = added.followee_id THEN 1 ELSE 0 END),
          following_count = u.following_count + (CASE WHEN u.id = added.follower_id THEN 1 ELSE 0 END)
        FROM added WHERE u.id IN (added.followee_id, added.follower_id)`);
      await notifyFollow(tx, followerId, followeeId);
    } else {
      await tx.execute(removeFollows(sql`follower_id = ${followerId} AND followee_id = ${followeeId}`));
    }
    return { kind: 'ok', follow: await followState(tx, followerId, followeeId) } as const;
  });
}

export type BlockResult = { kind: 'ok'; block: BlockState; follow: FollowState } | { kind: 'not_found' };

/**
 * Blocks or unblocks a user (decisions §4). Blocking removes the follows between the two in
 * both directions, with their counters, in the same transaction as the block row; while the
 * block stands neither can follow the other (setUserFollow). Unblocking does not bring the
 * follows back. Idempotent through the `blocks` primary key. The caller rules out oneself.
 * Answers the blocked user's state as the blocker now sees it.
 */
export async function setBlock(
  database: Database,
  blockerId: number,
  blockedId: number,
  blocking: boolean,
): Promise<BlockResult> {
  return database.db.transaction(async (tx) => {
    const existing = await lockPair(tx, blockerId, blockedId);
    if (!existing.has(blockedId) || !existing.has(blockerId)) return { kind: 'not_found' } as const;
    if (blocking) {
      await tx.execute(
        sql`INSERT INTO blocks (blocker_id, blocked_id) VALUES (${blockerId}, ${blockedId}) ON CONFLICT DO NOTHING`,
      );
      await tx.execute(
        removeFollows(
          sql`(follower_id = ${blockerId} AND followee_id = ${blockedId}) OR (follower_id = ${blockedId} AND followee_id = ${blockerId})`,
        ),
      );
    } else {
      await tx.execute(sql`DELETE FROM blocks WHERE blocker_id = ${blockerId} AND blocked_id = ${blockedId}`);
    }
    return {
      kind: 'ok',
      block: { is_blocked: blocking },
      follow: await followState(tx, blockerId, blockedId),
    } as const;
  });
}

/** A term's follow state, in the term object's fields and the user object's `follow` shape. */
export interface TermFollowState {
  is_following: boolean;
  follower_count: number;
}

/**
 * Follows or unfollows a topic (or another taxonomy's term); idempotent like likes: the
 * `term_follows` primary key decides and `terms.follower_count` moves in the same statement
 * only when a row was inserted or deleted, never below 0. One row is touched, so no lock
 * order is needed. Returns null when no term of that taxonomy has the id.
 */
export async function setTermFollow(
  database: Database,
  userId: number,
  taxonomy: Taxonomy,
  termId: number,
  following: boolean,
): Promise<TermFollowState | null> {
  const statement = following
    ? `WITH target AS (
         SELECT id FROM terms WHERE id = $1 AND taxonomy = $3
       ), changed AS (
         INSERT INTO term_follows (user_id, term_id) SELECT $2, id FROM target
         ON CONFLICT DO NOTHING RETURNING term_id
       ), counted AS (
         UPDATE terms SET follower_count = follower_count + 1 WHERE id IN (SELECT term_id FROM changed)
         RETURNING follower_count
       )
       SELECT EXISTS (SELECT 1 FROM target) AS found, (SELECT follower_count FROM counted) AS total`
    : `WITH target AS (
         SELECT id FROM terms WHERE id = $1 AND taxonomy = $3
       ), changed AS (
         DELETE FROM term_follows WHERE term_id IN (SELECT id FROM target) AND user_id = $2 RETURNING term_id
       ), counted AS (
         UPDATE terms SET follower_count = GREATEST(follower_count - 1, 0) WHERE id IN (SELECT term_id FROM changed)
         RETURNING follower_count
       )
       SELECT EXISTS (SELECT 1 FROM target) AS found, (SELECT follower_count FROM counted) AS total`;
  const [row] = await database.query<{ found: boolean; total: number | null }>(statement, [
    termId,
    userId,
    taxonomy,
  ]);
  if (!row?.found) return null;
  if (row.total !== null) return { is_following: following, follower_count: row.total };
  // Nothing changed (already in that state): read the count afresh, after any concurrent
  // change this statement's snapshot could not see.
  const [current] = await database.query<{ total: number }>(
    'SELECT follower_count AS total FROM terms WHERE id = $1',
    [termId],
  );
  return { is_following: following, follower_count: current?.total ?? 0 };
}
