import { sql } from 'drizzle-orm';
import type { PostType } from '#common/api-types.ts';
import {
  NOTIFICATION_KINDS,
  type NotificationKind,
  type NotificationSettings,
} from '#common/notifications.ts';
import type { Db } from '#server/db/client.ts';
import { domainNotFound } from '../errors.ts';
import { rowsOf } from '../writing/slug.ts';

/** A notification with what its presenter needs of its actor and post. */
export interface NotificationRow {
  id: number;
  kind: NotificationKind;
  created_at: Date;
  read_at: Date | null;
  data: { note?: string; milestone?: number } | null;
  comment_id: number | null;
  actor_id: number | null;
  actor_name: string | null;
  actor_slug: string | null;
  actor_avatar_url: string | null;
  post_id: number | null;
  post_type: PostType | null;
  post_slug: string | null;
  post_title: string | null;
  post_date: Date | null;
}

const SELECT = sql`
  SELECT n.id, n.kind, n.created_at, n.read_at, n.data, n.comment_id,
         a.id AS actor_id, a.name AS actor_name, a.slug AS actor_slug, a.avatar_url AS actor_avatar_url,
         p.id AS post_id, p.type AS post_type, p.slug AS post_slug, p.title AS post_title, p.date AS post_date
    FROM notifications n
    LEFT JOIN users a ON a.id = n.actor_id
    LEFT JOIN posts p ON p.id = n.post_id`;

/** What the member sees: their own, less those of someone they have blocked since. */
const visibleTo = (userId: number) => sql`n.user_id = ${userId}
  AND NOT EXISTS (SELECT 1 FROM blocks b WHERE b.blocker_id = ${userId} AND b.blocked_id = n.actor_id)`;

const dates = (row: NotificationRow): NotificationRow => ({
  ...row,
  created_at: new Date(row.created_at),
  read_at: row.read_at ? new Date(row.read_at) : null,
  post_date: row.post_date ? new Date(row.post_date) : null,
});

export async function listNotifications(
  tx: Db,
  userId: number,
  options: { limit: number; offset: number; unreadOnly: boolean },
): Promise<{ total: number; rows: NotificationRow[] }> {
  const where = options.unreadOnly ? sql`${visibleTo(userId)} AND n.read_at IS NULL` : visibleTo(userId);
  const [count] = rowsOf<{ total: number }>(
    await tx.execute(sql`SELECT count(*)::int AS total FROM notifications n WHERE ${where}`),
  );
  const rows = rowsOf<NotificationRow>(
    await tx.execute(
      sql`${SELECT} WHERE ${where} ORDER BY n.id DESC LIMIT ${options.limit} OFFSET ${options.offset}`,
    ),
  );
  return { total: count?.total ?? 0, rows: rows.map(dates) };
}

export async function unreadCount(tx: Db, userId: number): Promise<number> {
  const [row] = rowsOf<{ unread: number }>(
    await tx.execute(
      sql`SELECT count(*)::int AS unread FROM notifications n WHERE ${visibleTo(userId)} AND n.read_at IS NULL`,
    ),
  );
  return row?.unread ?? 0;
}

/** Marks one of the member's notifications read (again is fine) and answers it. */
export async function markRead(tx: Db, userId: number, id: number): Promise<NotificationRow> {
  await tx.execute(
    sql`UPDATE notifications SET read_at = now() WHERE id = ${id} AND user_id = ${userId} AND read_at IS NULL`,
  );
  const [row] = rowsOf<NotificationRow>(
    await tx.execute(sql`${SELECT} WHERE n.id = ${id} AND ${visibleTo(userId)}`),
  );
  if (!row) throw domainNotFound('rest_notification_invalid_id', 'Invalid notification ID.');
  return dates(row);
}

export async function markAllRead(tx: Db, userId: number): Promise<number> {
  const [row] = rowsOf<{ updated: number }>(
    await tx.execute(sql`WITH marked AS (
        UPDATE notifications SET read_at = now() WHERE user_id = ${userId} AND read_at IS NULL RETURNING 1
      ) SELECT count(*)::int AS updated FROM marked`),
  );
  return row?.updated ?? 0;
}

export async function notificationSettings(tx: Db, userId: number): Promise<NotificationSettings> {
  const [row] = rowsOf<{ kinds_off: string[]; email_digest: boolean }>(
    await tx.execute(
      sql`SELECT kinds_off, email_digest FROM notification_settings WHERE user_id = ${userId}`,
    ),
  );
  const off = new Set(row?.kinds_off ?? []);
  const kinds = Object.fromEntries(NOTIFICATION_KINDS.map((k) => [k, !off.has(k)])) as Record<
    NotificationKind,
    boolean
  >;
  return { kinds, email_digest: row?.email_digest ?? true };
}

/** Changes any subset of the settings; kinds not named keep their state. */
export async function updateNotificationSettings(
  tx: Db,
  userId: number,
  change: { kinds?: Partial<Record<NotificationKind, boolean>>; email_digest?: boolean },
): Promise<NotificationSettings> {
  const current = await notificationSettings(tx, userId);
  const kinds = { ...current.kinds, ...change.kinds };
  const kindsOff = NOTIFICATION_KINDS.filter((k) => !kinds[k]);
  const emailDigest = change.email_digest ?? current.email_digest;
  await tx.execute(sql`
    INSERT INTO notification_settings (user_id, kinds_off, email_digest)
    VALUES (${userId}, ${`{${kindsOff.join(',')}}`}::text[], ${emailDigest})
    ON CONFLICT (user_id) DO UPDATE SET kinds_off = EXCLUDED.kinds_off, email_digest = EXCLUDED.email_digest`);
  return notificationSettings(tx, userId);
}
