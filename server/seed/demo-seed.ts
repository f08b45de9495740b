import path from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { truncate } from '#common/format.ts';
import type { Database, Db } from '#server/db/client.ts';
import { comments, media, pollOptions, polls, posts, postTerms, terms, users } from '#server/db/schema.ts';
import { storeImage } from '#server/domain/media/store-image.ts';
import { awardPoints } from '#server/domain/points.ts';
import { SettingsStore } from '#server/domain/settings.ts';
import { refreshTermCounts } from '#server/domain/term-counts.ts';
import { slugFromTitle } from '#server/domain/writing/slug.ts';
import {
  type DemoComment,
  type DemoPoll,
  type Lang,
  loadDemoContent,
  loadDemoSettings,
} from './demo/content.ts';
import { makeRandom, readerNames } from './random.ts';

const DAY = 24 * 60 * 60 * 1000;
const READERS = 320;

interface SeedContext {
  db: Db;
  now: number;
  random: () => number;
  userId: Map<string, number>;
  readerIds: number[];
  termId: Map<string, number>;
}

/** True when the database has no content yet (first start). */
export async function isEmpty(database: Database): Promise<boolean> {
  const [row] = await database.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
  return (row?.n ?? 0) === 0;
}

/**
 * Loads the hand-written bilingual demo content: categories, the 36 states and union
 * territories, authors and readers, articles with generated featured images, videos,
 * notes, polls with real votes, prompts, pages, threaded comments, likes, views, follows,
 * points and settings. Counters are derived from the rows, so they are exact.
 */
export async function seedDemo(
  database: Database,
  opts: { dataDir: string; publicUrl: string },
): Promise<void> {
  const { db } = database;
  const ctx: SeedContext = {
    db,
    now: Date.now(),
    random: makeRandom(20261122),
    userId: new Map(),
    readerIds: [],
    termId: new Map(),
  };
  const demo = await loadDemoContent();
  await seedTerms(ctx, demo);
  await seedUsers(ctx, demo);
  const stories = [
    ...[...demo['articles-en'], ...demo['articles-hi']].map((a) => ({ ...a, type: 'post' as const })),
    ...demo.videos.map((v) => ({ ...v, type: 'video' as const })),
  ];
  const images = await generateImages(
    opts.dataDir,
    stories.map((s) => s.slug),
  );

  const promptIds = new Map<string, number>();
  for (const p of demo.prompts) {
    const id = await insertPost(ctx, {
      ...p,
      type: 'post',
      content: p.html,
      author: 'priya',
      categories: ['prompts'],
    });
    promptIds.set(p.slug, id);
  }
  for (const story of stories) {
    const id = await insertPost(ctx, {
      ...story,
      content: story.html,
      featuredMediaId: await insertMedia(ctx, images.get(story.slug), story.title, story.author),
      promptId: 'prompt' in story && story.prompt ? promptIds.get(story.prompt) : undefined,
    });
    await insertComments(ctx, id, story.daysAgo, story.comments);
  }
  for (const [i, n] of demo.notes.entries()) {
    const title = truncate(n.text.split('\n')[0] ?? n.text, 60);
    const id = await insertPost(ctx, {
      ...n,
      type: 'note',
      slug: `note-${slugify(title) || 'thought'}-${i + 1}`,
      title,
      content: n.text,
      excerpt: '',
    });
    await insertComments(ctx, id, n.daysAgo, n.comments);
  }
  for (const [i, p] of demo.polls.entries()) {
    const id = await insertPoll(ctx, p, i);
    await insertComments(ctx, id, p.daysAgo, p.comments);
  }
  const admin = demo.authors.find((a) => a.role === 'administrator')?.key ?? 'kabir';
  for (const page of demo.pages) {
    await insertPost(ctx, {
      ...page,
      type: 'page',
      content: page.html,
      excerpt: '',
      lang: 'en',
      author: admin,
      categories: [],
      daysAgo: 90,
    });
  }

  await seedEngagement(ctx, database, demo.categories);
  await new SettingsStore(database, opts.publicUrl).save(await loadDemoSettings());
  await refreshTermCounts(database);
}

