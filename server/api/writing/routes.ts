import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { CreatePollAnswer, DeletedPostAnswer, PostType } from '#common/api-types.ts';
import { WRITES_PER_USER_PER_HOUR } from '#common/limits.ts';
import { TYPE_BY_REST_BASE } from '#common/links.ts';
import { loadPoll } from '#server/domain/load-poll.ts';
import { logEditorDelete, logEditorEdit } from '#server/domain/newsroom/editor-writes.ts';
import { loadPosts } from '#server/domain/posts/list-posts.ts';
import { takeRateLimit } from '#server/domain/rate-limit.ts';
import { createPoll } from '#server/domain/writing/create-poll.ts';
import { deletePost } from '#server/domain/writing/delete-post.ts';
import { draftByKey, loadPostRecord, type PostRecord } from '#server/domain/writing/post-record.ts';
import { siteCategories } from '#server/domain/writing/post-terms.ts';
import { createPost, updatePost, type WritableType, type Writer } from '#server/domain/writing/save-post.ts';
import type { Viewer } from '#server/http/context.ts';
import { badRequest, noRoute, notFound, tooManyRequests, unauthorized } from '#server/http/errors.ts';
import { acceptFormBodies, bodyOf } from '#server/http/form-body.ts';
import { parseBody, pathId } from '#server/http/params.ts';
import { actorOf, authorize, isOwnerOrEditor, skipsFloodGuard } from '#server/policies/post.ts';
import { presentPosts } from '../posts/present-post.ts';
import { createPollBody, toPostInput, writeBody } from './schema.ts';

type IdParams = { Params: { id: string } };
type BaseParams = { Params: { base: string; id?: string } };

const invalidPost = () => notFound('rest_post_invalid_id', 'Invalid post ID.');
const WRITABLE: readonly PostType[] = ['post', 'video', 'note', 'poll'];

/** The post type of a writable REST base (posts, videos, notes, polls); others have no write route. */
function writableType(base: string): PostType {
  const type = TYPE_BY_REST_BASE[base];
  if (!type || !WRITABLE.includes(type)) throw noRoute();
  return type;
}

function signedIn(request: FastifyRequest, message: string): Viewer {
  if (!request.viewer) throw unauthorized('rest_not_logged_in', message);
  return request.viewer;
}

/** Drafts exist only for their owner and editors; pages and trash are not written here. */
function mayFind(post: PostRecord | null, viewer: Viewer, type?: PostType): post is PostRecord {
  if (!post || post.type === 'page' || post.status === 'trash') return false;
  if (type && post.type !== type) return false;
  return post.status === 'publish' || isOwnerOrEditor(viewer, post.authorId);
}

/**
 * Writing (issue 5): `yka/v2/fep` (the front-end-post API), the WordPress routes
 * `wp/v2/{posts|videos|notes}[/{id}]` (polls: delete only) and `yka/v2/polls`.
 * Every answer is the item as its writer edits it (`context=edit`).
 */
