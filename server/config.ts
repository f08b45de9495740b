import path from 'node:path';

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
  /** the bearer token of `/metrics`; unset, the endpoint does not exist (404) */
  metricsToken: string | undefined;
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
    production: env.NODE_ENV === 'production',
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'silent' : 'info'),
    buildDir: path.resolve(env.BUILD_DIR ?? './build'),
    publicMaxAge: Number(env.PUBLIC_MAX_AGE ?? 60),
    microCacheMs: Number(env.MICRO_CACHE_MS ?? (env.NODE_ENV === 'test' ? 0 : 1000)),
    countCacheMs: Number(env.COUNT_CACHE_MS ?? (env.NODE_ENV === 'test' ? 0 : 5000)),
    metricsToken: metricsToken(env.METRICS_TOKEN),
  };
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

/** A limit from the environment; a typo fails the start instead of silently lifting the limit. */
function positiveInt(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1)
    throw new Error(`${name} must be a whole number of at least 1: ${raw}`);
  return value;
}
