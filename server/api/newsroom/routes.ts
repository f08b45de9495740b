import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { ApiPost } from '#common/api-types.ts';
import type { KeepOrRemoveAnswer, ReportObject } from '#common/newsroom.ts';
import { moderateHeldComments } from '#server/domain/newsroom/comment-moderation.ts';
import { setMessageHandled } from '#server/domain/newsroom/inbox.ts';
import { actAsModerator, changeMember } from '#server/domain/newsroom/people.ts';
import {
  heldComments,
  inboxMessage,
  inboxMessages,
  logEntries,
  member,
  members,
  queueCounts,
  reportedItems,
  reviewQueueIds,
} from '#server/domain/newsroom/queues.ts';
import { resolveReported } from '#server/domain/newsroom/reports.ts';
import { approvePost, changeTopics, sendBackPost, trashPost } from '#server/domain/newsroom/review.ts';
import { adminSettings, signOutEveryone, updateSiteSettings } from '#server/domain/newsroom/site-admin.ts';
import { loadPosts } from '#server/domain/posts/list-posts.ts';
import { siteCategories } from '#server/domain/writing/post-terms.ts';
import type { Viewer } from '#server/http/context.ts';
import { notFound } from '#server/http/errors.ts';
import { acceptFormBodies, bodyOf } from '#server/http/form-body.ts';
import { setPagingHeaders } from '#server/http/paging.ts';
import { parseQuery, parseWith, pathId } from '#server/http/params.ts';
import { readRoute } from '#server/http/read-routes.ts';
import { authorizeNewsroom, canNewsroom } from '#server/policies/newsroom.ts';
import { presentPosts } from '../posts/present-post.ts';
import {
  presentHeldComment,
  presentLogEntry,
  presentMember,
  presentMessage,
  presentReported,
} from './present.ts';
import {
  handledBody,
  inboxQuery,
  listQuery,
  memberBody,
  moderateCommentsBody,
  peopleQuery,
  resolveBody,
  sendBackBody,
  siteBody,
  topicsBody,
} from './schema.ts';

type IdParams = { Params: { id: string } };
/** What a Review button runs: the shape of `approvePost`. */
type PostCommand = (...args: Parameters<typeof approvePost>) => Promise<void>;

/**
 * The newsroom's API (decisions §10; shapes in common/newsroom.ts). Every handler: parse →
 * authorise (server/policies/newsroom.ts) → a domain command in one transaction with its
 * log row → present.
 */
