import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { ShareCardCache } from '#server/domain/share-cards/card-cache.ts';
import { isCardType } from '#server/domain/share-cards/card-url.ts';
import { loadShareCard } from '#server/domain/share-cards/load-card.ts';
import { notFound } from '#server/http/errors.ts';
import { maySeePost } from '#server/policies/post.ts';

/** `{id}-{hash}.png`, or `{id}.png` for the card as it is now; ids fit PostgreSQL's integer. */
const FILE = /^([1-9]\d{0,9})(?:-([0-9a-f]{8}))?\.png$/;
const INT_MAX = 2_147_483_647;

/** An address whose hash is the current one never changes its picture (decisions 015). */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** `{id}.png` and an old hash: the current card, for a while. */
const CURRENT = 'public, max-age=300';

/**
 * `GET /og/{type}/{id}-{hash}.png`: the 1200×630 sharing picture of a post, video, note or
 * poll (decisions 015), rendered once per content into DATA_DIR/og-cache. What a visitor
 * may not see (a draft, a trashed item, one hidden by reports) is a 404, like its page.
 */
export async function shareCardRoutes(app: FastifyInstance) {
  const { config, database, settings } = app.deps;
  const cards = new ShareCardCache(path.join(config.dataDir, 'og-cache'), {
    onError: (error) => app.log.warn({ err: error }, 'share card cache'),
  });
  app.get<{ Params: { type: string; file: string } }>('/og/:type/:file', async (request, reply) => {
    const { type, file } = request.params;
    const match = FILE.exec(file);
    const id = Number(match?.[1]);
    if (!match || !isCardType(type) || id > INT_MAX)
      throw notFound('rest_post_invalid_id', 'Invalid post ID.');
    const item = await loadShareCard(database.db, type, id);
    // a card is the same for everyone, shared to the world: it follows what a visitor may see
    if (!item || !maySeePost(null, item.visibility))
      throw notFound('rest_post_invalid_id', 'Invalid post ID.');
    const site = await settings.site();
    const { png, key } = await cards.get({ ...item.card, site: site.name });
    const etag = `"${key}"`;
    reply
      .type('image/png')
      .header('cache-control', match[2] === item.hash ? IMMUTABLE : CURRENT)
      .header('etag', etag);
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.send(png);
  });
}
