import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { recordView, visitorKey, visitorSalt } from '#server/domain/views.ts';
import { invalidParams } from '#server/http/errors.ts';

const pageviewBody = z.object({ post_id: z.coerce.number().int().positive() });

/** First-party pageview beacon (decisions §5): no cookie, no third party. */
export async function pageviewRoutes(app: FastifyInstance) {
  const { database } = app.deps;
  app.post('/yka/v2/pageview', async (request, reply) => {
    const raw = typeof request.body === 'string' ? safeJson(request.body) : request.body;
    const parsed = pageviewBody.safeParse(raw ?? {});
    if (!parsed.success) throw invalidParams({ post_id: 'post_id is not a valid post id.' });
    const visitor = request.viewer
      ? `user:${request.viewer.id}`
      : visitorKey(await visitorSalt(database), request.ip);
    const counted = await recordView(database, parsed.data.post_id, visitor);
    return reply.header('cache-control', 'no-store').send({ counted });
  });
}

/** `navigator.sendBeacon` posts text/plain; its body is still JSON. */
function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