type DemoContent = Awaited<ReturnType<typeof loadDemoContent>>;

async function seedTerms(ctx: SeedContext, { categories, locations }: DemoContent) {
  for (const c of categories) {
    const [row] = await ctx.db
      .insert(terms)
      .values({
        taxonomy: 'category',
        slug: c.slug,
        name: c.name,
        nameHi: c.nameHi,
        description: c.description,
        descriptionHi: c.descriptionHi,
        parentId: c.parent ? ctx.termId.get(`category:${c.parent}`) : null,
      })
      .returning({ id: terms.id });
    ctx.termId.set(`category:${c.slug}`, row!.id);
  }
  const rows = await ctx.db
    .insert(terms)
    .values(
      locations.map((l) => ({
        taxonomy: 'location' as const,
        slug: l.slug,
        name: l.name,
        nameHi: l.nameHi,
        description: l.kind === 'state' ? 'State' : 'Union territory',
        descriptionHi: l.kind === 'state' ? 'राज्य' : 'केंद्रशासित प्रदेश',
      })),
    )
    .returning({ id: terms.id, slug: terms.slug });
  for (const r of rows) ctx.termId.set(`location:${r.slug}`, r.id);
}

async function seedUsers(ctx: SeedContext, { authors, locations }: DemoContent) {
  for (const a of authors) {
    const [row] = await ctx.db
      .insert(users)
      .values({
        email: a.email,
        slug: a.slug,
        name: a.name,
        nameSet: true,
        description: a.description,
        role: a.role ?? 'subscriber',
        language: a.language,
        locationId: ctx.termId.get(`location:${a.location}`) ?? null,
        createdAt: new Date(ctx.now - 200 * DAY),
      })
      .returning({ id: users.id });
    ctx.userId.set(a.key, row!.id);
  }
  const stateSlugs = locations.map((l) => l.slug);
  const readers = readerNames(READERS, ctx.random).map((name, i) => ({
    email: `reader${i + 1}@demo.awaaz.example`,
    slug: `${slugify(name)}-${i + 1}`,
    name,
    nameSet: true,
    language: (ctx.random() < 0.5 ? 'hi' : 'en') as Lang,
    locationId:
      ctx.termId.get(`location:${stateSlugs[Math.floor(ctx.random() * stateSlugs.length)]}`) ?? null,
    createdAt: new Date(ctx.now - 150 * DAY),
  }));
  const rows = await ctx.db.insert(users).values(readers).returning({ id: users.id });
  ctx.readerIds = rows.map((r) => r.id);
}

interface NewPost {
  type: 'post' | 'video' | 'note' | 'poll' | 'page';
  slug: string;
  title: string;
  content: string;
  excerpt: string;
  lang: Lang;
  author: string;
  categories: string[];
  locations?: string[] | undefined;
  daysAgo: number;
  featuredMediaId?: number | undefined;
  promptId?: number | undefined;
  videoUrl?: string | undefined;
  pollId?: number | undefined;
}

function authorId(ctx: SeedContext, key: string): number {
  const id = ctx.userId.get(key);
  if (!id) throw new Error(`demo content names an unknown author: ${key}`);
  return id;
}

