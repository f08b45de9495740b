import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sameSitePath } from '#common/redirect.ts';
import { SAVE_DATA_COOKIE } from './data-saver.ts';

/**
 * The service worker at the site's root (its scope is every page), and the data saver's
 * switch (decisions 014).
 */
export async function offlineRoutes(app: FastifyInstance) {
  const { config } = app.deps;
  const workerFile = path.join(config.buildDir, 'client', 'sw.js');

  // Built by scripts/build-standalone.ts. no-cache: the browser asks again (ETag) whenever it
  // checks for a new worker, so a deployment reaches every reader.
  app.get('/sw.js', async (request, reply) => {
    let body: string;
    try {
      body = await readFile(workerFile, 'utf8');
    } catch {
      return reply.code(404).header('cache-control', 'no-store').type('text/plain').send('Not found');
    }
    const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
    void reply
      .header('cache-control', 'no-cache')
      .header('etag', etag)
      .type('text/javascript; charset=utf-8');
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.send(body);
  });

  // A link, so it works before (and without) the page's script: the side menu, the footer,
  // the user menu and the Saved page point here.
  app.get<{ Params: { state: string }; Querystring: { next?: string } }>(
    '/data-saver/:state',
    async (request, reply) => {
      const on = request.params.state === 'on';
      const next = sameSitePath(request.query.next, config.publicUrl) ?? '/';
      const secure = config.publicUrl.startsWith('https:') ? '; Secure' : '';
      return reply
        .header(
          'set-cookie',
          `${SAVE_DATA_COOKIE}=${on ? 1 : 0}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`,
        )
        .header('cache-control', 'no-store')
        .redirect(next, 302);
    },
  );
}
