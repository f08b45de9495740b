/**
 * Notifications (decisions §10; docs/decisions/008-notifications.md): the shapes of the API
 * that the server's presenter produces and the screens read. Signed-in members only (401
 * `rest_not_logged_in` otherwise); errors are `ApiError`.
 * - `GET  yka/v2/notifications?page=&per_page=&unread=1` → `ApiNotification[]`, newest first,
 *   with `X-WP-Total` and `X-WP-TotalPages`
 * - `GET  yka/v2/notifications/count` → `{unread: number}`
 * - `POST yka/v2/notifications/{id}/read` → `ApiNotification` (404 `rest_notification_invalid_id`)
 * - `POST yka/v2/notifications/read-all` → `{updated: number}`
 * - `GET|POST yka/v2/notifications/settings` → `NotificationSettings` (POST takes any subset)
 * Anyone with the link of a digest mail (no sign-in):
 * - `GET|POST yka/v2/notifications/unsubscribe?token=` → `{email_digest: false}` (400
 *   `rest_invalid_token` for a token that is not valid)
 * Administrators: `POST yka/v2/notifications/digest` → `DigestRun` (sends the digest now).
 */

export const NOTIFICATION_KINDS = [
  'comment',
  'reply',
  'follow',
  'post_approved',
  'post_sent_back',
  'comment_approved',
  'poll_milestone',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** Vote counts of a poll that tell its author (decisions §10 "a milestone of votes"). */
export const POLL_MILESTONES = [10, 50, 100, 500, 1000, 5000, 10000] as const;

export interface NotificationActor {
  id: number;
  name: string;
  slug: string;
  link: string;
  avatar_url: string;
}

export interface ApiNotification {
  id: number;
  kind: NotificationKind;
  /** WordPress style: site-local time without an offset, and UTC (decisions §2) */
  date: string;
  date_gmt: string;
  read: boolean;
  /** who did it; null for the newsroom's outcomes */
  actor: NotificationActor | null;
  /** the post it is about (title as plain text) */
  post: { id: number; title: string; link: string } | null;
  comment_id: number | null;
  /** where the notification leads: the comment, the post, the follower, the editor */
  link: string;
  /** the editor's note of a post sent back */
  note?: string;
  /** the vote count a poll reached */
  milestone?: number;
}

export interface NotificationSettings {
  /** each kind on (true) or off; all on at sign-up */
  kinds: Record<NotificationKind, boolean>;
  /** the daily e-mail digest */
  email_digest: boolean;
}

export interface UnreadCount {
  unread: number;
}

export interface DigestRun {
  sent: number;
}
