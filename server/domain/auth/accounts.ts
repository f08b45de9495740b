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

/** A URL-safe base for the slug of a new account, from the address's local part. */
export function slugBase(email: string): string {
  const local = email.slice(0, email.indexOf('@'));
  const base = local
    .normalize('NFKD')
    .replace(/\p{M}/gu, '') // é → e
    .toLowerCase()
    .replace(/\+.*$/, '') // sub-addresses (asha+news@) say more than the person wants shown
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);
  return base.length >= 2 ? base : `user${base}`;
}

/** "asha.k_99" → "Asha K 99": a readable starting name the owner can change in Edit Profile. */
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
 * The account of an address, made on first sign-in (decisions §3): a subscriber with a unique
 * slug from the local part (never the whole address) and a starting name.
 */
export async function findOrCreateUser(
  database: Database,
  email: string,
  /** the interface language the visitor was reading in; it becomes the account's language */
  language: Lang = 'en',
): Promise<{ id: number; created: boolean }> {
  const existing = await userByEmail(database, email);
  if (existing) return { id: existing, created: false };
  const base = slugBase(email);
  for (let attempt = 0; attempt < 20; attempt++) {
    const slug =
      attempt === 0 ? base : `${base}-${attempt < 10 ? attempt + 1 : Math.random().toString(36).slice(2, 7)}`;
    // ON CONFLICT DO NOTHING covers both keys: a taken slug tries the next one, and a
    // concurrent first sign-in of the same address finds the other request's row.
    const [row] = await database.query<{ id: number }>(
      `INSERT INTO users (email, slug, name, role, language) VALUES ($1, $2, $3, 'subscriber', $4)
       ON CONFLICT DO NOTHING RETURNING id`,
      [email, slug, defaultName(email), language],
    );
    if (row) return { id: row.id, created: true };
    const raced = await userByEmail(database, email);
    if (raced) return { id: raced, created: false };
  }
  throw new Error(`no free slug for ${base}`);
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
