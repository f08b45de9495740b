import type { FastifyInstance } from 'fastify';
import { findOrCreateUser, isSuspended, normaliseEmail } from '#server/domain/auth/accounts.ts';
import { CODE_MINUTES, issueCode, verifyCode } from '#server/domain/auth/one-time-codes.ts';
import {
  createSession,
  revokeAllSessions,
  revokeSession,
  userForSession,
} from '#server/domain/auth/sessions.ts';
import { codeMail } from '#server/domain/mail/code-mail.ts';
import { takeRateLimit } from '#server/domain/rate-limit.ts';
import { badRequest, HttpError, invalidParams, tooManyRequests, unauthorized } from '#server/http/errors.ts';
import { pickLanguage } from '#server/ssr/language.ts';
import { clearedSessionCookie, presentSession, sessionCookie } from './present-session.ts';
import { acceptSignInBodies, bodyOf, legacyField } from './request-body.ts';

const HOUR_MS = 3_600_000;

const mailUnavailable = () =>
  new HttpError(503, 'mail_unavailable', 'Sign-in codes cannot be sent right now. Please try again later.');

/**
 * E-mail one-time-code sign-in and the cookie session (decisions §3, issue 4).
 * Every answer here is private: `no-store`, whatever the viewer.
 */
export async function authRoutes(app: FastifyInstance) {
  const { database, config, settings, mailer } = app.deps;
  acceptSignInBodies(app);
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
    const email = emailOf(bodyOf(request));
    if (mailer.kind === 'unavailable') throw mailUnavailable();
    const issued = await issueCode(database, {
      email,
      ip: request.ip,
      perEmail: config.otpSendsPerEmailPerHour,
      perIp: config.otpSendsPerIpPerHour,
    });
    if (!issued.ok) throw tooManyRequests('Too many codes were requested. Please try again in an hour.');
    const site = await settings.site();
    try {
      await mailer.send(
        codeMail({ to: email, code: issued.code, minutes: CODE_MINUTES, siteName: site.name }),
      );
    } catch (error) {
      request.log.error({ err: error }, 'sign-in code mail failed');
      throw mailUnavailable();
    }
    return {
      success: true,
      message: `A 6-digit sign-in code is on its way to your inbox. It is valid for ${CODE_MINUTES} minutes.`,
    };
  });

  app.post('/yka/v2/verify-otp', async (request, reply) => {
    const body = bodyOf(request);
    const email = emailOf(body);
    const otp = (legacyField(body, 'otp', 'email_otp') ?? '').replace(/\s+/g, '');
    if (!/^\d{6}$/.test(otp)) throw invalidParams({ otp: 'Please enter the 6-digit code from the mail.' });
    // Guessing across many addresses from one client is bounded here; per address, by its
    // hourly budget, and per code, by its 5 tries (verifyCode).
    if (!(await takeRateLimit(database, `otp-verify:${request.ip}`, config.otpVerifiesPerIpPerHour, HOUR_MS)))
      throw tooManyRequests();
    const result = await verifyCode(database, email, otp);
    if (!result.ok) {
      if (result.reason === 'wrong')
        throw new HttpError(
          400,
          'invalid_otp',
          `That code is not right. ${result.attemptsLeft} ${result.attemptsLeft === 1 ? 'try' : 'tries'} left.`,
          { attempts_left: result.attemptsLeft },
        );
      if (result.reason === 'too_many')
        throw tooManyRequests('Too many tries for this address. Please try again in an hour.');
      if (result.reason === 'burned')
        throw badRequest(
          'otp_attempts_exceeded',
          'Too many wrong tries for this code. Please request a new code.',
        );
      throw badRequest(
        'expired_otp',
        'This code has expired or was already used. Please request a new code.',
      );
    }
    const { id } = await findOrCreateUser(database, email, pickLanguage(request));
    if (await isSuspended(database, id))
      throw new HttpError(
        403,
        'account_suspended',
        'This account has been suspended by the site team. If you think this is a mistake, write to us through the Contact page.',
      );
    const session = await createSession(database, id, {
      userAgent: request.headers['user-agent'] ?? '',
      ip: request.ip,
    });
    const user = await userForSession(database, session.token);
    if (!user) throw new Error('a session just made was not found');
    const site = await settings.site();
    reply.header('set-cookie', sessionCookie(session.token, config));
    return presentSession(user, session.token, config.publicUrl, site.version);
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
