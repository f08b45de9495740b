/**
 * Test data made the way the product makes it: through the API of the app under test, so
 * every counter, point and review rule moves as it does for a real reader or writer
 * (docs/decisions/006-test-layout.md). Only the account row itself is inserted directly, as
 * a first sign-in would insert it (a new account has no counters to keep).
 *
 *   const make = factories(t);
 *   const writer = await make.user();
 *   const post = await make.post({ author: writer, type: 'note' });
 *   const { pollId, optionIds } = await make.poll({ options: ['Yes', 'No'] });
 */
import type { ApiComment, ApiPoll, ApiPost, CreatePollAnswer, Role } from '#common/api-types.ts';
import { createUser, signedInHeaders } from './sign-in.ts';
import type { TestApp } from './test-app.ts';

export type Headers = Record<string, string>;

/** A signed-in account: its id and the headers of its browser (session cookie and nonce). */
export interface Account {
  id: number;
  headers: { cookie: string; 'x-wp-nonce': string };
}

export interface Answer {
  status: number;
  headers: Record<string, unknown>;
  // biome-ignore lint/suspicious/noExplicitAny: answers are asserted field by field
  body: any;
}

/** One request to the app, the answer parsed: `call('GET', 'wp/v2/posts')` → /wp-json/wp/v2/posts. */
export function caller(t: Pick<TestApp, 'app'>) {
  return async function call(
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    headers: Headers = {},
    payload?: unknown,
  ): Promise<Answer> {
    const r = await t.app.inject({
      method,
      url: url.startsWith('/') ? url : `/wp-json/${url}`,
      headers,
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
    return { status: r.statusCode, headers: r.headers, body: r.body ? r.json() : undefined };
  };
}

export type PostType = 'post' | 'video' | 'note' | 'poll';

export interface PostOptions {
  /** the writer; a fresh editor when absent (an editor's post is published without review) */
  author?: Account;
  type?: PostType;
  title?: string;
  content?: string;
  status?: 'draft' | 'publish';
  categories?: number[];
  lang?: 'en' | 'hi';
  /** a video's URL (videos get a YouTube one when absent) */
  videoUrl?: string;
  /** a poll's options (2 to 6) */
  options?: string[];
}

export interface MadePoll {
  post: ApiPost;
  poll: ApiPoll;
  postId: number;
  pollId: number;
  /** the options' ids in the order given */
  optionIds: number[];
}

let made = 0;
const unique = (what: string) => {
  made += 1;
  return `${what} ${process.pid}-${made}-${Math.random().toString(36).slice(2, 7)}`;
};

function expectOk(answer: Answer, what: string): Answer {
  if (answer.status < 200 || answer.status >= 300)
    throw new Error(`${what} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer;
}

/** The factories of one test app. */
export function factories(t: Pick<TestApp, 'app' | 'database'>) {
  const call = caller(t);
  let staff: Promise<number> | undefined;
  /**
   * The editor who writes when no author is named and approves held comments: one account,
   * a new session each time (a test that signs everyone out does not break the next one).
   */
  const editor = async (): Promise<Account> => {
    staff ??= createUser(t.database, 'editor');
    const id = await staff;
    return { id, headers: await signedInHeaders(t.database, id) };
  };
  let scratch: Promise<number> | undefined;
  /** a post only for the first comments that make accounts trusted */
  const scratchPost = () => {
    scratch ??= post({ title: 'Where regulars said hello' }).then((p) => p.id);
    return scratch;
  };

  /**
   * A fresh account with `role`. `trusted`: it already has an approved comment (on a post of
   * its own factory), so its next comments are not held as a first comment (decisions §19).
   */
  async function user(options: { role?: Role; trusted?: boolean } = {}): Promise<Account> {
    const id = await createUser(t.database, options.role ?? 'subscriber');
    const account = { id, headers: await signedInHeaders(t.database, id) };
    if (options.trusted) await comment({ author: account, post: await scratchPost(), approve: true });
    return account;
  }

  /** A post, video, note or poll, published unless `status: 'draft'`. */
  async function post(options: PostOptions = {}): Promise<ApiPost> {
    if (options.type === 'poll') return (await poll(options)).post;
    const author = options.author ?? (await editor());
    const type = options.type ?? 'post';
    const body: Record<string, unknown> = {
      type,
      title: options.title ?? (type === 'note' ? undefined : unique('A story')),
      content: options.content ?? `<p>${unique('Something worth reading')}</p>`,
      status: options.status ?? 'publish',
    };
    if (type === 'note' && options.content === undefined) body.content = unique('A short note');
    if (options.categories) body.categories = options.categories;
    if (options.lang) body.lang = options.lang;
    if (type === 'video') body.video_url = options.videoUrl ?? 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';
    return expectOk(await call('POST', 'yka/v2/fep/', author.headers, body), `a new ${type}`).body as ApiPost;
  }

  /** A published poll with `options` (default Yes / No / Not sure) and no votes. */
  async function poll(options: Omit<PostOptions, 'type'> & { question?: string } = {}): Promise<MadePoll> {
    const author = options.author ?? (await editor());
    const body: Record<string, unknown> = {
      question: options.question ?? options.title ?? unique('Question'),
      options: options.options ?? ['Yes', 'No', 'Not sure'],
    };
    if (options.categories) body.categories = options.categories;
    if (options.lang) body.lang = options.lang;
    const answer = expectOk(await call('POST', 'yka/v2/polls', author.headers, body), 'a new poll')
      .body as CreatePollAnswer;
    return {
      post: answer.post,
      poll: answer.poll,
      postId: answer.post.id,
      pollId: answer.poll.id,
      optionIds: answer.poll.options.map((o) => o.id),
    };
  }

  /** `voter` votes for `optionId`; the poll as the voter then sees it. */
  async function vote(voter: Account, pollId: number, optionId: number): Promise<ApiPoll> {
    const answer = await call('POST', `yka/v2/polls/${pollId}/vote`, voter.headers, { choice_id: optionId });
    return expectOk(answer, 'a vote').body as ApiPoll;
  }

  /** A comment (or a reply, with `parent`); `approve`: an editor approves it if it was held. */
  async function comment(options: {
    author: Account;
    post: number;
    content?: string;
    parent?: number;
    approve?: boolean;
  }): Promise<ApiComment> {
    const payload = {
      post: options.post,
      content: options.content ?? unique('A thought'),
      ...(options.parent ? { parent: options.parent } : {}),
    };
    const made = expectOk(await call('POST', 'wp/v2/comments', options.author.headers, payload), 'a comment')
      .body as ApiComment;
    if (!options.approve || made.status === 'approved') return made;
    const approved = await call('POST', `wp/v2/comments/${made.id}`, (await editor()).headers, {
      status: 'approved',
    });
    return expectOk(approved, 'approving a comment').body as ApiComment;
  }

  /** `follower` follows the user `userId`; the follow state the API answers. */
  async function follow(follower: Account, userId: number) {
    const payload = { action: 'follow', object: 'user', id: userId };
    return expectOk(await call('POST', 'yka/v2/action', follower.headers, payload), 'a follow').body;
  }

  /** A new category (a term has no counters of its own until posts are filed in it). */
  async function category(slug = unique('topic').replace(/\W+/g, '-')): Promise<number> {
    const [row] = await t.database.query<{ id: number }>(
      `INSERT INTO terms (taxonomy, slug, name) VALUES ('category', $1, $1) RETURNING id`,
      [slug],
    );
    return row!.id;
  }

  return { call, editor, user, post, poll, vote, comment, follow, category };
}

export type Factories = ReturnType<typeof factories>;
