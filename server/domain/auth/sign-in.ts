import type { Lang } from '#common/api-types.ts';
import type { Database } from '#server/db/client.ts';
import { codeMail } from '#server/domain/mail/code-mail.ts';
import type { Mailer } from '#server/domain/mail/mailer.ts';
import { takeRateLimit } from '#server/domain/rate-limit.ts';
import { findOrCreateUser, isSuspended } from './accounts.ts';
import { CODE_MINUTES, issueCode, verifyCode } from './one-time-codes.ts';
import { createSession, type NewSession } from './sessions.ts';

const HOUR_MS = 3_600_000;

/** The two steps of signing in (decisions §3), for the API and for the page's forms alike. */
export interface SignInDeps {
  database: Database;
  mailer: Mailer;
  limits: { perEmail: number; perIp: number; verifiesPerIp: number };
  siteName: () => Promise<string>;
  /** a mail that could not be sent, for the operator's log */
  mailFailed: (error: unknown) => void;
}

export type SendCodeResult = { ok: true } | { ok: false; reason: 'mail_unavailable' | 'too_many_codes' };

/** Mails a new code to `email` (already normalised), unless the address or client asked for too many. */
export async function sendSignInCode(deps: SignInDeps, email: string, ip: string): Promise<SendCodeResult> {
  if (deps.mailer.kind === 'unavailable') return { ok: false, reason: 'mail_unavailable' };
  const issued = await issueCode(deps.database, {
    email,
    ip,
    perEmail: deps.limits.perEmail,
    perIp: deps.limits.perIp,
  });
  if (!issued.ok) return { ok: false, reason: 'too_many_codes' };
  try {
    await deps.mailer.send(
      codeMail({ to: email, code: issued.code, minutes: CODE_MINUTES, siteName: await deps.siteName() }),
    );
  } catch (error) {
    deps.mailFailed(error);
    return { ok: false, reason: 'mail_unavailable' };
  }
  return { ok: true };
}

export type CodeRefusal =
  /** this client tried too many codes this hour, across addresses */
  | { reason: 'too_many_requests' }
  | { reason: 'wrong'; attemptsLeft: number }
  /** this address's wrong tries this hour */
  | { reason: 'too_many_tries' }
  /** five wrong tries of this code */
  | { reason: 'burned' }
  | { reason: 'expired' }
  | { reason: 'suspended' };

export type SignInResult = ({ ok: true; userId: number } & NewSession) | ({ ok: false } & CodeRefusal);

/**
 * Checks a typed code and opens a session: a new address becomes a member here, in the
 * interface language it signed in with. `otp` is six digits (the caller says so otherwise).
 */
export async function signInWithCode(
  deps: SignInDeps,
  attempt: { email: string; otp: string; ip: string; userAgent: string; lang: Lang },
): Promise<SignInResult> {
  const { database } = deps;
  // Guessing across many addresses from one client is bounded here; per address, by its
  // hourly budget, and per code, by its 5 tries (verifyCode).
  if (!(await takeRateLimit(database, `otp-verify:${attempt.ip}`, deps.limits.verifiesPerIp, HOUR_MS)))
    return { ok: false, reason: 'too_many_requests' };
  const result = await verifyCode(database, attempt.email, attempt.otp);
  if (!result.ok) {
    if (result.reason === 'wrong') return { ok: false, reason: 'wrong', attemptsLeft: result.attemptsLeft };
    if (result.reason === 'too_many') return { ok: false, reason: 'too_many_tries' };
    if (result.reason === 'burned') return { ok: false, reason: 'burned' };
    return { ok: false, reason: 'expired' };
  }
  const { id } = await findOrCreateUser(database, attempt.email, attempt.lang);
  if (await isSuspended(database, id)) return { ok: false, reason: 'suspended' };
  const session = await createSession(database, id, { userAgent: attempt.userAgent, ip: attempt.ip });
  return { ok: true, userId: id, ...session };
}
