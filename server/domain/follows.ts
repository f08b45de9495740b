import { type SQL, sql } from 'drizzle-orm';
import type { Taxonomy } from '#common/api-types.ts';
import type { Database, Db } from '#server/db/client.ts';
import { type CountedRow, setCountedRow } from './counted-row.ts';
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
 * Runs `change` in a transaction that first locks the two users' rows in id order; answers
 * not found, changing nothing, unless both exist. Every follow, unfollow, block and unblock
 * of a pair goes through here, so:
 * - A follows B and B follows A at once queue instead of deadlocking on each other's
 *   counters (both touch both rows);
 * - the block check of a follow and a block's removal of follows see each other: the second
 *   of them waits for the lock, and its later statements read what the first committed.
 * `FOR NO KEY UPDATE` is the lock an UPDATE of a counter takes anyway, and it does not block
 * foreign-key checks of unrelated inserts (posts, comments) that reference the users.
 */
async function withLockedPair<T>(
  database: Database,
  a: number,
  b: number,
  change: (tx: Db) => Promise<T>,
): Promise<T | { kind: 'not_found' }> {
  return database.db.transaction(async (tx) => {
    const locked = await rows<{ id: number }>(
      tx,
      sql`SELECT id FROM users WHERE id IN (${a}, ${b}) ORDER BY id FOR NO KEY UPDATE`,
    );
    const existing = new Set(locked.map((r) => r.id));
    if (!existing.has(a) || !existing.has(b)) return { kind: 'not_found' } as const;
    return change(tx);
  });
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

/** Whether either of the two has blocked the other (decisions §4). */
async function eitherBlocks(tx: Db, a: number, b: number): Promise<boolean> {
  const [blocked] = await rows<{ one: number }>(
    tx,
    sql`SELECT 1 AS one FROM blocks
         WHERE (blocker_id = ${a} AND blocked_id = ${b}) OR (blocker_id = ${b} AND blocked_id = ${a})`,
  );
  return blocked !== undefined;
}

/** Adds the follow and puts it on both counters in the same statement, once; tells the followee. */
async function addFollow(tx: Db, followerId: number, followeeId: number): Promise<void> {
  await tx.execute(sql`WITH added AS (
      INSERT INTO user_follows (follower_id, followee_id) VALUES (${followerId}, ${followeeId})
      ON CONFLICT DO NOTHING RETURNING follower_id, followee_id
    )
    UPDATE users u SET
      follower_count = u.follower_count + (CASE WHEN u.id = added.followee_id THEN 1 ELSE 0 END),
      following_count = u.following_count + (CASE WHEN u.id = added.follower_id THEN 1 ELSE 0 END)
    FROM added WHERE u.id IN (added.followee_id, added.follower_id)`);
  await notifyFollow(tx, followerId, followeeId);
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
  return withLockedPair(database, followerId, followeeId, async (tx) => {
    if (!following)
      await tx.execute(removeFollows(sql`follower_id = ${followerId} AND followee_id = ${followeeId}`));
    else if (await eitherBlocks(tx, followerId, followeeId)) return { kind: 'blocked' } as const;
    else await addFollow(tx, followerId, followeeId);
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
  return withLockedPair(database, blockerId, blockedId, async (tx) => {
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

const TERM_FOLLOWS: CountedRow = {
  table: 'term_follows',
  targetColumn: 'term_id',
  memberColumn: 'user_id',
  counted: 'terms',
  counter: 'follower_count',
  addTarget: 'SELECT id FROM terms WHERE id = $1 AND taxonomy = $3',
  removeTarget: 'SELECT id FROM terms WHERE id = $1 AND taxonomy = $3',
};

/**
 * Follows or unfollows a topic (or another taxonomy's term); idempotent like likes, with
 * `terms.follower_count` moving with the `term_follows` row (setCountedRow). One row is
 * touched, so no lock order is needed. Returns null when no term of that taxonomy has the id.
 */
export async function setTermFollow(
  database: Database,
  userId: number,
  taxonomy: Taxonomy,
  termId: number,
  following: boolean,
): Promise<TermFollowState | null> {
  const total = await setCountedRow(database, TERM_FOLLOWS, following, [termId, userId, taxonomy]);
  return total === null ? null : { is_following: following, follower_count: total };
}
