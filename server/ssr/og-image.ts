import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { escapeHtml } from '#common/html.ts';

/** The site's default sharing image (1200×630), drawn once per process from the site name. */
export async function ogImageRoutes(app: FastifyInstance) {
  let png: Promise<Buffer> | null = null;
  app.get('/og-default.png', async (_request, reply) => {
    png ??= app.deps.settings.site().then((site) => {
      const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630"><rect width="1200" height="630" fill="#9f1239"/><rect x="60" y="60" width="1080" height="510" rx="24" fill="#fff1f2"/><text x="600" y="300" text-anchor="middle" font-family="serif" font-weight="bold" font-size="120" fill="#9f1239">${escapeHtml(site.name)}</text><text x="600" y="400" text-anchor="middle" font-family="sans-serif" font-size="40" fill="#44403c">${escapeHtml(site.description.slice(0, 60))}</text></svg>`;
      return sharp(Buffer.from(svg)).png().toBuffer();
    });
    return reply
      .type('image/png')
      .header('cache-control', 'public, max-age=86400')
      .send(await png);
  });
}