export async function newsroomRoutes(app: FastifyInstance) {
  const { database, config, settings } = app.deps;
  const { db } = database;
  acceptFormBodies(app);

  const idOf = (raw: string, code = 'rest_post_invalid_id', message = 'Invalid post ID.') => {
    const id = pathId(raw);
    if (id === null) throw notFound(code, message);
    return id;
  };
  const page = (q: { page: number; per_page: number }) => ({
    limit: q.per_page,
    offset: (q.page - 1) * q.per_page,
  });
  /** A moderator's command and its log row, in one transaction. */
  const act = <T>(viewer: Viewer, command: Parameters<typeof actAsModerator<T>>[2]) =>
    actAsModerator(db, viewer.id, command);
  const sitePosts = async () => siteCategories(await settings.site());
  const presentPost = async (id: number, viewer: Viewer): Promise<ApiPost> => {
    const loaded = await loadPosts(database, [id], { embed: true, viewerId: viewer.id });
    const [post] = presentPosts(config.publicUrl, loaded, { embed: true, context: 'edit' });
    if (!post) throw notFound('rest_post_invalid_id', 'Invalid post ID.');
    return post;
  };

  /** A newsroom list: its query (page and filters), who may see it, one page of rows and how to show one. */
  const list = <S extends typeof listQuery, R, J>(
    name: string,
    query: S,
    need: 'moderate' | 'administer',
    load: (q: z.infer<S>, at: ReturnType<typeof page>) => Promise<{ rows: R[]; total: number }>,
    present: (row: R, publicUrl: string) => J,
  ) =>
    readRoute(app, `/yka/v2/newsroom/${name}`, async (request, reply) => {
      const q = parseQuery(query, request.query);
      authorizeNewsroom(request.viewer, need);
      const found = await load(q, page(q));
      setPagingHeaders(reply, found.total, q.per_page, q.page);
      return found.rows.map((row) => present(row, config.publicUrl));
    });

  readRoute(app, '/yka/v2/newsroom/counts', async (request) => {
    const viewer = request.viewer;
    authorizeNewsroom(viewer, 'moderate');
    const site = await settings.site();
    return queueCounts(database, site.exclude_categories.unreviewed, canNewsroom(viewer, 'administer'));
  });

  // Review (decisions §10): the queue, then one command per button.
  readRoute(app, '/yka/v2/newsroom/review', async (request, reply) => {
    const q = parseQuery(listQuery, request.query);
    const viewer = request.viewer;
    authorizeNewsroom(viewer, 'moderate');
    const site = await settings.site();
    const queue = await reviewQueueIds(db, site.exclude_categories.unreviewed, page(q));
    const rows = await loadPosts(database, queue.ids, { embed: true, viewerId: viewer?.id ?? null });
    setPagingHeaders(reply, queue.total, q.per_page, q.page);
    return presentPosts(config.publicUrl, rows, { embed: true, context: 'edit' });
  });

  /**
   * A Review button: a moderator's command on one post, answered with the post as it is now.
   * `parse` reads the request's body first, so bad input is a 400 before anything else.
   */
  const reviewButton = (name: string, parse: (request: FastifyRequest) => PostCommand) =>
    app.post<IdParams>(`/yka/v2/newsroom/posts/:id/${name}`, async (request) => {
      const id = idOf(request.params.id);
      const command = parse(request);
      const viewer = request.viewer;
      authorizeNewsroom(viewer, 'moderate');
      const site = await sitePosts();
      await act(viewer, (tx, actor) => command(tx, actor, site, id));
      return presentPost(id, viewer);
    });
  reviewButton('approve', () => approvePost);
  reviewButton('send-back', (request) => {
    const { note } = parseWith(sendBackBody, bodyOf(request));
    return (tx, actor, site, id) => sendBackPost(tx, actor, site, id, note);
  });
  reviewButton('topics', (request) => {
    const { categories } = parseWith(topicsBody, bodyOf(request));
    return (tx, actor, site, id) => changeTopics(tx, actor, site, id, categories);
  });

  app.post<IdParams>('/yka/v2/newsroom/posts/:id/trash', async (request) => {
    const id = idOf(request.params.id);
    const viewer = request.viewer;
    authorizeNewsroom(viewer, 'moderate');
    await act(viewer, (tx, actor) => trashPost(tx, actor, id));
    return { trashed: true, id };
  });

  // Held comments.
  list('comments', listQuery, 'moderate', (_q, at) => heldComments(db, at), presentHeldComment);

  app.post('/yka/v2/newsroom/comments', async (request) => {
    const { ids, status } = parseWith(moderateCommentsBody, bodyOf(request));
    const viewer = request.viewer;
    authorizeNewsroom(viewer, 'moderate');
    return { updated: await act(viewer, (tx, actor) => moderateHeldComments(tx, actor, ids, status)) };
  });

  // Reports.
  list('reports', listQuery, 'moderate', (_q, at) => reportedItems(database, at), presentReported);

  app.post<{ Params: { object: string; id: string } }>(
    '/yka/v2/newsroom/reports/:object/:id',
    async (request) => {
      const object = request.params.object;
      if (object !== 'post' && object !== 'comment')
        throw notFound('rest_no_route', 'Reports are of a post or a comment.');
      const id = idOf(request.params.id);
      const { action } = parseWith(resolveBody, bodyOf(request));
      const viewer = request.viewer;
      authorizeNewsroom(viewer, 'moderate');
      const site = await sitePosts();
      await act(viewer, (tx, actor) => resolveReported(tx, actor, object, id, action, site));
      return { object: object as ReportObject, id, action } satisfies KeepOrRemoveAnswer;
    },
  );

  // Administrators: site settings.
  readRoute(app, '/yka/v2/newsroom/site', async (request) => {
    authorizeNewsroom(request.viewer, 'administer');
    return adminSettings(await settings.fresh());
  });

  app.post('/yka/v2/newsroom/site', async (request) => {
    const change = parseWith(siteBody, bodyOf(request));
    const viewer = request.viewer;
    authorizeNewsroom(viewer, 'administer');
    // Read before the transaction: PGlite has one connection, so nothing may wait on it inside.
    // The log's "before"; the change itself is made on the row the transaction locks.
    const before = adminSettings(await settings.fresh());
    try {
      await act(viewer, (tx, actor) => updateSiteSettings(tx, actor, before, change));
    } finally {
      settings.changed();
    }
    return adminSettings(await settings.fresh());
  });

  app.post('/yka/v2/newsroom/sign-out-everyone', async (request) => {
    const viewer = request.viewer;
    authorizeNewsroom(viewer, 'administer');
    try {
      return await act(viewer, (tx, actor) => signOutEveryone(tx, actor));
    } finally {
      settings.changed();
    }
  });

  // Administrators: people.
  list('people', peopleQuery, 'administer', (q, at) => members(db, q, at), presentMember);

  app.post<IdParams>('/yka/v2/newsroom/people/:id', async (request) => {
    const id = idOf(request.params.id, 'rest_user_invalid_id', 'Invalid user ID.');
    const change = parseWith(memberBody, bodyOf(request));
    const viewer = request.viewer;
    authorizeNewsroom(viewer, 'administer');
    await act(viewer, (tx, actor) => changeMember(tx, actor, id, change));
    const row = await member(db, id);
    if (!row) throw notFound('rest_user_invalid_id', 'Invalid user ID.');
    return presentMember(row, config.publicUrl);
  });

  // Administrators: the contact inbox.
  list('inbox', inboxQuery, 'administer', (q, at) => inboxMessages(db, q.status, at), presentMessage);

  app.post<IdParams>('/yka/v2/newsroom/inbox/:id', async (request) => {
    const id = idOf(request.params.id, 'rest_message_invalid_id', 'Invalid message ID.');
    const { handled } = parseWith(handledBody, bodyOf(request));
    const viewer = request.viewer;
    authorizeNewsroom(viewer, 'administer');
    await act(viewer, (tx, actor) => setMessageHandled(tx, actor, id, handled));
    const row = await inboxMessage(db, id);
    if (!row) throw notFound('rest_message_invalid_id', 'Invalid message ID.');
    return presentMessage(row);
  });

  // Administrators: the log.
  list('log', listQuery, 'administer', (_q, at) => logEntries(db, at), presentLogEntry);
}
