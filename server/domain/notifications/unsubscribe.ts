import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { DomainError } from '../errors.ts';
import { rowsOf } from '../writing/slug.ts';

/** A member's key for their unsubscribe links, made once. */
export const newDigestKey = () => randomBytes(32).toString('base64url');

const signature = (key: string, userId: number) =>
  createHmac('sha256', key).update(`digest-unsubscribe:${userId}`).digest('base64url');

/** `<member id>.<HMAC of it under the member's key>`: works without signing in, forged by nobody. */
export const unsubscribeToken = (key: string, userId: number) => `${userId}.${signature(key, userId)}`;

const invalidToken = () =>
  new DomainError('invalid', 'rest_invalid_token', 'This unsubscribe link is not valid.');

/**
 * Turns the digest off for the member a token names (one click from the mail, or the mail
 * client's `List-Unsubscribe-Post`); doing it again changes nothing.
 */
export async function unsubscribeDigest(tx: Db, token: string): Promise<void> {
  const match = /^(\d{1,10})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) throw invalidToken();
  const userId = Number(match[1]);
  if (userId > 2_147_483_647) throw invalidToken();
  const [row] = rowsOf<{ digest_key: string }>(
    await tx.execute(sql`SELECT digest_key FROM notification_settings WHERE user_id = ${userId}`),
  );
  if (!row?.digest_key) throw invalidToken();
  const expected = Buffer.from(signature(row.digest_key, userId));
  const given = Buffer.from(match[2]!);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw invalidToken();
  await tx.execute(sql`UPDATE notification_settings SET email_digest = false WHERE user_id = ${userId}`);
}
