import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { media } from '#server/db/schema.ts';
import { notFound } from '#server/http/errors.ts';
import { presentMedia } from './present-media.ts';

export async function mediaRoutes(app: FastifyInstance) {
  const { database, config } = app.deps;
  app.get<{ Params: { id: string } }>('/wp/v2/media/:id', async (request) => {
    const id = Number(request.params.id);
    const invalid = notFound('rest_post_invalid_id', 'Invalid post ID.');
    if (!Number.isInteger(id) || id <= 0) throw invalid;
    const [row] = await database.db.select().from(media).where(eq(media.id, id));
    if (!row) throw invalid;
    return presentMedia(row, config.publicUrl);
  });
}
