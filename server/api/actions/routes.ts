import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ActionAnswer, BlockAnswer, TermFollowAnswer, UserFollowAnswer } from '#common/api-types.ts';
import { setBlock, setTermFollow, setUserFollow } from '#server/domain/follows.ts';
import { setLike } from '#server/domain/likes.ts';
import type { AppDeps, Viewer } from '#server/http/context.ts';
import { badRequest, forbidden, invalidParams, notFound, unauthorized } from '#server/http/errors.ts';
import { acceptFormBodies, bodyOf } from '#server/http/form-body.ts';
import { MAX_ID, parseWith } from '#server/http/params.ts';
import { POST_OBJECTS, TAXONOMY_OBJECTS, USER_OBJECTS } from './objects.ts';

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
  database: AppDeps['database'];
  viewer: Viewer;
  object: string;
  id: number;
}

type ActionHandler = (request: ActionRequest) => Promise<Record<string, unknown>>;

function likeHandler(liked: boolean): ActionHandler {
  return async ({ database, viewer, object, id }) => {
    if (!POST_OBJECTS.has(object)) throw invalidParams({ object: 'object must be post.' });
    const like = await setLike(database, id, viewer.id, liked);
    if (!like) throw notFound('rest_post_invalid_id', 'Invalid post ID.');
    // Same shape as the post's `like` field, so the client can put it straight back.
    return { like };
  };
}

const invalidUser = () => notFound('rest_user_invalid_id', 'Invalid user ID.');

function followHandler(following: boolean): ActionHandler {
  return async ({ database, viewer, object, id }) => {
    const taxonomy = Object.hasOwn(TAXONOMY_OBJECTS, object) ? TAXONOMY_OBJECTS[object] : undefined;
    if (taxonomy) {
      const state = await setTermFollow(database, viewer.id, taxonomy, id, following);
      if (!state) throw notFound('rest_term_invalid', 'Term does not exist.');
      // The term object's own fields, plus the `follow` shape the user objects use.
      return {
        ...state,
        follow: { is_following: state.is_following, no_followers: state.follower_count },
      } satisfies Omit<TermFollowAnswer, keyof ActionAnswer>;
    }
    if (!USER_OBJECTS.has(object)) throw invalidParams({ object: 'object must be user or a taxonomy.' });
    // Decisions §4: nobody can follow themself (unfollowing oneself is as wrong).
    if (id === viewer.id) throw badRequest('rest_cannot_follow_self', 'You cannot follow yourself.');
    const result = await setUserFollow(database, viewer.id, id, following);
    if (result.kind === 'not_found') throw invalidUser();
    if (result.kind === 'blocked')
      throw forbidden(
        'rest_follow_blocked',
        'You cannot follow this user while one of you blocks the other.',
      );
    return { follow: result.follow } satisfies Omit<UserFollowAnswer, keyof ActionAnswer>;
  };
}

function blockHandler(blocking: boolean): ActionHandler {
  return async ({ database, viewer, object, id }) => {
    if (!USER_OBJECTS.has(object)) throw invalidParams({ object: 'object must be user.' });
    if (id === viewer.id) throw badRequest('rest_cannot_block_self', 'You cannot block yourself.');
    const result = await setBlock(database, viewer.id, id, blocking);
    if (result.kind === 'not_found') throw invalidUser();
    // The follow state too: blocking removes the follows, so the follower count moved.
    return { block: result.block, follow: result.follow } satisfies Omit<BlockAnswer, keyof ActionAnswer>;
  };
}

/** One route, one handler per action; each handler validates its own `object`. */
const ACTIONS: Record<string, ActionHandler> = {
  like: likeHandler(true),
  unlike: likeHandler(false),
  follow: followHandler(true),
  unfollow: followHandler(false),
  block: blockHandler(true),
  unblock: blockHandler(false),
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
