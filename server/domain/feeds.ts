import type { PostType } from '#common/api-types.ts';
import type { Database } from '#server/db/client.ts';

export interface FeedRow {
  id: number;
  type: PostType;
  slug: string;
  title: string;
  excerpt: string;
  lang: 'en' | 'hi';
  date: Date | string;
  modified: Date | string;
  author_name: string;
  author_slug: string;
}

/**
 * Visible posts only (decisions §4): published, listed (not unlisted, not unreviewed), of a
 * readable type, newest first, optionally of one author or one category.
 */
export async function visiblePosts(
  database: Database,
  filter: { authorId?: number; termId?: number; sinceHours?: number },
  limit: number,
): Promise<FeedRow[]> {
  const where = [`p.status = 'publish'`, `p.listed`, `p.type IN ('post', 'video', 'note', 'poll')`];
  const params: unknown[] = [];
  if (filter.authorId) {
    params.push(filter.authorId);
    where.push(`p.author_id = $${params.length}`);
  }
  if (filter.termId) {
    params.push(filter.termId);
    where.push(
      `EXISTS (SELECT 1 FROM post_terms pt WHERE pt.post_id = p.id AND pt.term_id = $${params.length})`,
    );
  }
  if (filter.sinceHours) {
    params.push(filter.sinceHours);
    where.push(`p.date > now() - make_interval(hours => $${params.length}::int)`);
  }
  params.push(limit);
  const rows = await database.query<FeedRow>(
    `SELECT p.id, p.type, p.slug, p.title, p.excerpt, p.lang, p.date, p.modified,
            u.name AS author_name, u.slug AS author_slug
       FROM posts p JOIN users u ON u.id = p.author_id
      WHERE ${where.join(' AND ')}
      ORDER BY p.date DESC, p.id DESC
      LIMIT $${params.length}`,
    params,
  );
  return rows.map((row) => ({ ...row, date: new Date(row.date), modified: new Date(row.modified) }));
}

/** A category of the feeds, by slug. */
export async function categoryBySlug(database: Database, slug: string) {
  const [term] = await database.query<{ id: number; name: string; description: string }>(
    `SELECT id, name, description FROM terms WHERE taxonomy = 'category' AND slug = $1`,
    [slug],
  );
  return term;
}

/** A user of the feeds, by slug. */
export async function authorBySlug(database: Database, slug: string) {
  const [user] = await database.query<{ id: number; name: string; description: string }>(
    'SELECT id, name, description FROM users WHERE slug = $1',
    [slug],
  );
  return user;
}

/** What the sitemap lists: visible posts, used categories, authors with a listed post, pages. */
export async function sitemapEntries(database: Database, size: number) {
  const [items, categories, authors, pages] = await Promise.all([
    visiblePosts(database, {}, size),
    database.query<{ id: number; slug: string; parent_slug: string | null }>(
      `SELECT t.id, t.slug, parent.slug AS parent_slug FROM terms t LEFT JOIN terms parent ON parent.id = t.parent_id
        WHERE t.taxonomy = 'category' AND t.count > 0 ORDER BY t.id`,
    ),
    database.query<{ slug: string }>(
      `SELECT u.slug FROM users u WHERE EXISTS (SELECT 1 FROM posts p WHERE p.author_id = u.id AND p.status = 'publish' AND p.listed) ORDER BY u.id`,
    ),
    database.query<{ slug: string }>(
      `SELECT slug FROM posts WHERE type = 'page' AND status = 'publish' ORDER BY id`,
    ),
  ]);
  return { items, categories, authors, pages };
}
