import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Database } from '#server/db/client.ts';
import { setLike } from '#server/domain/likes.ts';
import type { Viewer } from '#server/http/context.ts';
import { invalidParams, notFound, unauthorized } from '#server/http/errors.ts';
import { acceptFormBodies, bodyOf } from '#server/http/form-body.ts';
import { MAX_ID, parseWith } from '#server/http/params.ts';

/** Spec §3 "action record": `{action, object, id}`; ids may come as strings from form posts. */
const actionBody = z.object({
  action: z.string({ message: 'action is required.' }).trim().toLowerCase(),
  object: z.string({ message: 'object is required.' }).trim().toLowerCase(),
  id: z.coerce
    .number({ message: 'id is not of type integer.' })
    .int('id is not of type integer.')
    .min(1, 'id must be a positive integer.')
    .max(MAX_ID, 'id is out of range.'),
});

interface ActionRequest {
  database: Database;
  viewer: Viewer;
  object: string;
  id: number;
}

type ActionHandler = (request: ActionRequest) => Promise<Record<string, unknown>>;

/** Likes take object `post`; the post type names and REST bases mean the same post id. */
const POST_OBJECTS = new Set(['post', 'posts', 'video', 'videos', 'note', 'notes', 'poll', 'polls']);

function likeHandler(liked: boolean): ActionHandler {
  return async ({ database, viewer, object, id }) => {
    if (!POST_OBJECTS.has(object)) throw invalidParams({ object: 'object must be post.' });
    const like = await setLike(database, id, viewer.id, liked);
    if (!like) throw notFound('rest_post_invalid_id', 'Invalid post ID.');
    // Same shape as the post's `like` field, so the client can put it straight back.
    return { like };
  };
}

/**
 * One route, one handler per action. follow / unfollow / block / unblock (spec §7, the
 * follow issue) are added to this table; each handler validates its own `object`.
 */
const ACTIONS: Record<string, ActionHandler> = {
  like: likeHandler(true),
  unlike: likeHandler(false),
};

export async function actionRoutes(app: FastifyInstance) {
  const { database } = app.deps;
  acceptFormBodies(app);

  app.post('/yka/v2/action', async (request) => {
    const viewer = request.viewer;
    if (!viewer) throw unauthorized();
    const body = parseWith(actionBody, bodyOf(request));
    const handler = Object.hasOwn(ACTIONS, body.action) ? ACTIONS[body.action] : undefined;
    if (!handler) throw invalidParams({ action: `action is not one of ${Object.keys(ACTIONS).join(', ')}.` });
    const result = await handler({ database, viewer, object: body.object, id: body.id });
    return { action: body.action, object: body.object, id: body.id, ...result };
  });
}
