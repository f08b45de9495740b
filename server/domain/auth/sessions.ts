import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Role } from '#common/api-types.ts';
import type { Database } from '#server/db/client.ts';

/** The browser session cookie (decisions §3): HttpOnly, SameSite=Strict, Secure over https. */
export const SESSION_COOKIE = 'yka_session';
export const SESSION_DAYS = 30;
const SESSION_MS = SESSION_DAYS * 24 * 60 * 60 * 1000;
/** last_seen_at is written at most this often, so that reads do not become writes */
const TOUCH_MS = 60 * 60 * 1000;

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/**
 * The X-WP-Nonce of a session, derived from the cookie token: the server can hand it to the
 * page again on every render without storing it, and only a holder of the HttpOnly cookie
 * can know it. A cross-site form can send the cookie (not with SameSite=Strict, but older
 * browsers) yet never the nonce.
 */
export const nonceFor = (token: string) => createHmac('sha256', token).update('wp_rest').digest('base64url');

export function nonceMatches(token: string, nonce: string) {
  const expected = Buffer.from(nonceFor(token));
  const given = Buffer.from(nonce);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

export interface SessionUser {
  id: number;
  role: Role;
  name: string;
  slug: string;
  avatarUrl: string;
  /** whether the user blocks anyone: a reader who blocks no one reads lists as a visitor does */
  blocksAnyone: boolean;
}

/** The columns of a statement about the user `u` that `sessionUserOf` reads. */
export const SESSION_USER_SQL =
  'u.id, u.role, u.name, u.slug, u.avatar_url, EXISTS (SELECT 1 FROM blocks b WHERE b.blocker_id = u.id) AS blocks_anyone';

export interface SessionUserRow {
  id: number;
  role: Role;
  name: string;
  slug: string;
  avatar_url: string;
  blocks_anyone: boolean;
}

export const sessionUserOf = (row: SessionUserRow): SessionUser => ({
  id: row.id,
  role: row.role,
  name: row.name,
  slug: row.slug,
  avatarUrl: row.avatar_url,
  blocksAnyone: row.blocks_anyone,
});

export interface NewSession {
  token: string;
  nonce: string;
  expiresAt: Date;
}

/** Starts a session for a user; the token goes into the cookie and only its hash is kept. */
export async function createSession(
  database: Database,
  userId: number,
  meta: { userAgent?: string; ip?: string } = {},
): Promise<NewSession> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + SESSION_MS);
  const nonce = nonceFor(token);
  await database.query(
    `INSERT INTO sessions (id, user_id, nonce_hash, user_agent, ip, expires_at) VALUES ($1, $2, $3, $4, $5, $6)`,
    [
      sha256(token),
      userId,
      sha256(nonce),
      (meta.userAgent ?? '').slice(0, 300),
      meta.ip ?? '',
      expiresAt.toISOString(),
    ],
  );
  return { token, nonce, expiresAt };
}

/** The user behind a cookie token, or null when the session is unknown, revoked or expired. */
export async function userForSession(database: Database, token: string): Promise<SessionUser | null> {
  if (!token || token.length > 100) return null;
  const [row] = await database.query<SessionUserRow & { last_seen_at: Date | string }>(
    `SELECT ${SESSION_USER_SQL}, s.last_seen_at
       FROM sessions s JOIN users u ON u.id = s.user_id
      WHERE s.id = $1 AND s.expires_at > now() AND u.suspended_at IS NULL`,
    [sha256(token)],
    // every signed-in request reads it first: a kept plan, on the hot reads' connection
    { name: 'session-user' },
  );
  if (!row) return null;
  if (Date.now() - new Date(row.last_seen_at).getTime() > TOUCH_MS) {
    await database.query('UPDATE sessions SET last_seen_at = now() WHERE id = $1', [sha256(token)]);
  }
  return sessionUserOf(row);
}

/** Ends one session (logout); the cookie stops working at once. */
export async function revokeSession(database: Database, token: string) {
  await database.query('DELETE FROM sessions WHERE id = $1', [sha256(token)]);
}

/** Ends every session of a user ("sign out everywhere"), except one when given. */
export async function revokeAllSessions(database: Database, userId: number, exceptToken?: string) {
  await database.query('DELETE FROM sessions WHERE user_id = $1 AND id <> $2', [
    userId,
    exceptToken ? sha256(exceptToken) : '',
  ]);
}
