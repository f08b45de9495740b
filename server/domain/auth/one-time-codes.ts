import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { type SQL, sql } from 'drizzle-orm';
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
 * Wrong tries one address may make per hour across all its codes (issue 15): each
 * code still burns after five wrong tries, but resending cannot buy an attacker more than this
 * many guesses an hour. Two codes' worth, so a member who mistyped a code out of its life can
 * ask for another and still get in.
 */
export const GUESSES_PER_EMAIL_PER_HOUR = CODE_MAX_ATTEMPTS * 2;

type Tx = Parameters<Parameters<Database['db']['transaction']>[0]>[0];

async function rows<T>(tx: Tx, query: SQL): Promise<T[]> {
  // both drivers answer `{ rows }` (node-postgres QueryResult, PGlite Results)
  return ((await tx.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * Serialises everything about one address's codes (and one client's sends) across requests
 * and processes until the transaction ends. The address lock is always taken before the
 * client's, so two sends never wait on each other in a circle.
 */
async function lockCodesOf(tx: Tx, email: string, ip?: string) {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`otp-email:${email}`}))`);
  if (ip !== undefined) await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`otp-ip:${ip}`}))`);
}

/**
 * A new code for an address, unless the address or the client has asked for too many within
 * the last hour (a sliding hour, counted from the codes themselves). Count, supersede and
 * insert run in one transaction under the address's and the client's locks: thirty parallel
 * sends to one address count one after another, so at most five codes are made and mailed,
 * and exactly one code is live at any time.
 */
export async function issueCode(
  database: Database,
  options: { email: string; ip: string; perEmail: number; perIp: number },
): Promise<IssueResult> {
  const { email, ip } = options;
  return database.db.transaction(async (tx): Promise<IssueResult> => {
    await lockCodesOf(tx, email, ip);
    const [counts] = await rows<{ by_email: number; by_ip: number }>(
      tx,
      sql`SELECT count(*) FILTER (WHERE email = ${email})::int AS by_email, count(*) FILTER (WHERE ip = ${ip})::int AS by_ip
            FROM one_time_codes
           WHERE created_at > now() - interval '1 hour' AND (email = ${email} OR ip = ${ip})`,
    );
    if ((counts?.by_ip ?? 0) >= options.perIp) return { ok: false, limit: 'ip' };
    if ((counts?.by_email ?? 0) >= options.perEmail) return { ok: false, limit: 'email' };
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    await tx.execute(
      sql`UPDATE one_time_codes SET consumed_at = now() WHERE email = ${email} AND consumed_at IS NULL`,
    );
    await tx.execute(
      sql`DELETE FROM one_time_codes WHERE email = ${email} AND created_at < now() - interval '1 day'`,
    );
    await tx.execute(
      sql`INSERT INTO one_time_codes (email, code_hash, ip, expires_at)
          VALUES (${email}, ${hashCode(code)}, ${ip}, now() + make_interval(mins => ${CODE_MINUTES}))`,
    );
    return { ok: true, code };
  });
}

export type VerifyResult =
  | { ok: true }
  | { ok: false; reason: 'none' }
  | { ok: false; reason: 'wrong'; attemptsLeft: number }
  | { ok: false; reason: 'burned' }
  | { ok: false; reason: 'too_many' };

/**
 * Checks a code against the address's live one. The try is counted before the comparison,
 * under the address's lock, against two budgets: five per code (the fifth wrong try burns it
 * and even the right one fails after it) and GUESSES_PER_EMAIL_PER_HOUR per address across
 * its codes of the last hour, so parallel guesses and resends cannot multiply either.
 */
export async function verifyCode(database: Database, email: string, code: string): Promise<VerifyResult> {
  return database.db.transaction(async (tx): Promise<VerifyResult> => {
    await lockCodesOf(tx, email);
    const [spent] = await rows<{ tries: number }>(
      tx,
      sql`SELECT coalesce(sum(attempts), 0)::int AS tries FROM one_time_codes
           WHERE email = ${email} AND created_at > now() - interval '1 hour'`,
    );
    if ((spent?.tries ?? 0) >= GUESSES_PER_EMAIL_PER_HOUR) return { ok: false, reason: 'too_many' };
    const [live] = await rows<{ id: number; code_hash: string; attempts: number }>(
      tx,
      sql`SELECT id, code_hash, attempts FROM one_time_codes
           WHERE email = ${email} AND consumed_at IS NULL AND expires_at > now()
           ORDER BY id DESC LIMIT 1`,
    );
    if (!live) return { ok: false, reason: 'none' };
    if (live.attempts >= CODE_MAX_ATTEMPTS) return { ok: false, reason: 'burned' };
    await tx.execute(sql`UPDATE one_time_codes SET attempts = attempts + 1 WHERE id = ${live.id}`);
    if (!codeMatches(live.code_hash, code)) {
      const attemptsLeft = CODE_MAX_ATTEMPTS - (live.attempts + 1);
      return attemptsLeft > 0
        ? { ok: false, reason: 'wrong', attemptsLeft }
        : { ok: false, reason: 'burned' };
    }
    // The right code is not a guess: only wrong tries count against the hourly budget, so a
    // member who signs in often (an editor, a test suite) is never locked out by success.
    await tx.execute(
      sql`UPDATE one_time_codes SET consumed_at = now(), attempts = attempts - 1 WHERE id = ${live.id}`,
    );
    return { ok: true };
  });
}
