import type { FastifyInstance } from 'fastify';
import type { Role, SignedInSession } from '#common/api-types.ts';
import type { Database } from '#server/db/client.ts';
import { createSession, SESSION_COOKIE } from '#server/domain/auth/sessions.ts';
import type { Mailbox } from './mailbox.ts';

export interface SignedIn {
  session: SignedInSession;
  /** the `Cookie` request header that carries the session */
  cookie: string;
  /** the raw Set-Cookie of verify-otp */
  setCookie: string;
}

export function setCookieOf(headers: Record<string, unknown>): string {
  const value = headers['set-cookie'];
  return Array.isArray(value) ? String(value[0] ?? '') : String(value ?? '');
}

/** Signs in end to end: send-otp, the code read from the delivered mail, verify-otp. */
export async function signIn(
  app: FastifyInstance,
  mailbox: Mailbox,
  email: string,
  remoteAddress = '10.9.0.1',
): Promise<SignedIn> {
  const since = mailbox.messages.length;
  const sent = await app.inject({
    method: 'POST',
    url: '/wp-json/yka/v2/send-otp/',
    payload: { email },
    remoteAddress,
  });
  if (sent.statusCode !== 200) throw new Error(`send-otp answered ${sent.statusCode}: ${sent.body}`);
  const code = await mailbox.waitForCode(email, { since });
  const verified = await app.inject({
    method: 'POST',
    url: '/wp-json/yka/v2/verify-otp/',
    payload: { email, otp: code },
    remoteAddress,
  });
  if (verified.statusCode !== 200)
    throw new Error(`verify-otp answered ${verified.statusCode}: ${verified.body}`);
  const setCookie = setCookieOf(verified.headers);
  return {
    session: JSON.parse(verified.body) as SignedInSession,
    cookie: setCookie.split(';')[0] ?? '',
    setCookie,
  };
}

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
