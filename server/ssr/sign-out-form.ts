import type { FastifyInstance } from 'fastify';
import { clearedSessionCookie } from '#server/api/auth/present-session.ts';
import { revokeSession } from '#server/domain/auth/sessions.ts';
import { acceptFormBodies } from '#server/http/form-body.ts';

/**
 * The Logout page's form for a browser without the page's script (decisions 016): the page
 * signs out from its script, and without one it offers this button. The session cookie is
 * SameSite=Strict, so another site's form arrives without it and ends nothing; like the
 * API's logout it needs no nonce (signing out only takes access away).
 */
export async function signOutFormRoutes(app: FastifyInstance) {
  const { config, database } = app.deps;
  acceptFormBodies(app);
  app.post('/logout', async (request, reply) => {
    if (request.session) await revokeSession(database, request.session.token);
    return reply
      .header('set-cookie', clearedSessionCookie(config))
      .header('cache-control', 'no-store')
      .redirect('/logout', 303);
  });
}
