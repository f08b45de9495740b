import type { FastifyInstance, FastifyRequest } from 'fastify';
import { normaliseEmail } from '#server/domain/auth/accounts.ts';
import { CODE_MINUTES } from '#server/domain/auth/one-time-codes.ts';
import { revokeAllSessions, revokeSession, userForSession } from '#server/domain/auth/sessions.ts';
import { type CodeRefusal, sendSignInCode, signInWithCode } from '#server/domain/auth/sign-in.ts';
import {
  badRequest,
  forbidden,
  HttpError,
  invalidParams,
  tooManyRequests,
  unauthorized,
} from '#server/http/errors.ts';
import { fromForeignOrigin } from '#server/http/foreign-origin.ts';
import { pickLanguage } from '#server/ssr/language.ts';
import { clearedSessionCookie, presentSession, sessionCookie } from './present-session.ts';
import { acceptSignInBodies, bodyOf, legacyField } from './request-body.ts';
import { signInDeps } from './sign-in-deps.ts';

/** The API's error for a code that did not sign in (the sign-in page has its own words). */
function refusal(refused: CodeRefusal): HttpError {
  switch (refused.reason) {
    case 'too_many_requests':
      return tooManyRequests();
    case 'wrong': {
      const left = refused.attemptsLeft;
      return new HttpError(
        400,
        'invalid_otp',
        `That code is not right. ${left} ${left === 1 ? 'try' : 'tries'} left.`,
        { attempts_left: left },
      );
    }
    case 'too_many_tries':
      return tooManyRequests('Too many tries for this address. Please try again in an hour.');
    case 'burned':
      return badRequest(
        'otp_attempts_exceeded',
        'Too many wrong tries for this code. Please request a new code.',
      );
    case 'expired':
      return badRequest(
        'expired_otp',
        'This code has expired or was already used. Please request a new code.',
      );
    case 'suspended':
      return new HttpError(
        403,
        'account_suspended',
        'This account has been suspended by the site team. If you think this is a mistake, write to us through the Contact page.',
      );
  }
}

const mailUnavailable = () =>
  new HttpError(503, 'mail_unavailable', 'Sign-in codes cannot be sent right now. Please try again later.');

/**
 * E-mail one-time-code sign-in and the cookie session (decisions §3, issue 4).
 * Every answer here is private: `no-store`, whatever the viewer.
 */
export async function authRoutes(app: FastifyInstance) {
  const { database, config, settings } = app.deps;
  acceptSignInBodies(app);
  const siteOrigin = new URL(config.publicUrl).origin;
  /** The old client posts forms here: another site's form must not sign a reader in (login CSRF). */
  const refuseForeignOrigin = (request: FastifyRequest) => {
    if (fromForeignOrigin(request, siteOrigin))
      throw forbidden('rest_foreign_origin', 'Sign-in requests must come from this site.');
  };
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  function emailOf(body: Record<string, unknown>) {
    const email = normaliseEmail(legacyField(body, 'email', 'email_address'));
    if (!email) throw invalidParams({ email: 'Please enter a valid e-mail address.' });
    return email;
  }

  /** The same answer for every address, known or new: the answer never says which. */
  app.post('/yka/v2/send-otp', async (request) => {
    refuseForeignOrigin(request);
    const email = emailOf(bodyOf(request));
    const sent = await sendSignInCode(signInDeps(app.deps, request.log), email, request.ip);
    if (!sent.ok) {
      if (sent.reason === 'too_many_codes')
        throw tooManyRequests('Too many codes were requested. Please try again in an hour.');
      throw mailUnavailable();
    }
    return {
      success: true,
      message: `A 6-digit sign-in code is on its way to your inbox. It is valid for ${CODE_MINUTES} minutes.`,
    };
  });

  app.post('/yka/v2/verify-otp', async (request, reply) => {
    refuseForeignOrigin(request);
    const body = bodyOf(request);
    const email = emailOf(body);
    const otp = (legacyField(body, 'otp', 'email_otp') ?? '').replace(/\s+/g, '');
    if (!/^\d{6}$/.test(otp)) throw invalidParams({ otp: 'Please enter the 6-digit code from the mail.' });
    const result = await signInWithCode(signInDeps(app.deps, request.log), {
      email,
      otp,
      ip: request.ip,
      userAgent: request.headers['user-agent'] ?? '',
      lang: pickLanguage(request),
    });
    if (!result.ok) throw refusal(result);
    const user = await userForSession(database, result.token);
    if (!user) throw new Error('a session just made was not found');
    const site = await settings.site();
    reply.header('set-cookie', sessionCookie(result.token, config));
    return presentSession(user, result.token, config.publicUrl, site.version);
  });

  /**
   * No nonce needed: signing out only takes access away, and a client whose site version
   * changed must be able to end its session from a fresh page without one (spec §4).
   */
  app.post('/yka/v2/logout', async (request, reply) => {
    if (request.session) await revokeSession(database, request.session.token);
    reply.header('set-cookie', clearedSessionCookie(config));
    return { success: true, message: 'You have been signed out.' };
  });

  /** Sign out everywhere: every session of the user ends, this one too (needs the nonce). */
  app.post('/yka/v2/logout-everywhere', async (request, reply) => {
    if (!request.viewer) throw unauthorized();
    await revokeAllSessions(database, request.viewer.id);
    reply.header('set-cookie', clearedSessionCookie(config));
    return { success: true, message: 'You have been signed out on every device.' };
  });

  app.get('/yka/v2/session', async (request) => {
    if (!request.session) throw unauthorized();
    const site = await settings.site();
    return presentSession(request.session.user, request.session.token, config.publicUrl, site.version);
  });
}
