import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiComment, ApiPost, ApiTerm, ApiUser, SiteSettings } from '#common/api-types.ts';
import { stripTags } from '#common/format.ts';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function get<T = unknown>(url: string, headers: Record<string, string> = {}) {
  const response = await t.app.inject({ method: 'GET', url, headers });
  return {
    status: response.statusCode,
    headers: response.headers,
    body: (response.body ? JSON.parse(response.body) : undefined) as T,
  };
}

async function settings() {
  return (await get<SiteSettings>('/wp-json/yka/v2/settings/')).body;
}

describe('errors in the WordPress shape', () => {
  it('answers an unknown route with rest_no_route', async () => {
    const r = await get('/wp-json/nope');
    expect(r.status).toBe(404);
    expect(r.body).toMatchObject({ code: 'rest_no_route', data: { status: 404 } });
  });

  it('refuses per_page over 100 with rest_invalid_param and the parameter named', async () => {
    const r = await get<{ code: string; data: { status: number; params: Record<string, string> } }>(
      '/wp-json/wp/v2/posts?per_page=101',
    );
    expect(r.status).toBe(400);
    expect(r.body.code).toBe('rest_invalid_param');
    expect(Object.keys(r.body.data.params)).toEqual(['per_page']);
  });

  it('answers an id too large for the database with 400, not 500', async () => {
    const r = await get('/wp-json/wp/v2/posts/99999999999');
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ code: 'rest_invalid_param', data: { status: 400 } });
  });

  it('answers a missing post with rest_post_invalid_id', async () => {
    const r = await get('/wp-json/wp/v2/posts/999999');
    expect(r.status).toBe(404);
    expect(r.body).toMatchObject({ code: 'rest_post_invalid_id', data: { status: 404 } });
  });

  it('refuses a page past the last one', async () => {
    const r = await get('/wp-json/wp/v2/posts?per_page=100&page=50');
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ code: 'rest_post_invalid_page_number' });
    // lists of people too, whose total only their rows carry
    for (const path of [
      '/wp-json/wp/v2/users?per_page=100&page=50',
      '/wp-json/yka/v1/follow/?trending=1&page=500',
    ]) {
      const people = await get(path);
      expect(people.status, path).toBe(400);
      expect(people.body, path).toMatchObject({ code: 'rest_post_invalid_page_number' });
    }
  });

  it('refuses draft listings to visitors and never leaks a stack trace', async () => {
    const r = await get<{ code: string; message: string }>('/wp-json/wp/v2/posts?status=draft');
    expect(r.status).toBe(400);
    expect(r.body.code).toBe('rest_invalid_param');
    expect(JSON.stringify(r.body)).not.toMatch(/at .*\.ts:\d+/);
  });

  it('ignores unknown query parameters', async () => {
    const r = await get<ApiPost[]>('/wp-json/wp/v2/posts?per_page=2&utm_source=whatsapp');
    expect(r.status).toBe(200);
    expect(r.body).toHaveLength(2);
  });
});

