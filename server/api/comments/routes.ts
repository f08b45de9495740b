import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  COMMENT_WINDOW_MS,
  COMMENTS_PER_PAGE_REPLIES,
  COMMENTS_PER_PAGE_TOP,
  COMMENTS_PER_USER_PER_WINDOW,
  PER_PAGE_MAX,
} from '#common/limits.ts';
import { postPath } from '#common/links.ts';
import {
  commentContext,
  commentedPost,
  findComment,
  isBlockedBy,
  listComments,
  listPostComments,
} from '#server/domain/comment-lists.ts';
import {
  type CommentRow,
  type CommentStatus,
  contentHoldReason,
  contentProblem,
  createComment,
  hasApprovedComment,
  holdReason,
  normaliseCommentText,
} from '#server/domain/comments.ts';
import { changeComment, removeComment } from '#server/domain/newsroom/editor-writes.ts';
import { takeRateLimit } from '#server/domain/rate-limit.ts';
import type { Viewer } from '#server/http/context.ts';
import {
  badRequest,
  forbidden,
  HttpError,
  invalidParams,
  notFound,
  tooManyRequests,
  unauthorized,
} from '#server/http/errors.ts';
import { acceptFormBodies, bodyOf } from '#server/http/form-body.ts';
import { setPagingHeaders } from '#server/http/paging.ts';
import { MAX_ID, paging, parseQuery, parseWith, pathId } from '#server/http/params.ts';
import { readRoute } from '#server/http/read-routes.ts';
import { canSeeComment, mayChangeComment, mayModerateComments } from '#server/policies/comment.ts';
import { maySeePost } from '#server/policies/post.ts';
import { presentComment } from './present-comment.ts';

/** WordPress's status names and the aliases its clients send. */
const STATUS_ALIASES: Record<string, CommentStatus> = {
  approved: 'approved',
  approve: 'approved',
  '1': 'approved',
  hold: 'hold',
  unapproved: 'hold',
  '0': 'hold',
  spam: 'spam',
  trash: 'trash',
};

const commentListQuery = z.object({
  page: paging.page,
  // Spec §9: 100 a page at top level, 10 for the replies of one comment; the default
  // depends on `parent`, so it is applied after parsing.
  per_page: z.coerce
    .number({ message: 'per_page is not of type integer.' })
    .int()
    .min(1, `per_page must be between 1 (inclusive) and ${PER_PAGE_MAX} (inclusive)`)
    .max(PER_PAGE_MAX, `per_page must be between 1 (inclusive) and ${PER_PAGE_MAX} (inclusive)`)
    .optional(),
  post: z.coerce.number().int().min(1).max(MAX_ID).optional(),
  parent: z.coerce.number().int().min(0).max(MAX_ID).optional(),
  status: z
    .string()
    .transform((s, ctx) => {
      const value = s.trim().toLowerCase();
      const status = value === 'all' ? 'all' : STATUS_ALIASES[value];
      if (!status) {
        ctx.addIssue({ code: 'custom', message: 'status is not one of approved, hold, spam, trash, all.' });
        return z.NEVER;
      }
      return status;
    })
    .optional(),
  order: z.enum(['asc', 'desc']).optional(),
  context: z.enum(['view', 'embed', 'edit']).default('view'),
});

const id = (name: string) =>
  z.coerce
    .number({ message: `${name} is not of type integer.` })
    .int(`${name} is not of type integer.`)
    .max(MAX_ID, `${name} is out of range.`);

/** `content` as WordPress clients send it: a string, or `{raw}`. */
const contentField = z
  .union([z.string(), z.object({ raw: z.string() }).transform((c) => c.raw)], {
    message: 'content must be a string.',
  })
  .transform(normaliseCommentText);

const createBody = z.object({
  post: id('post').min(1, 'post must be a positive integer.'),
  parent: id('parent').min(0, 'parent must not be negative.').default(0),
  content: contentField,
});

const updateBody = z.object({
  content: contentField.optional(),
  status: z
    .string()
    .transform((s, ctx) => {
      const status = STATUS_ALIASES[s.trim().toLowerCase()];
      if (!status) {
        ctx.addIssue({ code: 'custom', message: 'status is not one of approved, hold, spam, trash.' });
        return z.NEVER;
      }
      return status;
    })
    .optional(),
});

const invalidComment = () => notFound('rest_comment_invalid_id', 'Invalid comment ID.');
const invalidPost = () => notFound('rest_post_invalid_id', 'Invalid post ID.');

