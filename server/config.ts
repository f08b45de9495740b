import { isIP } from 'node:net';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { CONTACT_PER_IP_PER_HOUR } from '#common/limits.ts';

/** Process configuration, read once from the environment (documented in the README). */
export interface Config {
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  /** the From header of every mail, e.g. `Awaaz <no-reply@example.org>` */
  mailFrom: string;
  /** sign-in codes mailed to one address per hour (decisions §3) */
  otpSendsPerEmailPerHour: number;
  /** sign-in codes requested from one client address per hour */
  otpSendsPerIpPerHour: number;
  /** code checks (right or wrong) from one client address per hour, across addresses */
  otpVerifiesPerIpPerHour: number;
  /** contact-form messages one client address may send per hour */
  contactPerIpPerHour: number;
  production: boolean;
  logLevel: string;
  /** where the built client and server bundles live */
  buildDir: string;
  /** seconds a visitor page or API answer may be reused by caches */
  publicMaxAge: number;
  /** how long identical visitor answers are reused in-process; 0 turns it off */
  microCacheMs: number;
  /** how long a visitor list's X-WP-Total may be reused; 0 counts every time */
  countCacheMs: number;
  /**
   * Which proxies may name the client in `X-Forwarded-For`: a hop count (1 = exactly one proxy
   * in front; the client is the address it saw) or the proxies' addresses and CIDR ranges;
   * false trusts none. Never "every address", so a forged header cannot choose the client's IP.
   */
  trustProxy: false | number | string[];
  /** the bearer token of `/metrics`; unset, the endpoint does not exist (404) */
  metricsToken: string | undefined;
  /** the site-time hour from which the daily notification digest is sent; null: never */
  digestHour: number | null;
  /** answer every request with `X-SQL-Statements`, its number of database round trips (benchmarks) */
  sqlStatementsHeader: boolean;
  /** keep mail in the dev outbox when SMTP_URL is unset, production or not (`npm start`'s demo) */
  devOutbox: boolean;
  /** server processes on PostgreSQL (one per core by default); PGlite is one process's database */
  webConcurrency: number;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT is not a port: ${env.PORT}`);
  const host = env.HOST ?? '0.0.0.0';
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, '');
  new URL(publicUrl); // fail fast on a malformed PUBLIC_URL
  return {
    port,
    host,
    publicUrl,
    dataDir: path.resolve(env.DATA_DIR ?? './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || `Awaaz <no-reply@${new URL(publicUrl).hostname}>`,
    otpSendsPerEmailPerHour: positiveInt(env, 'OTP_SENDS_PER_EMAIL_PER_HOUR', 5),
    otpSendsPerIpPerHour: positiveInt(env, 'OTP_SENDS_PER_IP_PER_HOUR', 20),
    otpVerifiesPerIpPerHour: positiveInt(env, 'OTP_VERIFIES_PER_IP_PER_HOUR', 100),
    contactPerIpPerHour: positiveInt(env, 'CONTACT_PER_IP_PER_HOUR', CONTACT_PER_IP_PER_HOUR),
    production: env.NODE_ENV === 'production',
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'silent' : 'info'),
    buildDir: path.resolve(env.BUILD_DIR ?? './build'),
    publicMaxAge: Number(env.PUBLIC_MAX_AGE ?? 60),
    microCacheMs: Number(env.MICRO_CACHE_MS ?? (env.NODE_ENV === 'test' ? 0 : 1000)),
    countCacheMs: Number(env.COUNT_CACHE_MS ?? (env.NODE_ENV === 'test' ? 0 : 5000)),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    metricsToken: metricsToken(env.METRICS_TOKEN),
    digestHour: digestHour(env.NOTIFICATION_DIGEST_HOUR),
    sqlStatementsHeader: env.SQL_STATEMENTS_HEADER === '1',
    devOutbox: env.NODE_ENV !== 'production' || env.DEV_OUTBOX === '1',
    webConcurrency: webConcurrency(env.WEB_CONCURRENCY),
  };
}

/** `WEB_CONCURRENCY`: how many server processes; by default one per core the process may use. */
function webConcurrency(raw: string | undefined): number {
  if (raw === undefined || raw === '') return availableParallelism();
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > 256)
    throw new Error(`WEB_CONCURRENCY must be a whole number from 1 to 256: ${raw}`);
  return value;
}

/** A guessable token would publish the metrics; a short one fails the start instead. */
function metricsToken(raw: string | undefined): string | undefined {
  if (raw === undefined || raw === '') return undefined;
  if (raw.length < 16 || /\s/.test(raw))
    throw new Error(
      'METRICS_TOKEN must be at least 16 characters without spaces (e.g. `openssl rand -hex 24`)',
    );
  return raw;
}

/** `NOTIFICATION_DIGEST_HOUR`: 0–23 in the site's time zone (default 8), or `off`. */
function digestHour(raw: string | undefined): number | null {
  if (raw === undefined || raw === '') return 8;
  if (raw === 'off') return null;
  const hour = Number(raw);
  if (!Number.isInteger(hour) || hour < 0 || hour > 23)
    throw new Error(`NOTIFICATION_DIGEST_HOUR must be an hour from 0 to 23, or off: ${raw}`);
  return hour;
}

/** A limit from the environment; a typo fails the start instead of silently lifting the limit. */
function positiveInt(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1)
    throw new Error(`${name} must be a whole number of at least 1: ${raw}`);
  return value;
}

/**
 * `TRUST_PROXY`: a hop count (`1`, `2`) or a comma-separated list of proxy addresses and CIDR
 * ranges (`10.0.0.0/8, 192.168.1.7`). `true` is refused: trusting every hop lets any client
 * write its own address into X-Forwarded-For and walk past every per-IP limit.
 */
export function parseTrustProxy(raw: string | undefined): false | number | string[] {
  const value = raw?.trim() ?? '';
  if (value === '' || value === '0' || value === 'false') return false;
  if (/^\d+$/.test(value)) return Number(value);
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of entries) {
    const [address = '', bits, extra] = entry.split('/');
    const family = isIP(address);
    const maxBits = family === 6 ? 128 : 32;
    const validBits = bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= maxBits);
    if (!family || !validBits || extra !== undefined)
      throw new Error(
        `TRUST_PROXY must be a hop count (e.g. 1) or proxy addresses/CIDRs (e.g. 10.0.0.0/8,127.0.0.1): ${raw}`,
      );
  }
  return entries;
}
