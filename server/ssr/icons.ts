import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { escapeHtml } from '#common/html.ts';
import { THEME_COLOUR } from '#web/lib/head.ts';

/** A day: the icons change only with the site's name. */
const CACHE = 'public, max-age=86400';
const PNG_SIZES = {
  '/favicon-32.png': 32,
  '/apple-touch-icon.png': 180,
  '/icon-192.png': 192,
  '/icon-512.png': 512,
};

/** The site's mark: its name's first letter, white on the header's rose (decisions 010). */
const markSvg = (name: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${THEME_COLOUR}"/><text x="32" y="46" text-anchor="middle" font-family="Georgia,serif" font-weight="bold" font-size="42" fill="#fff">${escapeHtml([...name.trim()][0]?.toUpperCase() ?? '')}</text></svg>`;

/** An .ico file holding one PNG (the format every browser reads since Windows Vista's). */
function icoOf(png: Buffer, size: number): Buffer {
  const header = Buffer.alloc(22);
  header.writeUInt16LE(1, 2); // ICONDIR: reserved 0, type 1 (icon), one image
  header.writeUInt16LE(1, 4);
  header.writeUInt8(size % 256, 6); // ICONDIRENTRY: width, height (0 means 256)
  header.writeUInt8(size % 256, 7);
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(png.length, 14);
  header.writeUInt32LE(22, 18); // the PNG follows the header
  return Buffer.concat([header, png]);
}

/** Favicons (SVG, ICO, PNG) and the web app manifest, linked from every page's head (web/lib/head.ts). */
export async function iconRoutes(app: FastifyInstance) {
  const site = () => app.deps.settings.site();
  const pngs = new Map<number, Promise<Buffer>>();
  const png = (size: number) => {
    let made = pngs.get(size);
    if (!made) {
      made = site().then(({ name }) =>
        sharp(Buffer.from(markSvg(name)))
          .resize(size, size)
          .png()
          .toBuffer(),
      );
      pngs.set(size, made);
    }
    return made;
  };
  app.get('/favicon.svg', async (_request, reply) =>
    reply
      .type('image/svg+xml')
      .header('cache-control', CACHE)
      .send(markSvg((await site()).name)),
  );
  app.get('/favicon.ico', async (_request, reply) =>
    reply
      .type('image/x-icon')
      .header('cache-control', CACHE)
      .send(icoOf(await png(32), 32)),
  );
  for (const [url, size] of Object.entries(PNG_SIZES)) {
    app.get(url, async (_request, reply) =>
      reply
        .type('image/png')
        .header('cache-control', CACHE)
        .send(await png(size)),
    );
  }
  app.get('/manifest.webmanifest', async (_request, reply) => {
    const { name, description } = await site();
    return reply
      .type('application/manifest+json')
      .header('cache-control', CACHE)
      .send({
        name,
        short_name: name.slice(0, 12),
        description,
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: THEME_COLOUR,
        background_color: '#ffffff',
        icons: [
          { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
          { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
        ],
      });
  });
}