describe('posts', () => {
  it('lists 5 posts with the paging headers', async () => {
    const r = await get<ApiPost[]>('/wp-json/wp/v2/posts?per_page=5');
    expect(r.status).toBe(200);
    expect(r.body).toHaveLength(5);
    const total = Number(r.headers['x-wp-total']);
    expect(total).toBeGreaterThanOrEqual(20);
    expect(Number(r.headers['x-wp-totalpages'])).toBe(Math.ceil(total / 5));
    const dates = r.body.map((p) => p.date);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('presents every field a client reads (spec §3, decisions §2)', async () => {
    const [post] = (await get<ApiPost[]>('/wp-json/wp/v2/posts?per_page=1&_embed=1')).body;
    expect(post).toMatchObject({
      type: 'post',
      status: 'publish',
      title: { rendered: expect.any(String) },
      content: { rendered: expect.stringContaining('<p>') },
      excerpt: { rendered: expect.any(String) },
      like: { total: expect.any(Number), is_liked: false },
      total_comments: expect.any(Number),
      view_count: expect.any(Number),
      post_view_count: expect.any(Number),
      lang: expect.stringMatching(/^(en|hi)$/),
    });
    expect(post!.link).toMatch(/^http:\/\/localhost:3000\/\d{4}\/\d{2}\/[a-z0-9-]+$/);
    expect(post!.date).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);
    expect(post!.featured_image).toMatch(/\/wp-content\/uploads\/.+\.webp$/);
    expect(post!.featured_image_srcset).toMatch(/ 300w, .* 768w/);
    expect(post!._embedded?.author?.[0]?.name).toBeTruthy();
    expect(post!._embedded?.['wp:term']?.[0]?.[0]?.taxonomy).toBe('category');
    expect(post!._embedded?.['wp:featuredmedia']?.[0]?.media_details.sizes.thumbnail?.width).toBe(150);
  });

  it('reads one item by id and by slug, for every post type', async () => {
    for (const base of ['posts', 'videos', 'notes', 'polls', 'pages']) {
      const [first] = (await get<ApiPost[]>(`/wp-json/wp/v2/${base}?per_page=1`)).body;
      expect(first, base).toBeDefined();
      expect((await get<ApiPost>(`/wp-json/wp/v2/${base}/${first!.id}`)).body.slug).toBe(first!.slug);
      expect((await get<ApiPost[]>(`/wp-json/wp/v2/${base}?slug=${first!.slug}`)).body[0]?.id).toBe(
        first!.id,
      );
    }
    const wrongType = (await get<ApiPost[]>('/wp-json/wp/v2/videos?per_page=1')).body[0]!;
    expect((await get(`/wp-json/wp/v2/posts/${wrongType.id}`)).status).toBe(404);
  });

  it('gives videos a video_url and polls a poll with options', async () => {
    const [video] = (await get<ApiPost[]>('/wp-json/wp/v2/videos?per_page=1')).body;
    expect(video!.video_url).toMatch(/^https:\/\/(www\.)?(youtube\.com|youtu\.be|vimeo\.com)/);
    const [poll] = (await get<ApiPost[]>('/wp-json/wp/v2/polls?per_page=1')).body;
    const pollData = (
      await get<{ options: { votes: number }[]; total_votes: number; has_voted: boolean }>(
        `/wp-json/yka/v2/polls/${poll!.poll_id}`,
      )
    ).body;
    expect(pollData.options.length).toBeGreaterThanOrEqual(2);
    expect(pollData.options.reduce((sum, o) => sum + o.votes, 0)).toBe(pollData.total_votes);
    expect(poll!.poll_votes).toBe(pollData.total_votes);
    expect(pollData.has_voted).toBe(false);
  });

  it('filters by category, location, author, include and exclude', async () => {
    const s = await settings();
    const topic = s.home_topics[0]!;
    const inTopic = (await get<ApiPost[]>(`/wp-json/wp/v2/posts?categories=${topic}&per_page=100`)).body;
    expect(inTopic.length).toBeGreaterThan(0);
    expect(inTopic.every((p) => p.categories.includes(topic))).toBe(true);

    const [located] = (await get<ApiPost[]>('/wp-json/wp/v2/posts?per_page=100')).body.filter(
      (p) => p.locations.length,
    );
    const byLocation = (await get<ApiPost[]>(`/wp-json/wp/v2/posts?locations=${located!.locations[0]}`)).body;
    expect(byLocation.map((p) => p.id)).toContain(located!.id);

    const byAuthor = (await get<ApiPost[]>(`/wp-json/wp/v2/posts?author=${located!.author}&per_page=100`))
      .body;
    expect(byAuthor.every((p) => p.author === located!.author)).toBe(true);

    const ids = inTopic
      .slice(0, 3)
      .map((p) => p.id)
      .reverse();
    const included = (
      await get<ApiPost[]>(
        `/wp-json/wp/v2/posts?include[]=${ids[0]}&include[]=${ids[1]}&include[]=${ids[2]}&orderby=include`,
      )
    ).body;
    expect(included.map((p) => p.id)).toEqual(ids);
    const excluded = (await get<ApiPost[]>(`/wp-json/wp/v2/posts?exclude=${ids.join(',')}&per_page=100`))
      .body;
    expect(excluded.some((p) => ids.includes(p.id))).toBe(false);
  });

  it('keeps unlisted and unreviewed posts out of lists but reachable by link (decisions §4)', async () => {
    const s = await settings();
    const hidden = [s.exclude_categories.unlisted, s.exclude_categories.unreviewed];
    expect(hidden.every((id) => id > 0)).toBe(true);
    const all = (await get<ApiPost[]>('/wp-json/wp/v2/posts?per_page=100')).body;
    expect(all.some((p) => p.categories.some((c) => hidden.includes(c)))).toBe(false);
    const unreviewed = (
      await get<ApiPost[]>(`/wp-json/wp/v2/posts?categories=${s.exclude_categories.unreviewed}`)
    ).body;
    expect(unreviewed.length).toBeGreaterThan(0);
    const bySlug = (await get<ApiPost[]>(`/wp-json/wp/v2/posts?slug=${unreviewed[0]!.slug}`)).body;
    expect(bySlug[0]?.id).toBe(unreviewed[0]!.id);
    const trending = (await get<ApiPost[]>('/wp-json/yka/v2/trending/?per_page=100')).body;
    expect(trending.some((p) => p.categories.some((c) => hidden.includes(c)))).toBe(false);
  });

  it('finds a Hindi word taken from the body of a demo post', async () => {
    const hindi = (await get<ApiPost[]>('/wp-json/wp/v2/posts?lang=hi&per_page=100')).body;
    const post = hindi.find((p) => p.slug === 'mahua-pagdandi-aur-dadi-ka-calendar') ?? hindi[0]!;
    const word = stripTags(post.content.rendered)
      .split(/[\s,।!?"'‘’“”()–—:;.]+/)
      .filter((w) => /^[\u0900-\u097F]+$/.test(w))
      .sort((a, b) => b.length - a.length)[0]!;
    const found = (
      await get<ApiPost[]>(`/wp-json/wp/v2/posts?search=${encodeURIComponent(word)}&per_page=100`)
    ).body;
    expect(found.map((p) => p.id)).toContain(post.id);
    const pagdandi = (await get<ApiPost[]>(`/wp-json/wp/v2/posts?search=${encodeURIComponent('पगडंडी')}`))
      .body;
    expect(pagdandi.map((p) => p.slug)).toContain('mahua-pagdandi-aur-dadi-ka-calendar');
  });

  it('orders search results by relevance when asked', async () => {
    const [post] = (await get<ApiPost[]>('/wp-json/wp/v2/posts?lang=en&per_page=1')).body;
    const titleWord = stripTags(post!.title.rendered)
      .split(/\W+/)
      .filter((w) => w.length > 5)[0]!;
    const r = await get<ApiPost[]>(
      `/wp-json/wp/v2/posts?search=${encodeURIComponent(titleWord)}&orderby=relevance`,
    );
    expect(r.status).toBe(200);
    expect(r.body[0]?.title.rendered.toLowerCase()).toContain(titleWord.toLowerCase());
  });

  it('lists trending posts with paging headers', async () => {
    const r = await get<ApiPost[]>('/wp-json/yka/v2/trending/?per_page=5');
    expect(r.status).toBe(200);
    expect(r.body).toHaveLength(5);
    const total = Number(r.headers['x-wp-total']);
    expect(total).toBeGreaterThan(5);
    expect(r.headers['x-wp-totalpages']).toBe(String(Math.ceil(total / 5)));
    // the last page holds what the total leaves for it
    const last = await get<ApiPost[]>(`/wp-json/yka/v2/trending/?per_page=5&page=${Math.ceil(total / 5)}`);
    expect(last.body).toHaveLength(total - 5 * (Math.ceil(total / 5) - 1));
  });
});

describe('terms', () => {
  it('lists categories by count, name and include, with parents', async () => {
    const byCount = (await get<ApiTerm[]>('/wp-json/wp/v2/categories?orderby=count&order=desc&per_page=100'))
      .body;
    expect(byCount.length).toBeGreaterThanOrEqual(14);
    expect(byCount.map((c) => c.count)).toEqual([...byCount.map((c) => c.count)].sort((a, b) => b - a));
    const byName = (await get<ApiTerm[]>('/wp-json/wp/v2/categories?orderby=name&per_page=100')).body;
    expect(byName.map((c) => c.name)).toEqual(
      [...byName.map((c) => c.name)].sort((a, b) => a.localeCompare(b)),
    );
    const env = byName.find((c) => c.slug === 'environment')!;
    const children = (await get<ApiTerm[]>(`/wp-json/wp/v2/categories?parent=${env.id}`)).body;
    expect(children.map((c) => c.slug)).toContain('climate-action');
    expect(children[0]!.link).toBe('http://localhost:3000/category/environment/climate-action');
    const ids = byName
      .slice(0, 3)
      .map((c) => c.id)
      .reverse();
    expect(
      (await get<ApiTerm[]>(`/wp-json/wp/v2/categories?include=${ids.join(',')}&orderby=include`)).body.map(
        (c) => c.id,
      ),
    ).toEqual(ids);
    const one = (await get<ApiTerm>(`/wp-json/wp/v2/categories/${env.id}`)).body;
    // its description in both languages, the Hindi one for Hindi pages
    expect(one).toMatchObject({
      slug: 'environment',
      taxonomy: 'category',
      is_following: false,
      description: 'Rivers, forests, cities and the air we breathe.',
      description_hi: 'नदियाँ, जंगल, शहर और वह हवा जिसमें हम साँस लेते हैं।',
    });
    expect((await get('/wp-json/wp/v2/categories/999999')).status).toBe(404);
  });

  it('has all 36 states and union territories in English and Hindi', async () => {
    const r = await get<ApiTerm[]>('/wp-json/yka/v2/locations/');
    expect(r.body).toHaveLength(36);
    expect(r.body.find((l) => l.slug === 'bihar')).toMatchObject({
      name: 'Bihar',
      name_hi: 'बिहार',
      taxonomy: 'location',
      description: 'State',
      description_hi: 'राज्य',
    });
    const paged = await get<ApiTerm[]>('/wp-json/wp/v2/locations?per_page=10&page=2');
    expect(paged.body).toHaveLength(10);
    expect(paged.headers['x-wp-totalpages']).toBe('4');
  });
});

describe('users, comments, media', () => {
  it('lists authors and reads one, with points and follow info', async () => {
    const r = await get<ApiUser[]>('/wp-json/yka/v1/follow/?per_page=100');
    expect(r.body.length).toBeGreaterThanOrEqual(20);
    const user = (await get<ApiUser>(`/wp-json/yka/v1/follow/${r.body[0]!.id}`)).body;
    expect(user).toMatchObject({
      id: r.body[0]!.id,
      follow: { is_following: false, no_followers: expect.any(Number) },
      block: { is_blocked: false },
      total_points: expect.any(Number),
    });
    expect((await get<ApiUser>(`/wp-json/wp/v2/users/${user.id}`)).body.slug).toBe(user.slug);
    expect((await get('/wp-json/wp/v2/users/999999')).body).toMatchObject({ code: 'rest_user_invalid_id' });
  });

  it('ranks trending authors and the leaderboard', async () => {
    const trending = (await get<ApiUser[]>('/wp-json/yka/v2/trending-authors/?trending=1&per_page=5')).body;
    expect(trending).toHaveLength(5);
    const board = (await get<ApiUser[]>('/wp-json/yka/v2/leaderboard/?per_page=10')).body;
    expect(board.length).toBeGreaterThan(0);
    expect(board.map((u) => u.leaderboard_rank)).toEqual(board.map((_, i) => i + 1));
    const points = board.map((u) => u.leaderboard_points);
    expect(points).toEqual([...points].sort((a, b) => b - a));
  });

  it('lists comments newest first and replies oldest first, with totals', async () => {
    const posts = (await get<ApiPost[]>('/wp-json/wp/v2/posts?per_page=100')).body;
    const post = posts
      .filter((p) => p.total_comments > 0)
      .sort((a, b) => b.total_comments - a.total_comments)[0]!;
    const top = await get<ApiComment[]>(`/wp-json/wp/v2/comments?post=${post.id}&parent=0&per_page=100`);
    expect(top.body.length).toBeGreaterThan(0);
    const withReplies = top.body.find((c) => c.total_children > 0)!;
    expect(withReplies).toBeDefined();
    const replies = await get<ApiComment[]>(
      `/wp-json/wp/v2/comments?post=${post.id}&parent=${withReplies.id}&per_page=10`,
    );
    expect(replies.body).toHaveLength(Math.min(10, withReplies.total_children));
    expect(replies.body.every((c) => c.parent === withReplies.id)).toBe(true);
    const replyDates = replies.body.map((c) => c.date);
    expect(replyDates).toEqual([...replyDates].sort());
    const all = await get<ApiComment[]>(`/wp-json/wp/v2/comments?post=${post.id}&per_page=100`);
    expect(Number(all.headers['x-wp-total'])).toBe(post.total_comments);
    expect((await get('/wp-json/wp/v2/comments?post=999999')).status).toBe(404);

    // Page by page, each comment whole (its link holds the post's address, read with the
    // page's first row only), and a page past the last empty with the same totals.
    const base = `/wp-json/wp/v2/comments?post=${post.id}&per_page=2`;
    const paged: ApiComment[] = [];
    const pages = Math.ceil(post.total_comments / 2);
    expect(pages).toBeGreaterThan(1);
    for (let page = 1; page <= pages + 1; page++) {
      const answer = await get<ApiComment[]>(`${base}&page=${page}`);
      if (page > pages) {
        expect(answer.status).toBe(400);
        break;
      }
      expect(Number(answer.headers['x-wp-total'])).toBe(post.total_comments);
      expect(Number(answer.headers['x-wp-totalpages'])).toBe(pages);
      paged.push(...answer.body);
    }
    expect(paged).toEqual(all.body);
    expect(paged.every((c) => c.link === `${post.link}#comment-${c.id}`)).toBe(true);
  });

  it('reads media by id with every size', async () => {
    const [post] = (await get<ApiPost[]>('/wp-json/wp/v2/posts?per_page=1')).body;
    const m = await get<{ media_details: { sizes: Record<string, { source_url: string }> } }>(
      `/wp-json/wp/v2/media/${post!.featured_media}`,
    );
    expect(Object.keys(m.body.media_details.sizes).sort()).toEqual([
      'full',
      'large',
      'medium',
      'medium_large',
      'thumbnail',
    ]);
    const file = await t.app.inject({
      method: 'GET',
      url: new URL(m.body.media_details.sizes.medium!.source_url).pathname,
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
  });
});

describe('settings and caching', () => {
  it('holds what the page shell needs', async () => {
    const s = await settings();
    expect(s.base_url).toBe('http://localhost:3000');
    expect(s.version).toBeTruthy();
    expect(s.menus.primary.some((m) => m.children.length > 0)).toBe(true);
    expect(s.menus.footer.length).toBeGreaterThan(0);
    expect(Object.keys(s.sidebars)).toContain('in-feed-term-tabs-slot-one');
    expect(s.exclude_categories.unlisted).toBeGreaterThan(0);
    expect(s.exclude_categories.unreviewed).toBeGreaterThan(0);
    expect(s.featured_category).toBeGreaterThan(0);
    expect(s.home_topics).toHaveLength(10);
    expect(s.js_url).toMatch(/^http/);
  });

  it('answers a repeated visitor read with 304', async () => {
    const first = await get('/wp-json/wp/v2/posts?per_page=3');
    expect(first.headers['cache-control']).toMatch(/public/);
    const etag = String(first.headers.etag);
    const again = await t.app.inject({
      method: 'GET',
      url: '/wp-json/wp/v2/posts?per_page=3',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
  });

  it('never shows an e-mail address in a public answer', async () => {
    const urls = [
      '/wp-json/yka/v1/follow/?per_page=100',
      '/wp-json/wp/v2/users?per_page=100',
      '/wp-json/yka/v2/trending-authors/?per_page=100',
      '/wp-json/yka/v2/leaderboard/?per_page=100',
      '/wp-json/wp/v2/posts?per_page=100&_embed=1',
      '/wp-json/wp/v2/comments?post=1&per_page=100',
    ];
    for (const url of urls) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.body, url).not.toMatch(/@demo\.awaaz\.example/);
    }
  });
});
