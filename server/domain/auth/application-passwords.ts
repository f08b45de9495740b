import { createHash, randomInt, randomUUID } from 'node:crypto';
import type { ApiApplicationPassword } from '#common/api-types.ts';
import { wpDate } from '#common/dates.ts';
import type { Database } from '#server/db/client.ts';
import { SESSION_USER_SQL, type SessionUser, type SessionUserRow, sessionUserOf } from './sessions.ts';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const PASSWORD_LENGTH = 24;

/**
 * Application passwords have ~142 bits of randomness, so a fast hash is enough at rest (no
 * dictionary to guess from) and lets a basic-auth request find its row with one indexed lookup.
 */
const hashPassword = (password: string) => createHash('sha256').update(password).digest('hex');

/** WordPress shows a new password in groups of four: "abcd efgh ijkl mnop qrst uvwx". */
function newPassword() {
  let password = '';
  for (let i = 0; i < PASSWORD_LENGTH; i++) password += ALPHABET[randomInt(ALPHABET.length)];
  return password.replace(/(.{4})(?!$)/g, '$1 ');
}

interface Row {
  uuid: string;
  name: string;
  created_at: Date | string;
  last_used_at: Date | string | null;
  last_ip: string | null;
}

export function presentApplicationPassword(row: Row, password?: string): ApiApplicationPassword {
  return {
    uuid: row.uuid,
    name: row.name,
    created: wpDate(new Date(row.created_at)),
    last_used: row.last_used_at ? wpDate(new Date(row.last_used_at)) : null,
    last_ip: row.last_ip,
    ...(password ? { password } : {}),
  };
}

export async function listApplicationPasswords(database: Database, userId: number) {
  const rows = await database.query<Row>(
    `SELECT uuid, name, created_at, last_used_at, last_ip FROM application_passwords
      WHERE user_id = $1 ORDER BY created_at, uuid`,
    [userId],
  );
  return rows.map((row) => presentApplicationPassword(row));
}

/** A new password; its plain text is in this answer only. */
export async function createApplicationPassword(database: Database, userId: number, name: string) {
  const password = newPassword();
  const [row] = await database.query<Row>(
    `INSERT INTO application_passwords (uuid, user_id, name, password_hash) VALUES ($1, $2, $3, $4)
     RETURNING uuid, name, created_at, last_used_at, last_ip`,
    [randomUUID(), userId, name, hashPassword(password.replaceAll(' ', ''))],
  );
  return presentApplicationPassword(row!, password);
}

export async function revokeApplicationPassword(database: Database, userId: number, uuid: string) {
  const [row] = await database.query<Row>(
    `DELETE FROM application_passwords WHERE user_id = $1 AND uuid = $2
     RETURNING uuid, name, created_at, last_used_at, last_ip`,
    [userId, uuid],
  );
  return row ? presentApplicationPassword(row) : null;
}

/**
 * The basic-auth resolver of `installViewer`: the login is the account's e-mail or slug, the
 * password an application password of that account (spaces ignored, as WordPress does).
 * A successful use records when and from where, for the list in Edit Profile.
 */
export async function resolveBasicAuth(
  database: Database,
  login: string,
  password: string,
  ip: string,
): Promise<SessionUser | null> {
  const plain = password.replace(/\s+/g, '');
  if (plain.length !== PASSWORD_LENGTH || login.length > 254) return null;
  const [row] = await database.query<SessionUserRow & { uuid: string }>(
    `SELECT p.uuid, ${SESSION_USER_SQL}
       FROM users u JOIN application_passwords p ON p.user_id = u.id
      WHERE (u.email = lower($1) OR u.slug = $1) AND p.password_hash = $2
        AND u.suspended_at IS NULL
      LIMIT 1`,
    [login.trim(), hashPassword(plain)],
  );
  if (!row) return null;
  await database.query(
    `UPDATE application_passwords SET last_used_at = now(), last_ip = $2 WHERE uuid = $1`,
    [row.uuid, ip],
  );
  return sessionUserOf(row);
}
