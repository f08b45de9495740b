import type { Database } from '#server/db/client.ts';

/** A member's row in a join table (a like, a topic follow) and the counter of what it points at. */
export interface CountedRow {
  /** the join table, its column naming the target and its column naming the member */
  table: string;
  targetColumn: string;
  memberColumn: string;
  /** the target's table and the counter there */
  counted: string;
  counter: string;
  /** `SELECT id FROM …` of the target ($1 its id, from $3 on more parameters): one that may get the row, one that may lose it */
  addTarget: string;
  removeTarget: string;
}

/**
 * Adds (`on`) or removes the member's row; idempotent (decisions §5). The join table's
 * primary key decides whether anything changed, and the counter moves in the same statement
 * only when a row was inserted or deleted, never below 0, so double clicks and races never
 * drift it. Answers the counter, or null when there is no such target. `params`: the
 * target's id, the member's id, then what the target queries need.
 */
export async function setCountedRow(
  database: Database,
  row: CountedRow,
  on: boolean,
  params: [targetId: number, memberId: number, ...more: unknown[]],
): Promise<number | null> {
  const { table, targetColumn, memberColumn, counted, counter } = row;
  const change = on
    ? `INSERT INTO ${table} (${targetColumn}, ${memberColumn}) SELECT id, $2 FROM target
         ON CONFLICT DO NOTHING RETURNING ${targetColumn}`
    : `DELETE FROM ${table} WHERE ${targetColumn} IN (SELECT id FROM target) AND ${memberColumn} = $2
         RETURNING ${targetColumn}`;
  const moved = on ? `${counter} + 1` : `GREATEST(${counter} - 1, 0)`;
  const [result] = await database.query<{ found: boolean; total: number | null }>(
    `WITH target AS (
       ${on ? row.addTarget : row.removeTarget}
     ), changed AS (
       ${change}
     ), counted AS (
       UPDATE ${counted} SET ${counter} = ${moved} WHERE id IN (SELECT ${targetColumn} FROM changed)
       RETURNING ${counter}
     )
     SELECT EXISTS (SELECT 1 FROM target) AS found, (SELECT ${counter} FROM counted) AS total`,
    params,
  );
  if (!result?.found) return null;
  if (result.total !== null) return result.total;
  // Nothing changed (already in that state): read the counter afresh, after any concurrent
  // change that this statement's snapshot could not see.
  const [current] = await database.query<{ total: number }>(
    `SELECT ${counter} AS total FROM ${counted} WHERE id = $1`,
    [params[0]],
  );
  return current?.total ?? 0;
}