function checkContent(content: string) {
  const problem = contentProblem(content);
  if (problem === 'empty') throw badRequest('rest_comment_content_invalid', 'Comment content is empty.');
  if (problem === 'too_long')
    throw badRequest(
      'rest_comment_content_invalid',
      'Comment content is too long (at most 5,000 characters).',
    );
}

const commentId = (raw: string) => {
  const value = pathId(raw);
  if (value === null) throw invalidComment();
  return value;
};

export async function commentRoutes(app: FastifyInstance) {
  const { database, config, settings } = app.deps;
  const { db } = database;
  acceptFormBodies(app);

  const loadPost = (postId: number) => commentedPost(db, postId);
  const postVisible = (post: Awaited<ReturnType<typeof loadPost>>, viewer: Viewer | null) =>
    post !== undefined && maySeePost(viewer, post);

  /** One comment with its author and post link, as the write routes answer it. */
  async function present(row: CommentRow, viewer: Viewer | null) {
    const found = await commentContext(db, row);
    const postLink = found
      ? config.publicUrl + postPath(found.post.type, found.post.slug, found.post.date)
      : '';
    const withRaw = mayChangeComment(viewer, row);
    return presentComment(row, found?.author ?? undefined, postLink, config.publicUrl, withRaw);
  }

  async function loadComment(raw: string, viewer: Viewer | null) {
    const row = await findComment(db, commentId(raw));
    if (!row || !canSeeComment(row, viewer)) throw invalidComment();
    return row;
  }

  readRoute(app, '/wp/v2/comments', async (request, reply) => {
    const q = parseQuery(commentListQuery, request.query);
    const viewer = request.viewer;
    const editor = mayModerateComments(viewer);
    // `status` other than approved is the editors' moderation queue, as in WordPress.
    if (q.status !== undefined && q.status !== 'approved' && !editor)
      throw new HttpError(
        viewer ? 403 : 401,
        'rest_forbidden_param',
        'Query parameter not permitted: status',
      );
    const perPage = q.per_page ?? (q.parent ? COMMENTS_PER_PAGE_REPLIES : COMMENTS_PER_PAGE_TOP);
    // Held comments show to their author and to editors (decisions §4).
    const moderatorStatuses: CommentStatus[] | null = editor
      ? q.status && q.status !== 'all'
        ? [q.status]
        : ['approved', 'hold']
      : null;
    // Decisions §5: top level newest first, replies oldest first.
    const order = q.order ?? (q.parent ? 'asc' : 'desc');
    const filter = { parent: q.parent, moderatorStatuses, viewerId: viewer?.id ?? null, order } as const;
    const page = { limit: perPage, offset: (q.page - 1) * perPage };
    const edit = q.context === 'edit' && viewer !== null;
    if (q.post !== undefined) {
      // one post's comments: the post, the page and the total in one statement (issue 14)
      const { post, rows, total } = await listPostComments(database, { ...filter, postId: q.post }, page);
      if (!post || !postVisible(post, viewer)) throw invalidPost();
      setPagingHeaders(reply, total, perPage, q.page);
      const postLink = config.publicUrl + postPath(post.type, post.slug, post.date);
      return rows.map((r) =>
        presentComment(
          r.comment,
          r.author ?? undefined,
          postLink,
          config.publicUrl,
          edit && mayChangeComment(viewer, r.comment),
        ),
      );
    }
    // Readers list one post's comments; the site-wide list is the editors' queue (it has
    // no index for everyone's traffic).
    if (!editor) throw invalidParams({ post: 'post is a required parameter.' });
    const { rows, total } = await listComments(db, filter, page);
    setPagingHeaders(reply, total, perPage, q.page);
    return rows.map((r) =>
      presentComment(
        r.comment,
        r.author ?? undefined,
        config.publicUrl + postPath(r.post.type, r.post.slug, r.post.date),
        config.publicUrl,
        edit && mayChangeComment(viewer, r.comment),
      ),
    );
  });

  readRoute<{ id: string }>(app, '/wp/v2/comments/:id', async (request) => {
    const row = await loadComment(request.params.id, request.viewer);
    const post = await loadPost(row.postId);
    if (!postVisible(post, request.viewer)) throw invalidComment();
    return present(row, request.viewer);
  });

  /** Create (spec §7: post, parent, content). The old client also edits here with `id` in the body. */
  app.post('/wp/v2/comments', async (request, reply) => {
    const viewer = request.viewer;
    if (!viewer)
      throw unauthorized('rest_comment_login_required', 'Sorry, you must be logged in to comment.');
    const body = bodyOf(request);
    if (body.id !== undefined && body.id !== '' && body.id !== 0 && body.id !== '0')
      return editComment(String(body.id), body, viewer);

    const input = parseWith(createBody, body);
    checkContent(input.content);
    const post = await loadPost(input.post);
    if (post?.status !== 'publish' || !postVisible(post, viewer)) throw invalidPost();
    if (await isBlockedBy(db, post.authorId, viewer.id))
      throw forbidden('rest_comment_blocked', "Sorry, you cannot comment on this author's posts.");

    const parentId = input.parent === 0 ? null : input.parent;
    if (parentId !== null) {
      const parent = await findComment(db, parentId);
      if (!parent || parent.postId !== post.id || !canSeeComment(parent, viewer))
        throw badRequest(
          'rest_comment_invalid_parent',
          'The comment being replied to does not exist on this post.',
        );
      // Decisions §5: one level of replies only.
      if (parent.parentId !== null)
        throw badRequest('rest_comment_reply_to_reply', 'Only a top-level comment can be replied to.');
    }

    const editor = mayModerateComments(viewer);
    // A flood guard kept in the database, so it holds across processes (decisions §1).
    if (
      !editor &&
      !(await takeRateLimit(
        database,
        `comment:${viewer.id}`,
        COMMENTS_PER_USER_PER_WINDOW,
        COMMENT_WINDOW_MS,
      ))
    )
      throw tooManyRequests('You are commenting too fast. Please wait a few minutes and try again.');
    const [moderationWords, approvedBefore] = await Promise.all([
      settings.fresh().then((s) => s.stored.moderation_words),
      editor ? true : hasApprovedComment(database, viewer.id),
    ]);
    const held = holdReason(
      input.content,
      { isEditor: editor, hasApprovedComment: approvedBefore },
      moderationWords,
    );
    const row = await createComment(database, {
      postId: post.id,
      parentId,
      authorId: viewer.id,
      content: input.content,
      status: held ? 'hold' : 'approved',
      heldReason: held,
    });
    if (!row)
      throw badRequest(
        'rest_comment_invalid_parent',
        'The comment being replied to does not exist on this post.',
      );
    return reply.code(201).send(await present(row, viewer));
  });

  async function editComment(rawId: string, body: Record<string, unknown>, viewer: Viewer) {
    const row = await loadComment(rawId, viewer);
    const change = parseWith(updateBody, body);
    if (change.content === undefined && change.status === undefined)
      throw badRequest('rest_invalid_param', 'Nothing to change: send content or status.');
    const editor = mayModerateComments(viewer);
    if (change.status !== undefined && !editor)
      throw new HttpError(
        403,
        'rest_comment_cannot_moderate',
        'Sorry, you are not allowed to moderate comments.',
      );
    if (change.content !== undefined) {
      if (!mayChangeComment(viewer, row))
        throw new HttpError(403, 'rest_cannot_edit', 'Sorry, you are not allowed to edit this comment.');
      checkContent(change.content);
      // An author's edit faces the text rules again, so an approved comment cannot be
      // turned into spam afterwards; an editor's edit is trusted.
      if (!editor && change.status === undefined && row.status === 'approved') {
        const { moderation_words } = (await settings.fresh()).stored;
        const reason = contentHoldReason(change.content, moderation_words);
        if (reason) Object.assign(change, { status: 'hold', heldReason: reason });
      }
    }
    // Moderation, or an editor's edit of someone else's words, goes into the log (decisions §10).
    const logged = editor && (change.status !== undefined || row.authorId !== viewer.id);
    const updated = await changeComment(db, row, change, logged ? viewer : null);
    if (!updated) throw invalidComment();
    return present(updated, viewer);
  }

  /** Edit by the author (`content`), moderation by editors (`status`), as in WordPress. */
  app.post<{ Params: { id: string } }>('/wp/v2/comments/:id', async (request) => {
    const viewer = request.viewer;
    if (!viewer) throw unauthorized('rest_not_logged_in', 'Sorry, you must be logged in to edit comments.');
    return editComment(request.params.id, bodyOf(request), viewer);
  });

  /** Always a permanent delete (replies go with a top-level comment), answered WordPress-style. */
  app.delete<{ Params: { id: string } }>('/wp/v2/comments/:id', async (request) => {
    const viewer = request.viewer;
    if (!viewer) throw unauthorized('rest_not_logged_in', 'Sorry, you must be logged in to delete comments.');
    const row = await loadComment(request.params.id, viewer);
    if (!mayChangeComment(viewer, row))
      throw new HttpError(403, 'rest_cannot_delete', 'Sorry, you are not allowed to delete this comment.');
    const previous = await removeComment(db, row, row.authorId !== viewer.id ? viewer : null);
    if (!previous) throw invalidComment();
    return { deleted: true, previous: await present(previous, viewer) };
  });
}
