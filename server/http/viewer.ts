import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  nonceMatches,
  SESSION_COOKIE,
  type SessionUser,
  userForSession,
} from '#server/domain/auth/sessions.ts';
import { HttpError } from './errors.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** the cookie session's token and user when the cookie is valid (also for visitor-treated writes) */
    session: { token: string; user: SessionUser } | null;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Reads one cookie from the Cookie header without pulling in a cookie library. */
export function readCookie(request: FastifyRequest, name: string): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

export type BasicAuthResolver = (
  request: FastifyRequest,
  login: string,
  password: string,
) => Promise<SessionUser | null>;

/**
 * Decides who a request acts for (decisions §3), before the public cache looks at it:
 * - a valid session cookie on a read → that user;
 * - a valid session cookie on a write → that user only with a matching `X-WP-Nonce`
 *   (or `_wpnonce`); without one the write counts as a visitor's, with a wrong one it is
 *   refused with 403 `rest_cookie_invalid_nonce`, as WordPress does;
 * - `Authorization: Basic` with an application password → that user;
 * - otherwise a visitor.
 */
export function installViewer(app: FastifyInstance, resolveBasic?: BasicAuthResolver) {
  app.decorateRequest('session', null);
  app.addHook('onRequest', async (request) => {
    const authorization = request.headers.authorization;
    if (resolveBasic && authorization?.toLowerCase().startsWith('basic ')) {
      const decoded = Buffer.from(authorization.slice(6).trim(), 'base64').toString('utf8');
      const colon = decoded.indexOf(':');
      const user =
        colon > 0 ? await resolveBasic(request, decoded.slice(0, colon), decoded.slice(colon + 1)) : null;
      if (!user)
        throw new HttpError(
          401,
          'incorrect_password',
          'The provided password is an invalid application password.',
        );
      request.viewer = { id: user.id, role: user.role, blocksAnyone: user.blocksAnyone };
      return;
    }
    const token = readCookie(request, SESSION_COOKIE);
    if (!token) return;
    const user = await userForSession(request.server.deps.database, token);
    if (!user) return;
    request.session = { token, user };
    if (SAFE_METHODS.has(request.method)) {
      request.viewer = { id: user.id, role: user.role, blocksAnyone: user.blocksAnyone };
      return;
    }
    const header = request.headers['x-wp-nonce'];
    const nonce =
      (typeof header === 'string' ? header : undefined) ??
      (request.query as Record<string, unknown>)?._wpnonce;
    if (typeof nonce !== 'string' || nonce === '') return;
    if (!nonceMatches(token, nonce))
      throw new HttpError(403, 'rest_cookie_invalid_nonce', 'Cookie check failed');
    request.viewer = { id: user.id, role: user.role, blocksAnyone: user.blocksAnyone };
  });
}
