import { wpDate, wpDateGmt } from '#common/dates.ts';
import { authorPath } from '#common/links.ts';
import type { ApiNotification } from '#common/notifications.ts';
import { avatarUrl } from '#server/api/users/present-user.ts';
import type { NotificationRow } from '#server/domain/notifications/inbox.ts';
import { notificationPath } from '#server/domain/notifications/links.ts';

export function presentNotification(row: NotificationRow, publicUrl: string): ApiNotification {
  const postLink = notificationPath({ ...row, kind: 'post_approved', comment_id: null });
  return {
    id: row.id,
    kind: row.kind,
    date: wpDate(row.created_at),
    date_gmt: wpDateGmt(row.created_at),
    read: row.read_at !== null,
    actor:
      row.actor_id !== null && row.actor_slug !== null
        ? {
            id: row.actor_id,
            name: row.actor_name ?? '',
            slug: row.actor_slug,
            link: publicUrl + authorPath(row.actor_slug),
            avatar_url: avatarUrl({ id: row.actor_id, avatarUrl: row.actor_avatar_url ?? '' }, publicUrl),
          }
        : null,
    post:
      row.post_id !== null
        ? { id: row.post_id, title: row.post_title ?? '', link: publicUrl + postLink }
        : null,
    comment_id: row.comment_id,
    link: publicUrl + notificationPath(row),
    ...(row.data?.note ? { note: row.data.note } : {}),
    ...(row.data?.milestone ? { milestone: row.data.milestone } : {}),
  };
}