export async function writingRoutes(app: FastifyInstance) {
  const { database, config, settings } = app.deps;
  const { db } = database;
  acceptFormBodies(app);

  const writerOf = async (viewer: Viewer): Promise<Writer> => ({
    actor: actorOf(viewer),
    site: siteCategories(await settings.site()),
  });

  async function present(id: number, viewer: Viewer) {
    const rows = await loadPosts(database, [id], { embed: false, viewerId: viewer.id });
    const [post] = presentPosts(config.publicUrl, rows, { embed: false, context: 'edit' });
    if (!post) throw invalidPost();
    return post;
  }

  /** A flood guard for new items, kept in the database (decisions §1); editors are exempt. */
  async function checkCreateRate(viewer: Viewer) {
    if (skipsFloodGuard(viewer)) return;
    if (!(await takeRateLimit(database, `write:${viewer.id}`, WRITES_PER_USER_PER_HOUR, 3_600_000)))
      throw tooManyRequests('You are creating too many items. Please wait a while and try again.');
  }

  async function create(request: FastifyRequest, reply: FastifyReply, routeType?: WritableType) {
    const viewer = signedIn(request, 'Sorry, you must be logged in to write.');
    const body = parseBody(writeBody, bodyOf(request));
    if (body.draft_key) {
      const known = await draftByKey(db, viewer.id, body.draft_key);
      if (known) return update(request, String(known.id), routeType);
    }
    await checkCreateRate(viewer);
    const writer = await writerOf(viewer);
    const id = await db.transaction((tx) =>
      createPost(tx, writer, routeType ?? body.type, toPostInput(body), body.draft_key),
    );
    return reply.code(201).send(await present(id, viewer));
  }

  async function update(request: FastifyRequest, rawId: string, type?: PostType) {
    const viewer = signedIn(request, 'Sorry, you must be logged in to edit.');
    const id = pathId(rawId);
    if (id === null) throw invalidPost();
    const input = toPostInput(parseBody(writeBody, bodyOf(request)));
    const writer = await writerOf(viewer);
    await db.transaction(async (tx) => {
      const current = await loadPostRecord(tx, id, true);
      if (!mayFind(current, viewer, type)) throw invalidPost();
      authorize(viewer, 'update', current, writer.site.unreviewed);
      await updatePost(tx, writer, current, input);
      // An editor changing someone else's item is a moderator action (decisions §10).
      if (current.authorId !== viewer.id) await logEditorEdit(tx, viewer, current);
    });
    return present(id, viewer);
  }

  async function remove(request: FastifyRequest, rawId: string, type?: PostType): Promise<DeletedPostAnswer> {
    const viewer = signedIn(request, 'Sorry, you must be logged in to delete.');
    const id = pathId(rawId);
    if (id === null) throw invalidPost();
    const current = await loadPostRecord(db, id, false);
    if (!mayFind(current, viewer, type)) throw invalidPost();
    authorize(viewer, 'delete', current, siteCategories(await settings.site()).unreviewed);
    // Presented before the transaction: PGlite has one connection, so no read may wait on it.
    const previous = await present(id, viewer);
    const deleted = await db.transaction(async (tx) => {
      const gone = await deletePost(tx, current);
      if (gone && current.authorId !== viewer.id) await logEditorDelete(tx, viewer, current);
      return gone;
    });
    if (!deleted) throw invalidPost();
    return { deleted: true, previous };
  }

  app.post('/yka/v2/fep', (request, reply) => create(request, reply));
  app.post<IdParams>('/yka/v2/fep/:id', (request) => update(request, request.params.id));
  app.delete<IdParams>('/yka/v2/fep/:id', (request) => remove(request, request.params.id));

  app.post<BaseParams>('/wp/v2/:base', (request, reply) => {
    const type = writableType(request.params.base);
    if (type === 'poll') {
      signedIn(request, 'Sorry, you must be logged in to write.');
      throw badRequest('rest_use_yka_polls', 'Polls are created with POST /wp-json/yka/v2/polls.');
    }
    return create(request, reply, type as WritableType);
  });
  app.post<BaseParams>('/wp/v2/:base/:id', (request) =>
    update(request, request.params.id ?? '', writableType(request.params.base)),
  );
  app.delete<BaseParams>('/wp/v2/:base/:id', (request) =>
    remove(request, request.params.id ?? '', writableType(request.params.base)),
  );

  /** `CreatePollBody` → 201 `CreatePollAnswer`: the poll is published at once (+5 points). */
  app.post('/yka/v2/polls', async (request, reply) => {
    const viewer = signedIn(request, 'Sorry, you must be logged in to create a poll.');
    const body = parseBody(createPollBody, bodyOf(request));
    await checkCreateRate(viewer);
    const writer = await writerOf(viewer);
    const { postId, pollId } = await db.transaction((tx) =>
      createPoll(tx, writer, { ...body, categories: body.categories ?? [] }),
    );
    const [post, poll] = await Promise.all([present(postId, viewer), loadPoll(db, pollId, viewer.id)]);
    if (!poll) throw invalidPost();
    const answer: CreatePollAnswer = { post, poll };
    return reply.code(201).send(answer);
  });
}
