import type { Role } from '#common/api-types.ts';
import type { Database } from '#server/db/client.ts';
import { createSession, SESSION_COOKIE } from '#server/domain/auth/sessions.ts';

/** Headers of a signed-in browser request: the session cookie plus the X-WP-Nonce writes need. */
export async function signedInHeaders(
  database: Database,
  userId: number,
): Promise<{ cookie: string; 'x-wp-nonce': string }> {
  const session = await createSession(database, userId);
  return { cookie: `${SESSION_COOKIE}=${session.token}`, 'x-wp-nonce': session.nonce };
}

let made = 0;

/** A fresh account (no comments, votes or points yet), as a first sign-in would create it. */
export async function createUser(database: Database, role: Role = 'subscriber'): Promise<number> {
  made += 1;
  const tag = `${process.pid}-${Date.now().toString(36)}-${made}`;
  const [row] = await database.query<{ id: number }>(
    `INSERT INTO users (email, slug, name, role) VALUES ($1, $2, $3, $4) RETURNING id`,
    [`test-${tag}@example.com`, `test-${tag}`, `Test ${made}`, role],
  );
  return row!.id;
}

/** Many fresh accounts in one statement (for the concurrency tests). */
export async function createUsers(database: Database, count: number): Promise<number[]> {
  const tag = `${process.pid}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;
  const rows = await database.query<{ id: number }>(
    `INSERT INTO users (email, slug, name)
     SELECT 'bulk-' || $1 || '-' || g || '@example.com', 'bulk-' || $1 || '-' || g, 'Reader ' || g
       FROM generate_series(1, $2::int) AS g
     RETURNING id`,
    [tag, count],
  );
  return rows.map((r) => r.id);
}