async function insertPost(ctx: SeedContext, p: NewPost): Promise<number> {
  // Spread publication over the day so lists have a stable, realistic order.
  const date = new Date(ctx.now - p.daysAgo * DAY - Math.floor(ctx.random() * 10 * 60 * 60 * 1000));
  const termIds = [
    ...p.categories.map((slug) => ctx.termId.get(`category:${slug}`)),
    ...(p.locations ?? []).map((slug) => ctx.termId.get(`location:${slug}`)),
  ];
  if (termIds.some((id) => id === undefined)) throw new Error(`unknown term on ${p.slug}`);
  const { type, slug, title, content, excerpt, lang } = p;
  const [row] = await ctx.db
    .insert(posts)
    .values({
      type,
      status: 'publish',
      slug,
      authorId: authorId(ctx, p.author),
      title,
      content,
      excerpt,
      lang,
      promptId: p.promptId ?? null,
      videoUrl: p.videoUrl ?? null,
      pollId: p.pollId ?? null,
      featuredMediaId: p.featuredMediaId ?? null,
      listed: !p.categories.some((c) => c === 'unlisted' || c === 'unreviewed'),
      date,
      modified: date,
      createdAt: date,
    })
    .returning({ id: posts.id });
  const id = row!.id;
  if (termIds.length)
    await ctx.db.insert(postTerms).values(termIds.map((termId) => ({ postId: id, termId: termId! })));
  if (p.type !== 'page') {
    await awardPoints(
      ctx.db,
      authorId(ctx, p.author),
      p.type === 'poll' ? 'create_poll' : 'create_post',
      id,
      date,
    );
    await ctx.db.execute(
      sql`UPDATE users SET post_count = post_count + 1 WHERE id = ${authorId(ctx, p.author)}`,
    );
  }
  if (p.featuredMediaId)
    await ctx.db.execute(sql`UPDATE media SET post_id = ${id} WHERE id = ${p.featuredMediaId}`);
  return id;
}

async function insertPoll(ctx: SeedContext, p: DemoPoll, index: number): Promise<number> {
  const author = authorId(ctx, p.author);
  const [poll] = await ctx.db
    .insert(polls)
    .values({ authorId: author, question: p.question })
    .returning({ id: polls.id });
  const pollId = poll!.id;
  const options = await ctx.db
    .insert(pollOptions)
    .values(p.options.map((o, position) => ({ pollId, label: o.label, position })))
    .returning({ id: pollOptions.id });
  const postId = await insertPost(ctx, {
    type: 'poll',
    slug: `poll-${slugify(p.question).slice(0, 60) || 'question'}-${index + 1}`,
    title: p.question,
    content: '',
    excerpt: '',
    lang: p.lang,
    author: p.author,
    categories: p.categories,
    daysAgo: p.daysAgo,
    pollId,
  });
  await ctx.db.execute(sql`UPDATE polls SET post_id = ${postId} WHERE id = ${pollId}`);
  // Real votes by readers, in proportion to the written counts, so every count is exact.
  const wanted = p.options.map((o) => o.votes);
  const sum = wanted.reduce((a, b) => a + b, 0);
  const scale = sum > ctx.readerIds.length ? ctx.readerIds.length / sum : 1;
  const voters = shuffle([...ctx.readerIds], ctx.random);
  const votedAt = new Date(ctx.now - Math.max(0, p.daysAgo - 1) * DAY);
  const rows: { pollId: number; userId: number; optionId: number; createdAt: Date }[] = [];
  wanted.forEach((count, i) => {
    for (let k = 0; k < Math.floor(count * scale); k++) {
      const userId = voters.pop();
      if (userId) rows.push({ pollId, userId, optionId: options[i]!.id, createdAt: votedAt });
    }
  });
  if (rows.length) {
    await ctx.db.execute(sql`
      INSERT INTO poll_votes (poll_id, user_id, option_id, created_at)
      SELECT * FROM unnest(${`{${rows.map(() => pollId).join(',')}}`}::int[], ${`{${rows.map((r) => r.userId).join(',')}}`}::int[],
                           ${`{${rows.map((r) => r.optionId).join(',')}}`}::int[], ${`{${rows.map(() => `"${votedAt.toISOString()}"`).join(',')}}`}::timestamptz[])`);
    await ctx.db.execute(sql`
      INSERT INTO points_ledger (user_id, reason, object_id, points, created_at)
      SELECT user_id, 'poll_vote', poll_id, 2, created_at FROM poll_votes WHERE poll_id = ${pollId}`);
  }
  await ctx.db.execute(
    sql`UPDATE poll_options o SET votes = (SELECT count(*) FROM poll_votes v WHERE v.option_id = o.id) WHERE o.poll_id = ${pollId}`,
  );
  await ctx.db.execute(
    sql`UPDATE polls SET total_votes = (SELECT count(*) FROM poll_votes WHERE poll_id = ${pollId}) WHERE id = ${pollId}`,
  );
  await ctx.db.execute(
    sql`UPDATE posts SET poll_votes = (SELECT total_votes FROM polls WHERE id = ${pollId}) WHERE id = ${postId}`,
  );
  return postId;
}

