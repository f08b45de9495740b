import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { stripTags } from '#common/format.ts';
import { authorPath, postPath, termPath } from '#common/links.ts';
import {
  authorBySlug,
  categoryBySlug,
  type FeedRow,
  sitemapEntries,
  visiblePosts,
} from '#server/domain/feeds.ts';

/** Items per feed and per sitemap; the sitemap protocol allows 50,000 a file. */
export const FEED_SIZE = 30;
export const SITEMAP_SIZE = 5000;
/** Google News reads only articles of the last two days. */
const NEWS_WINDOW_HOURS = 48;

const xml = (text: string) =>
  text.replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!,
  );

function rss(
  channel: { title: string; link: string; self: string; description: string },
  items: FeedRow[],
  base: string,
) {
  const entries = items.map((item) => {
    const link = base + postPath(item.type, item.slug, item.date as Date);
    return `<item>
<title>${xml(stripTags(item.title))}</title>
<link>${xml(link)}</link>
<guid isPermaLink="true">${xml(link)}</guid>
<pubDate>${(item.date as Date).toUTCString()}</pubDate>
<dc:creator>${xml(item.author_name || item.author_slug)}</dc:creator>
<description>${xml(stripTags(item.excerpt))}</description>
</item>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">
<channel>
<title>${xml(channel.title)}</title>
<link>${xml(channel.link)}</link>
<atom:link href="${xml(channel.self)}" rel="self" type="application/rss+xml"/>
<description>${xml(channel.description)}</description>
<language>hi-IN</language>
${entries.join('\n')}
</channel>
</rss>`;
}

const sendXml = (reply: FastifyReply, body: string, type = 'application/xml') =>
  reply.type(`${type}; charset=utf-8`).send(body);

/** RSS for the site, each category and each author; sitemaps; robots.txt (decisions §8). */
export async function feedRoutes(app: FastifyInstance) {
  const { database, settings, config } = app.deps;
  const base = config.publicUrl;
  const sendRss = (reply: FastifyReply, channel: Parameters<typeof rss>[0], items: FeedRow[]) =>
    sendXml(reply, rss(channel, items, base), 'application/rss+xml');

  app.get('/robots.txt', async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .send(
        `User-agent: *\nDisallow: /wp-json/\nDisallow: /search\nDisallow: /edit\nDisallow: /me\nDisallow: /newsfeed\nDisallow: /logout\n\nSitemap: ${base}/sitemap.xml\nSitemap: ${base}/news-sitemap.xml\n`,
      ),
  );

  app.get('/feed', async (_request, reply) => {
    const site = await settings.site();
    const items = await visiblePosts(database, {}, FEED_SIZE);
    return sendRss(
      reply,
      { title: site.name, link: `${base}/`, self: `${base}/feed`, description: site.description },
      items,
    );
  });

  const categoryFeed = async (request: FastifyRequest<{ Params: { slug: string } }>, reply: FastifyReply) => {
    const site = await settings.site();
    const term = await categoryBySlug(database, request.params.slug);
    const hidden = [site.exclude_categories.unlisted, site.exclude_categories.unreviewed];
    if (!term || hidden.includes(term.id)) return reply.code(404).type('text/plain').send('Not found');
    const items = await visiblePosts(database, { termId: term.id }, FEED_SIZE);
    const link = base + new URL(request.url, base).pathname.replace(/\/feed\/?$/, '');
    const channel = {
      title: `${term.name} | ${site.name}`,
      description: term.description || site.description,
    };
    return sendRss(reply, { ...channel, link, self: `${link}/feed` }, items);
  };
  app.get('/category/:slug/feed', categoryFeed);
  app.get('/category/:parent/:slug/feed', categoryFeed);

  app.get<{ Params: { slug: string } }>('/author/:slug/feed', async (request, reply) => {
    const site = await settings.site();
    const user = await authorBySlug(database, request.params.slug);
    if (!user) return reply.code(404).type('text/plain').send('Not found');
    const items = await visiblePosts(database, { authorId: user.id }, FEED_SIZE);
    const link = base + authorPath(request.params.slug);
    const title = `${user.name || request.params.slug} | ${site.name}`;
    return sendRss(
      reply,
      { title, link, self: `${link}/feed`, description: user.description || site.description },
      items,
    );
  });

  app.get('/sitemap.xml', async (_request, reply) => {
    const site = await settings.site();
    const hidden = [site.exclude_categories.unlisted, site.exclude_categories.unreviewed];
    const { items, categories, authors, pages } = await sitemapEntries(database, SITEMAP_SIZE);
    const urls = [
      { loc: `${base}/`, lastmod: (items[0]?.modified as Date | undefined)?.toISOString() },
      ...items.map((item) => ({
        loc: base + postPath(item.type, item.slug, item.date as Date),
        lastmod: (item.modified as Date).toISOString(),
      })),
      ...categories
        .filter((c) => !hidden.includes(c.id))
        .map((c) => ({
          loc: base + termPath('category', c.slug, c.parent_slug ?? undefined),
          lastmod: undefined,
        })),
      ...authors.map((a) => ({ loc: base + authorPath(a.slug), lastmod: undefined })),
      ...pages.map((p) => ({ loc: `${base}/${p.slug}`, lastmod: undefined })),
    ];
    const body = urls
      .map((u) => `<url><loc>${xml(u.loc)}</loc>${u.lastmod ? `<lastmod>${u.lastmod}</lastmod>` : ''}</url>`)
      .join('\n');
    return sendXml(
      reply,
      `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</urlset>`,
    );
  });

  app.get('/news-sitemap.xml', async (_request, reply) => {
    const site = await settings.site();
    const items = await visiblePosts(database, { sinceHours: NEWS_WINDOW_HOURS }, 1000);
    const body = items
      .map(
        (item) =>
          `<url><loc>${xml(base + postPath(item.type, item.slug, item.date as Date))}</loc><news:news><news:publication><news:name>${xml(site.name)}</news:name><news:language>${item.lang}</news:language></news:publication><news:publication_date>${(item.date as Date).toISOString()}</news:publication_date><news:title>${xml(stripTags(item.title))}</news:title></news:news></url>`,
      )
      .join('\n');
    return sendXml(
      reply,
      `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:news="http://www.google.com/schemas/sitemap-news/0.9">\n${body}\n</urlset>`,
    );
  });
}
