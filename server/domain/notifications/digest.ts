import { sql } from 'drizzle-orm';
import type { Lang } from '#common/api-types.ts';
import { siteDay, wpDate } from '#common/dates.ts';
import type { Database, Db } from '#server/db/client.ts';
import { every } from '#server/ops/every.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { SettingsStore } from '../settings.ts';
import { rowsOf } from '../writing/slug.ts';
import { digestMail } from './digest-mail.ts';
import type { NotificationRow } from './inbox.ts';
import { newDigestKey, unsubscribeToken } from './unsubscribe.ts';

/** Notifications one digest lists; the rest are counted. */
export const DIGEST_ITEMS = 20;

export interface DigestDeps {
  database: Database;
  mailer: Mailer;
  publicUrl: string;
  settings: SettingsStore;
}

/** Unread, of a kind still on, newer than the last digest: what a digest would list. */
const waiting = sql`n.user_id = u.id AND n.read_at IS NULL
  AND (s.last_digest_at IS NULL OR n.created_at > s.last_digest_at)
  AND NOT (n.kind = ANY (COALESCE(s.kinds_off, '{}'::text[])))
  AND NOT EXISTS (SELECT 1 FROM blocks b WHERE b.blocker_id = u.id AND b.blocked_id = n.actor_id)`;

/**
 * Sends the daily digest (decisions §10) to every member who keeps it on, has something
 * unread waiting since their last digest and has had none this site day. Each member's mail
 * is sent inside a transaction that holds their settings row and records the day, so two
 * runs at once (or one run twice) mail a member once; a failed send rolls back and is tried
 * again at the next run. Answers how many were sent.
 */
export async function sendDigests(deps: DigestDeps, now = new Date()): Promise<number> {
  const day = siteDay(now);
  const candidates = rowsOf<{ id: number }>(
    await deps.database.db.execute(sql`
      SELECT u.id FROM users u LEFT JOIN notification_settings s ON s.user_id = u.id
       WHERE u.suspended_at IS NULL AND COALESCE(s.email_digest, true)
         AND (s.last_digest_day IS NULL OR s.last_digest_day <> ${day}::date)
         AND EXISTS (SELECT 1 FROM notifications n WHERE ${waiting})
       ORDER BY u.id`),
  );
  let sent = 0;
  if (candidates.length === 0) return sent;
  const siteName = (await deps.settings.site()).name;
  for (const { id } of candidates) {
    if (await sendOne(deps, siteName, id, day, now)) sent += 1;
  }
  return sent;
}

async function sendOne(
  deps: DigestDeps,
  siteName: string,
  userId: number,
  day: string,
  now: Date,
): Promise<boolean> {
  return deps.database.db.transaction(async (tx) => {
    await tx.execute(
      sql`INSERT INTO notification_settings (user_id, digest_key) VALUES (${userId}, ${newDigestKey()}) ON CONFLICT DO NOTHING`,
    );
    await tx.execute(
      sql`UPDATE notification_settings SET digest_key = ${newDigestKey()} WHERE user_id = ${userId} AND digest_key = ''`,
    );
    const [member] = rowsOf<{ email: string; name: string; language: Lang; digest_key: string }>(
      await tx.execute(sql`
        SELECT u.email, u.name, u.language, s.digest_key
          FROM notification_settings s JOIN users u ON u.id = s.user_id
         WHERE s.user_id = ${userId} AND s.email_digest AND u.suspended_at IS NULL
           AND (s.last_digest_day IS NULL OR s.last_digest_day <> ${day}::date)
         FOR UPDATE OF s`),
    );
    if (!member) return false; // sent by another run meanwhile, or turned off
    const items = await waitingFor(tx, userId);
    if (items.length === 0) return false;
    await tx.execute(sql`UPDATE notification_settings
        SET last_digest_day = ${day}::date, last_digest_at = ${now.toISOString()}::timestamptz
      WHERE user_id = ${userId}`);
    // through the language switch: the page opens in the member's language on any browser
    const inLanguage = (path: string) =>
      `${deps.publicUrl}/lang/${member.language}?next=${encodeURIComponent(path)}`;
    const token = unsubscribeToken(member.digest_key, userId);
    await deps.mailer.send(
      digestMail({
        to: member.email,
        name: member.name,
        lang: member.language,
        siteName,
        publicUrl: deps.publicUrl,
        items: items.slice(0, DIGEST_ITEMS),
        more: Math.max(0, items.length - DIGEST_ITEMS),
        listUrl: inLanguage('/notifications'),
        unsubscribeUrl: inLanguage(`/notifications?unsubscribe=${token}`),
        oneClickUrl: `${deps.publicUrl}/wp-json/yka/v2/notifications/unsubscribe?token=${encodeURIComponent(token)}`,
      }),
    );
    return true;
  });
}

async function waitingFor(tx: Db, userId: number): Promise<NotificationRow[]> {
  return rowsOf<NotificationRow>(
    await tx.execute(sql`
      SELECT n.id, n.kind, n.created_at, n.read_at, n.data, n.comment_id,
             a.id AS actor_id, a.name AS actor_name, a.slug AS actor_slug, a.avatar_url AS actor_avatar_url,
             p.id AS post_id, p.type AS post_type, p.slug AS post_slug, p.title AS post_title, p.date AS post_date
        FROM users u
        JOIN notification_settings s ON s.user_id = u.id
        JOIN notifications n ON ${waiting}
        LEFT JOIN users a ON a.id = n.actor_id
        LEFT JOIN posts p ON p.id = n.post_id
       WHERE u.id = ${userId}
       ORDER BY n.id DESC`),
  ).map((row) => ({ ...row, post_date: row.post_date ? new Date(row.post_date) : null }));
}

/** The digest's hour in the site's time zone (`NOTIFICATION_DIGEST_HOUR`), or null when off. */
export type DigestHour = number | null;

export const DIGEST_CHECK_MS = 10 * 60 * 1000;

/**
 * Runs the digest every {@link DIGEST_CHECK_MS} from the configured hour of the site day on:
 * members already mailed today are skipped, so a restart or a second process mails nobody
 * twice, and a server that was down at that hour catches up when it starts.
 */
export function scheduleDigest(
  hour: DigestHour,
  run: () => Promise<number>,
  onError: (error: unknown) => void,
): () => void {
  if (hour === null) return () => {};
  const tick = () => {
    if (Number(wpDate(new Date()).slice(11, 13)) >= hour) run().catch(onError);
  };
  return every(DIGEST_CHECK_MS, tick);
}
