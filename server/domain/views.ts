import { createHash, randomBytes } from 'node:crypto';
import { siteDay } from '#common/dates.ts';
import type { Database } from '#server/db/client.ts';

/**
 * A visitor without a cookie (decisions §5): a salted hash of the client address and the
 * site day, so nothing that identifies a reader is stored and one day's key cannot be
 * linked to the next. The User-Agent is left out on purpose (issue 15): it is whatever the
 * client sends, so with it in the key a script could mint a new "visitor" per request and
 * inflate the count at will. Readers behind one shared address (a college network) then
 * count once per post per day, an undercount we prefer to an inflatable one.
 */
export function visitorKey(salt: string, ip: string, day: string = siteDay(new Date())): string {
  return createHash('sha256').update(`${salt}|${ip}|${day}`).digest('base64url').slice(0, 32);
}

/**
 * Records a view: one per visitor per post per day (site time zone). The insert and the
 * counter change in one transaction; the primary key makes a repeat count nothing.
 */
export async function recordView(database: Database, postId: number, visitor: string): Promise<boolean> {
  const [row] = await database.query<{ counted: boolean }>(
    `WITH inserted AS (
       INSERT INTO post_views (post_id, visitor, day)
       SELECT id, $2, $3::date FROM posts WHERE id = $1 AND status = 'publish'
       ON CONFLICT DO NOTHING
       RETURNING post_id
     ), bumped AS (
       UPDATE posts SET view_count = view_count + 1 WHERE id IN (SELECT post_id FROM inserted) RETURNING id
     )
     SELECT EXISTS (SELECT 1 FROM bumped) AS counted`,
    [postId, visitor, siteDay(new Date())],
  );
  return Boolean(row?.counted);
}

const salts = new WeakMap<Database, Promise<string>>();

/** The installation's visitor salt, made once and shared by every process through `settings`. */
export function visitorSalt(database: Database): Promise<string> {
  let salt = salts.get(database);
  if (salt) return salt;
  salt = (async () => {
    const fresh = randomBytes(24).toString('base64url');
    await database.query(
      `INSERT INTO settings (key, value) VALUES ('visitor_salt', to_jsonb($1::text)) ON CONFLICT (key) DO NOTHING`,
      [fresh],
    );
    const [row] = await database.query<{ value: string }>(
      `SELECT value FROM settings WHERE key = 'visitor_salt'`,
    );
    return row?.value ?? fresh;
  })();
  salts.set(database, salt);
  return salt;
}
