import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { avatarColourOf } from '#common/avatar-colours.ts';
import { escapeHtml } from '#common/html.ts';
import { findUser } from '#server/domain/users/list-users.ts';

/** Built client files (hashed names, cached for a year), uploads and generated avatars. */
export async function assetRoutes(app: FastifyInstance) {
  const { config, database } = app.deps;
  const clientDir = path.join(config.buildDir, 'client');
  if (existsSync(path.join(clientDir, 'assets'))) {
    await app.register(fastifyStatic, {
      root: path.join(clientDir, 'assets'),
      prefix: '/assets/',
      cacheControl: false,
      preCompressed: true,
      setHeaders: (reply) => reply.header('cache-control', 'public, max-age=31536000, immutable'),
    });
  }
  await app.register(fastifyStatic, {
    root: path.join(config.dataDir, 'uploads'),
    prefix: '/wp-content/uploads/',
    decorateReply: false,
    cacheControl: false,
    setHeaders: (reply) => reply.header('cache-control', 'public, max-age=31536000, immutable'),
  });

  /** An initials avatar for users without a photo: small, cacheable, no third party. */
  app.get<{ Params: { file: string } }>('/avatars/:file', async (request, reply) => {
    const id = Number(request.params.file.replace(/\.svg$/, ''));
    const user = Number.isInteger(id) && id > 0 ? await findUser(database.db, id) : undefined;
    if (!user) return reply.code(404).type('text/plain').send('Not found');
    const label = (user.name || user.slug).trim();
    const initials = label
      .split(/\s+/)
      .slice(0, 2)
      .map((w) => Array.from(w)[0] ?? '')
      .join('')
      .toUpperCase();
    const colour = avatarColourOf(id);
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96"><rect width="96" height="96" fill="${colour}"/><text x="48" y="48" dy=".35em" text-anchor="middle" font-family="sans-serif" font-size="38" fill="#fff">${escapeHtml(initials)}</text></svg>`;
    return reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(svg);
  });
}