async function insertComments(
  ctx: SeedContext,
  postId: number,
  daysAgo: number,
  list: DemoComment[] | undefined,
) {
  let at = ctx.now - daysAgo * DAY + 2 * 60 * 60 * 1000;
  const step = () => {
    at = Math.min(ctx.now - 60_000, at + Math.floor((0.2 + ctx.random()) * 3 * 60 * 60 * 1000));
    return new Date(at);
  };
  for (const c of list ?? []) {
    const date = step();
    const [row] = await ctx.db
      .insert(comments)
      .values({
        postId,
        authorId: authorId(ctx, c.author),
        content: c.content,
        status: 'approved',
        date,
        modified: date,
      })
      .returning({ id: comments.id });
    for (const r of c.replies ?? []) {
      const replyDate = step();
      await ctx.db.insert(comments).values({
        postId,
        parentId: row!.id,
        authorId: authorId(ctx, r.author),
        content: r.content,
        status: 'approved',
        date: replyDate,
        modified: replyDate,
      });
    }
  }
}

/** Likes, views and follows by readers and authors, then every counter from the rows. */
async function seedEngagement(ctx: SeedContext, database: Database, categories: DemoContent['categories']) {
  const rows = await database.query<{ id: number; type: string; date: Date }>(
    `SELECT id, type, date FROM posts WHERE type <> 'page'`,
  );
  const likeRows: string[] = [];
  const viewRows: string[] = [];
  for (const post of rows) {
    const popularity = ctx.random();
    const likers = shuffle([...ctx.readerIds], ctx.random).slice(
      0,
      Math.floor(popularity * popularity * 240),
    );
    for (const userId of likers) likeRows.push(`(${post.id},${userId})`);
    viewRows.push(`(${post.id},${Math.floor(40 + popularity * 1400)})`);
  }
  if (likeRows.length)
    await database.query(`INSERT INTO likes (post_id, user_id) VALUES ${likeRows.join(',')}`);
  // One view per (visitor, post, day), spread over the days since publication.
  await database.query(`
    INSERT INTO post_views (post_id, visitor, day)
    SELECT v.post_id, 'demo-' || g, (p.date + (g % greatest(1, extract(day FROM now() - p.date)::int + 1)) * interval '1 day')::date
      FROM (VALUES ${viewRows.join(',')}) AS v(post_id, n)
      JOIN posts p ON p.id = v.post_id
      CROSS JOIN LATERAL generate_series(1, v.n) AS g
    ON CONFLICT DO NOTHING`);

  const authorIds = [...ctx.userId.values()];
  const follows: string[] = [];
  for (const reader of ctx.readerIds) {
    for (const a of shuffle([...authorIds], ctx.random).slice(0, Math.floor(ctx.random() * 6)))
      follows.push(`(${reader},${a})`);
  }
  for (const a of authorIds) {
    for (const b of shuffle([...authorIds], ctx.random).slice(0, 5)) if (a !== b) follows.push(`(${a},${b})`);
  }
  await database.query(
    `INSERT INTO user_follows (follower_id, followee_id) VALUES ${follows.join(',')} ON CONFLICT DO NOTHING`,
  );
  const topicIds = categories
    .filter((c) => !['unlisted', 'unreviewed'].includes(c.slug))
    .map((c) => ctx.termId.get(`category:${c.slug}`)!);
  const termFollowRows: string[] = [];
  for (const user of [...ctx.readerIds, ...authorIds]) {
    for (const t of shuffle([...topicIds], ctx.random).slice(0, Math.floor(ctx.random() * 5)))
      termFollowRows.push(`(${user},${t})`);
  }
  await database.query(
    `INSERT INTO term_follows (user_id, term_id) VALUES ${termFollowRows.join(',')} ON CONFLICT DO NOTHING`,
  );

  await database.query(`
    UPDATE posts p SET
      like_count = (SELECT count(*) FROM likes l WHERE l.post_id = p.id),
      view_count = (SELECT count(*) FROM post_views v WHERE v.post_id = p.id),
      comment_count = (SELECT count(*) FROM comments c WHERE c.post_id = p.id AND c.status = 'approved')`);
  await database.query(
    `UPDATE comments c SET total_children = (SELECT count(*) FROM comments r WHERE r.parent_id = c.id AND r.status = 'approved')`,
  );
  await database.query(`
    UPDATE users u SET
      follower_count = (SELECT count(*) FROM user_follows f WHERE f.followee_id = u.id),
      following_count = (SELECT count(*) FROM user_follows f WHERE f.follower_id = u.id),
      total_points = (SELECT coalesce(sum(points), 0) FROM points_ledger l WHERE l.user_id = u.id)`);
  await database.query(
    `UPDATE terms t SET follower_count = (SELECT count(*) FROM term_follows f WHERE f.term_id = t.id)`,
  );
  await database.query('DELETE FROM monthly_points');
  await database.query(`
    INSERT INTO monthly_points (month, user_id, points, reached_at)
    SELECT date_trunc('month', created_at AT TIME ZONE 'Asia/Kolkata')::date, user_id, sum(points), max(created_at)
      FROM points_ledger GROUP BY 1, 2`);
}

