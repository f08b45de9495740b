import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { loadPoll } from '#server/domain/load-poll.ts';
import { castVote } from '#server/domain/polls.ts';
import { badRequest, conflict, notFound, unauthorized } from '#server/http/errors.ts';
import { acceptFormBodies, bodyOf } from '#server/http/form-body.ts';
import { MAX_ID, parseWith, pathId } from '#server/http/params.ts';
import { readRoute } from '#server/http/read-routes.ts';

const voteBody = z.object({
  choice_id: z.coerce
    .number({ message: 'choice_id is not of type integer.' })
    .int('choice_id is not of type integer.')
    .min(1, 'choice_id must be an option of the poll.')
    .max(MAX_ID, 'choice_id must be an option of the poll.'),
});

const invalidPoll = () => notFound('rest_poll_invalid_id', 'Invalid poll ID.');

function pollId(raw: string) {
  const id = pathId(raw);
  if (id === null) throw invalidPoll();
  return id;
}

export async function pollRoutes(app: FastifyInstance) {
  const { database } = app.deps;
  acceptFormBodies(app);

  readRoute<{ id: string }>(app, '/yka/v2/polls/:id', async (request) => {
    const poll = await loadPoll(database.db, pollId(request.params.id), request.viewer?.id ?? null);
    if (!poll) throw invalidPoll();
    return poll;
  });

  /** Spec §7: body `choice_id`; answers the poll as the voter now sees it (decisions §5). */
  app.post<{ Params: { id: string } }>('/yka/v2/polls/:id/vote', async (request) => {
    const id = pollId(request.params.id);
    const viewer = request.viewer;
    if (!viewer) throw unauthorized('rest_not_logged_in', 'You need to sign in to vote.');
    const { choice_id } = parseWith(voteBody, bodyOf(request));
    const outcome = await castVote(database, id, choice_id, viewer.id);
    if (outcome === 'no_poll') throw invalidPoll();
    if (outcome === 'invalid_option')
      throw badRequest('rest_poll_invalid_choice', 'That choice is not an option of this poll.');
    const poll = await loadPoll(database.db, id, viewer.id);
    if (!poll) throw invalidPoll();
    // The client replaces its poll with `data.poll`, so a second device shows the real state.
    if (outcome === 'already_voted')
      throw conflict('already_voted', 'You have already voted on this poll.', { poll });
    return poll;
  });
}
