import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { Database } from '#server/db/client.ts';

/** Decisions §3: a code is good for 10 minutes and five wrong tries. */
export const CODE_MINUTES = 10;
export const CODE_MAX_ATTEMPTS = 5;

/**
 * Codes are kept as `salt$sha256(salt:code)`. A 6-digit code could be brute-forced from its
 * hash offline, so the hash is not the defence; it keeps a database dump or a log of rows from
 * handing out live codes verbatim, and the short life and the five tries do the rest.
 */
function hashCode(code: string, salt = randomBytes(16).toString('hex')) {
  return `${salt}$${createHash('sha256').update(`${salt}:${code}`).digest('hex')}`;
}

function codeMatches(stored: string, code: string) {
  const salt = stored.slice(0, stored.indexOf('$'));
  const expected = Buffer.from(stored);
  const given = Buffer.from(hashCode(code, salt));
  return expected.length === given.length && timingSafeEqual(expected, given);
}

export type IssueResult = { ok: true; code: string } | { ok: false; limit: 'email' | 'ip' };

/**
 * A new code for an address, unless the address or the client has asked for too many within
 * the last hour (a sliding hour, counted from the codes themselves). A new code supersedes the
 * address's older unused ones, so only the newest mail works.
 */
export async function issueCode(
  database: Database,
  options: { email: string; ip: string; perEmail: number; perIp: number },
): Promise<IssueResult> {
  const { email, ip } = options;
  const [counts] = await database.query<{ by_email: number; by_ip: number }>(
    `SELECT count(*) FILTER (WHERE email = $1)::int AS by_email, count(*) FILTER (WHERE ip = $2)::int AS by_ip
       FROM one_time_codes
      WHERE created_at > now() - interval '1 hour' AND (email = $1 OR ip = $2)`,
    [email, ip],
  );
  if ((counts?.by_ip ?? 0) >= options.perIp) return { ok: false, limit: 'ip' };
  if ((counts?.by_email ?? 0) >= options.perEmail) return { ok: false, limit: 'email' };
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await database.query(
    `UPDATE one_time_codes SET consumed_at = now() WHERE email = $1 AND consumed_at IS NULL`,
    [email],
  );
  await database.query(
    `DELETE FROM one_time_codes WHERE email = $1 AND created_at < now() - interval '1 day'`,
    [email],
  );
  await database.query(
    `INSERT INTO one_time_codes (email, code_hash, ip, expires_at) VALUES ($1, $2, $3, now() + make_interval(mins => $4))`,
    [email, hashCode(code), ip, CODE_MINUTES],
  );
  return { ok: true, code };
}

export type VerifyResult =
  | { ok: true }
  | { ok: false; reason: 'none' }
  | { ok: false; reason: 'wrong'; attemptsLeft: number }
  | { ok: false; reason: 'burned' };

/**
 * Checks a code against the address's newest live one. The try is counted before the
 * comparison, in one guarded statement, so parallel guesses cannot exceed five; the fifth
 * wrong try burns the code and even the right one fails after it.
 */
export async function verifyCode(database: Database, email: string, code: string): Promise<VerifyResult> {
  const [live] = await database.query<{ id: number; code_hash: string; attempts: number }>(
    `SELECT id, code_hash, attempts FROM one_time_codes
      WHERE email = $1 AND consumed_at IS NULL AND expires_at > now()
      ORDER BY id DESC LIMIT 1`,
    [email],
  );
  if (!live) return { ok: false, reason: 'none' };
  const [counted] = await database.query<{ attempts: number }>(
    `UPDATE one_time_codes SET attempts = attempts + 1 WHERE id = $1 AND attempts < $2 RETURNING attempts`,
    [live.id, CODE_MAX_ATTEMPTS],
  );
  if (!counted) return { ok: false, reason: 'burned' };
  if (!codeMatches(live.code_hash, code)) {
    const attemptsLeft = CODE_MAX_ATTEMPTS - counted.attempts;
    return attemptsLeft > 0 ? { ok: false, reason: 'wrong', attemptsLeft } : { ok: false, reason: 'burned' };
  }
  const [used] = await database.query<{ id: number }>(
    `UPDATE one_time_codes SET consumed_at = now() WHERE id = $1 AND consumed_at IS NULL RETURNING id`,
    [live.id],
  );
  return used ? { ok: true } : { ok: false, reason: 'none' };
}