async function insertMedia(
  ctx: SeedContext,
  stored: Awaited<ReturnType<typeof storeImage>> | undefined,
  title: string,
  author: string,
) {
  if (!stored) return undefined;
  const [row] = await ctx.db
    .insert(media)
    .values({ ...stored, authorId: authorId(ctx, author), title, altText: title })
    .returning({ id: media.id });
  return row!.id;
}

/** Abstract cover art per post (no text, so no font is needed): gradients and shapes from the slug. */
async function generateImages(dataDir: string, slugs: string[]) {
  const uploads = path.join(dataDir, 'uploads');
  const out = new Map<string, Awaited<ReturnType<typeof storeImage>>>();
  for (const slug of slugs) {
    let hash = 0;
    for (const ch of slug) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
    const hue = hash % 360;
    const hue2 = (hue + 40 + (hash % 80)) % 360;
    const shapes = Array.from({ length: 6 }, (_, i) => {
      const x = (hash >> i) % 1600;
      const y = (hash >> (i + 3)) % 900;
      const r = 80 + ((hash >> (i + 5)) % 260);
      return `<circle cx="${x}" cy="${y}" r="${r}" fill="hsl(${(hue + i * 25) % 360} 70% 70%)" fill-opacity="0.35"/>`;
    }).join('');
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="900"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 65% 45%)"/><stop offset="1" stop-color="hsl(${hue2} 70% 30%)"/></linearGradient></defs><rect width="1600" height="900" fill="url(#g)"/>${shapes}<path d="M0 720 Q400 620 800 700 T1600 680 V900 H0 Z" fill="hsl(${hue2} 50% 20%)" fill-opacity="0.5"/></svg>`;
    const jpeg = await sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
    out.set(slug, await storeImage(jpeg, uploads, slug));
  }
  return out;
}

function shuffle<T>(items: T[], random: () => number): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}

/** The demo's slugs are made as the site makes them: ASCII, Hindi transliterated (decisions §10). */
export const slugify = slugFromTitle;
