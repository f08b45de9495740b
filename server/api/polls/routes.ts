import type { FastifyInstance } from 'fastify';
import { notFound } from '#server/http/errors.ts';
import { loadPoll } from './present-poll.ts';

export async function pollRoutes(app: FastifyInstance) {
  const { database } = app.deps;
  app.get<{ Params: { id: string } }>('/yka/v2/polls/:id', async (request) => {
    const id = Number(request.params.id);
    const invalid = notFound('rest_poll_invalid_id', 'Invalid poll ID.');
    if (!Number.isInteger(id) || id <= 0) throw invalid;
    const poll = await loadPoll(database.db, id, request.viewer);
    if (!poll) throw invalid;
    return poll;
  });
}
