import { and, asc, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { postPath } from '#common/links.ts';
import { blocks, comments, posts, users } from '#server/db/schema.ts';
import { isEditor } from '#server/http/context.ts';
import { notFound } from '#server/http/errors.ts';
import { setPagingHeaders } from '#server/http/paging.ts';
import { paging, parseQuery } from '#server/http/params.ts';
import { presentComment } from './present-comment.ts';

const commentListQuery = z.object({
  ...paging,
  post: z.coerce.number().int().min(1),
  parent: z.coerce.number().int().min(0).optional(),
  order: z.enum(['asc', 'desc']).optional(),
});

export async function commentRoutes(app: FastifyInstance) {
  const { database, config } = app.deps;
  const { db } = database;

  app.get('/wp/v2/comments', async (request, reply) => {
    const q = parseQuery(commentListQuery, request.query);
    const viewer = request.viewer;
    const [post] = await db
      .select({
        id: posts.id,
        type: posts.type,
        slug: posts.slug,
        date: posts.date,
        status: posts.status,
        authorId: posts.authorId,
      })
      .from(posts)
      .where(eq(posts.id, q.post));
    const visible =
      post && (post.status === 'publish' || (viewer && (viewer.id === post.authorId || isEditor(viewer))));
    if (!post || !visible) throw notFound('rest_post_invalid_id', 'Invalid post ID.');

    const where: SQL[] = [eq(comments.postId, q.post)];
    if (q.parent !== undefined)
      where.push(q.parent === 0 ? isNull(comments.parentId) : eq(comments.parentId, q.parent));
    // Held comments show to their author and to editors (decisions §4).
    if (isEditor(viewer)) where.push(inArray(comments.status, ['approved', 'hold']));
    else if (viewer)
      where.push(
        sql`(${comments.status} = 'approved' OR (${comments.status} = 'hold' AND ${comments.authorId} = ${viewer.id}))`,
      );
    else where.push(eq(comments.status, 'approved'));
    if (viewer) {
      where.push(
        sql`${comments.authorId} NOT IN (SELECT ${blocks.blockedId} FROM ${blocks} WHERE ${blocks.blockerId} = ${viewer.id})`,
      );
    }
    // Decisions §5: top level newest first, replies oldest first.
    const order = q.order ?? (q.parent ? 'asc' : 'desc');
    const dir = order === 'asc' ? asc : desc;
    const condition = and(...where);
    const [rows, counted] = await Promise.all([
      db
        .select({
          comment: comments,
          author: { id: users.id, name: users.name, slug: users.slug, avatarUrl: users.avatarUrl },
        })
        .from(comments)
        .leftJoin(users, eq(users.id, comments.authorId))
        .where(condition)
        .orderBy(dir(comments.date), dir(comments.id))
        .limit(q.per_page)
        .offset((q.page - 1) * q.per_page),
      db.select({ total: sql<number>`count(*)::int` }).from(comments).where(condition),
    ]);
    setPagingHeaders(reply, counted[0]?.total ?? 0, q.per_page, q.page);
    const postLink = config.publicUrl + postPath(post.type, post.slug, post.date);
    return rows.map((r) => presentComment(r.comment, r.author ?? undefined, postLink, config.publicUrl));
  });
}
