import { domainToASCII, domainToUnicode } from 'node:url';
import type { Lang, Role } from '#common/api-types.ts';
import type { Database } from '#server/db/client.ts';

/** Dot-atoms of the local part: RFC 5322's ASCII set plus any non-ASCII letter (RFC 6531). */
const LOCAL_PART = /^[\p{L}\p{M}\p{N}!#$%&'*+/=?^_`{|}~-]+(\.[\p{L}\p{M}\p{N}!#$%&'*+/=?^_`{|}~-]+)*$/u;
const ASCII_LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;
const ASCII_TLD = /^([a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;

/**
 * The stored form of an address, or null when it is not one. Internationalised addresses
 * (issue 15) are accepted: `उपयोगकर्ता@उदाहरण.भारत`, `user@bücher.de`. The whole address is
 * NFC-normalised and lower-cased, and the domain is kept in its Unicode form, so
 * `user@xn--bcher-kva.de` and `user@BÜCHER.de` are one account. nodemailer sends such an
 * address as it is: the domain in punycode for an ASCII local part, and with SMTPUTF8
 * (RFC 6531) when the local part is not ASCII.
 */
export function normaliseEmail(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  const email = raw.trim().normalize('NFC').toLowerCase();
  const at = email.lastIndexOf('@');
  if (at < 1 || at === email.length - 1) return null;
  const local = email.slice(0, at);
  const domainInput = email.slice(at + 1);
  if (Buffer.byteLength(local) > 64 || !LOCAL_PART.test(local)) return null;
  // domainToASCII applies UTS #46 (the browsers' mapping) and answers '' for what is no domain
  const ascii = domainToASCII(domainInput);
  if (!ascii || ascii.length > 253) return null;
  const labels = ascii.split('.');
  if (labels.length < 2 || !labels.every((label) => ASCII_LABEL.test(label))) return null;
  if (!ASCII_TLD.test(labels.at(-1) ?? '')) return null;
  const domain = domainToUnicode(ascii).normalize('NFC');
  const normal = `${local}@${domain}`;
  return Buffer.byteLength(normal) <= 254 ? normal : null;
}

/**
 * "asha.k_99" → "Asha K 99": the name the first sign-in used to give a new account. No longer
 * given (decisions §10); the start-up backfill recognises it to take it away again.
 */
export function defaultName(email: string): string {
  const words = email
    .slice(0, email.indexOf('@'))
    .replace(/\+.*$/, '')
    .split(/[._\-\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1));
  return (words.join(' ') || 'Reader').slice(0, 60);
}

async function userByEmail(database: Database, email: string) {
  const [row] = await database.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [email]);
  return row?.id;
}

/**
 * The account of an address, made on first sign-in (decisions §3, §10): a subscriber without
 * a name (the first sign-in asks for one) and the slug `member-{id}`: nothing of the address
 * is shown anywhere.
 */
export async function findOrCreateUser(
  database: Database,
  email: string,
  /** the interface language the visitor was reading in; it becomes the account's language */
  language: Lang = 'en',
): Promise<{ id: number; created: boolean }> {
  const existing = await userByEmail(database, email);
  if (existing) return { id: existing, created: false };
  for (let attempt = 0; attempt < 5; attempt++) {
    // ON CONFLICT DO NOTHING covers both keys: a slug someone chose as their name tries the
    // next id, and a concurrent first sign-in of the same address finds the other request's row.
    const [row] = await database.query<{ id: number }>(
      `WITH next AS (SELECT nextval(pg_get_serial_sequence('users', 'id')) AS id)
       INSERT INTO users (id, email, slug, name, role, language)
       SELECT id, $1, 'member-' || id, '', 'subscriber', $2 FROM next
       ON CONFLICT DO NOTHING RETURNING id`,
      [email, language],
    );
    if (row) return { id: row.id, created: true };
    const raced = await userByEmail(database, email);
    if (raced) return { id: raced, created: false };
  }
  throw new Error('no free member slug');
}

/** Whether an administrator has suspended the account (decisions §10: no sign-in). */
export async function isSuspended(database: Database, userId: number): Promise<boolean> {
  const [row] = await database.query<{ suspended: boolean }>(
    'SELECT suspended_at IS NOT NULL AS suspended FROM users WHERE id = $1',
    [userId],
  );
  return Boolean(row?.suspended);
}

/** `npm run make-admin`: the account of the address (made if missing) becomes administrator. */
export async function makeAdmin(
  database: Database,
  rawEmail: string,
): Promise<{ id: number; slug: string; created: boolean; wasRole: Role }> {
  const email = normaliseEmail(rawEmail);
  if (!email) throw new Error(`not an e-mail address: ${JSON.stringify(rawEmail)}`);
  const { id, created } = await findOrCreateUser(database, email);
  const [before] = await database.query<{ role: Role; slug: string }>(
    'SELECT role, slug FROM users WHERE id = $1',
    [id],
  );
  await database.query(`UPDATE users SET role = 'administrator', updated_at = now() WHERE id = $1`, [id]);
  return { id, slug: before?.slug ?? '', created, wasRole: before?.role ?? 'subscriber' };
}
