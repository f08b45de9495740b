import type { FastifyInstance } from 'fastify';
import type { SignedInSession } from '#common/api-types.ts';
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
