import { authorPath, postPath } from '#common/links.ts';
import type { NotificationRow } from './inbox.ts';

/** Where a notification leads (a site path): the comment, the post, the follower, the editor. */
export function notificationPath(row: NotificationRow): string {
  if (row.kind === 'follow') return row.actor_slug ? authorPath(row.actor_slug) : '/notifications';
  if (!row.post_id || !row.post_type || !row.post_slug || !row.post_date) return '/notifications';
  if (row.kind === 'post_sent_back')
    return row.post_type === 'video' ? `/create-video?post_id=${row.post_id}` : `/me?post_id=${row.post_id}`;
  const post = postPath(row.post_type, row.post_slug, new Date(row.post_date));
  return row.comment_id ? `${post}#comment-${row.comment_id}` : post;
}

/** The values a notification's sentence is filled with (`notifications.kind.*`). */
export function notificationVars(row: NotificationRow, someone: string): Record<string, string | number> {
  return {
    actor: row.actor_name || someone,
    title: row.post_title ?? '',
    note: row.data?.note ?? '',
    count: row.data?.milestone ?? 0,
  };
}
