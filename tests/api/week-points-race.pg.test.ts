import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshWeekPoints } from '#server/domain/users/week-points.ts';
import { createUser } from '#tests/helpers/sign-in.ts';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';

/**
 * Issue 14, trending authors (migration 0018): the recount of the week runs while awards are
 * in flight. Here an award waits, uncommitted, on a second connection while the recount mends
 * the same writer's week (their old points are leaving it); the award then commits. A recount
 * that set the number it counted would lose the award; the kept number must equal the ledger.
 */
describe('the recount of the week while an award is in flight', () => {
  let t: TestApp;
  let awarder: pg.Client;

  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    awarder = new pg.Client({ connectionString: t.databaseUrl });
    await awarder.connect();
  });
  afterAll(async () => {
    await awarder?.end().catch(() => {});
    await t?.close();
  });

  const weekOf = async (id: number) =>
    (
      await t.database.query<{ kept: number; counted: number }>(
        `SELECT week_points AS kept,
                (SELECT coalesce(sum(points), 0)::int FROM points_ledger
                  WHERE user_id = $1 AND created_at > now() - interval '7 days') AS counted
           FROM users WHERE id = $1`,
        [id],
      )
    )[0]!;

  async function waitUntilRecountWaits() {
    for (;;) {
      const [row] = await t.database.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM pg_stat_activity
          WHERE datname = current_database() AND wait_event_type = 'Lock' AND query LIKE '%refresh_week_points%'`,
      );
      if (row!.n > 0) return;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  it('keeps the award', async () => {
    const writer = await createUser(t.database);
    await t.database.query(
      `INSERT INTO points_ledger (user_id, reason, object_id, points) VALUES ($1, 'create_post', 1, 10)`,
      [writer],
    );
    // a week passes for that award: the recount must take it out
    await t.database.query(
      `UPDATE points_ledger SET created_at = now() - interval '8 days' WHERE user_id = $1`,
      [writer],
    );
    expect(await weekOf(writer)).toEqual({ kept: 10, counted: 0 });

    await awarder.query('BEGIN');
    await awarder.query(
      `INSERT INTO points_ledger (user_id, reason, object_id, points) VALUES ($1, 'poll_vote', 2, 2)`,
      [writer],
    );
    // the recount waits on the writer's row, which the award's trigger holds
    const recount = refreshWeekPoints(t.database);
    await waitUntilRecountWaits();
    await awarder.query('COMMIT');
    expect(await recount).toBe(1);
    expect(await weekOf(writer)).toEqual({ kept: 2, counted: 2 });
  });
});
