import type { ApiComment } from '#common/api-types.ts';
import { wpDate, wpDateGmt } from '#common/dates.ts';
import { plainTextToHtml } from '#common/html.ts';
import type { comments } from '#server/db/schema.ts';
import { avatarUrl, type UserRow } from '../users/present-user.ts';

export type CommentRow = typeof comments.$inferSelect;

/** Comments are plain text, rendered with line breaks and linked URLs (decisions §3). */
export function presentComment(
  row: CommentRow,
  author: Pick<UserRow, 'id' | 'name' | 'slug' | 'avatarUrl'> | undefined,
  postLink: string,
  publicUrl: string,
  /** the stored plain text, for the comment's author and editors (edit mode, `context=edit`) */
  withRaw = false,
): ApiComment {
  const avatar = author ? avatarUrl(author, publicUrl) : '';
  return {
    id: row.id,
    post: row.postId,
    parent: row.parentId ?? 0,
    author: row.authorId,
    author_name: author?.name || author?.slug || '',
    author_slug: author?.slug ?? '',
    author_avatar_urls: { '24': avatar, '48': avatar, '96': avatar },
    date: wpDate(row.date),
    date_gmt: wpDateGmt(row.date),
    content: withRaw
      ? { rendered: plainTextToHtml(row.content), raw: row.content }
      : { rendered: plainTextToHtml(row.content) },
    link: `${postLink}#comment-${row.id}`,
    status: row.status,
    type: 'comment',
    total_children: row.totalChildren,
  };
}
