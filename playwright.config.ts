import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium.ts';

const PORT = Number(process.env.E2E_PORT ?? 3100);
/** The test mailbox (tests/helpers/mailbox.ts) that the sign-in stories start on this port. */
const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 2626);
const dataDir = process.env.E2E_DATA_DIR ?? `/tmp/awaaz-e2e-${process.pid}`;

/**
 * With DATABASE_URL (CI sets it for the API suite), the stories where members, editors and
 * administrators act on one another's work also run against PostgreSQL with two workers, as
 * `npm start` serves there: a request and the next may reach different processes, each with
 * its own caches. Found that way, not by the embedded database's single process: a moderation
 * word that the other worker did not know yet, and settings saves that undid each other
 * (decisions 011, *Settings in the background*).
 */
const adminUrl = process.env.DATABASE_URL || '';
const PG_PORT = PORT + 1;
const PG_DATABASE = 'awaaz_e2e';
const pgUrl = () => {
  const url = new URL(adminUrl);
  url.pathname = `/${PG_DATABASE}`;
  return url.toString();
};
const PHONE = {
  ...devices['Pixel 7'],
  viewport: { width: 390, height: 844 },
  defaultBrowserType: 'chromium' as const,
};

/**
 * Browser tests drive Debian's Chromium (never a downloaded browser) against the production
 * build, served on a fresh embedded database with the demo content (and on PostgreSQL, above).
 */
export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  timeout: 60_000,
  retries: process.env.CI ? 1 : 0,
  workers: 1,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    { name: 'phone', use: PHONE },
    // a test about the phone alone is tagged PHONE_ONLY (tests/e2e/helpers.ts): it runs
    // in the phone project and is left out here, rather than skipped
    { name: 'desktop', use: { viewport: { width: 1366, height: 900 } }, grepInvert: /@phone-only/ },
    ...(adminUrl
      ? [
          {
            name: 'phone-pg',
            use: { ...PHONE, baseURL: `http://127.0.0.1:${PG_PORT}` },
            testMatch: /\/(writing|newsroom|social|conversation|reading)\.spec\.ts$/,
          },
        ]
      : []),
  ],
  webServer: [
    {
      command: 'node scripts/e2e-server.ts',
      url: `http://127.0.0.1:${PORT}/readyz`,
      // Always the fresh embedded database: Playwright passes its own environment on, and CI
      // exports DATABASE_URL (the admin database) for the API suite, which must not be seeded.
      env: serverEnv(PORT, dataDir, ''),
      timeout: 120_000,
      reuseExistingServer: false,
      // the server closes its database, then the script removes its data directory
      gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 15_000 },
    },
    ...(adminUrl
      ? [
          {
            command: 'node scripts/e2e-server.ts',
            url: `http://127.0.0.1:${PG_PORT}/readyz`,
            env: serverEnv(PG_PORT, `${dataDir}-pg`, pgUrl()),
            timeout: 120_000,
            reuseExistingServer: false,
            // the server closes its connections, then the script drops its database and
            // removes its data directory
            gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 15_000 },
          },
        ]
      : []),
  ],
});

function serverEnv(port: number, dir: string, databaseUrl: string): Record<string, string> {
  return {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dir,
    DATABASE_URL: databaseUrl,
    WEB_CONCURRENCY: '2',
    NODE_ENV: 'production',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    MICRO_CACHE_MS: '0',
    COUNT_CACHE_MS: '0',
    LOG_LEVEL: 'warn',
    // Sign-in codes go by real SMTP to the mailbox a spec starts (issue 4: no test-only path);
    // nodemailer connects per message, so the mailbox need only run while a test sends.
    SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
    // Every story signs in from one address: the production limits would stop the suite.
    OTP_SENDS_PER_IP_PER_HOUR: '1000',
    OTP_SENDS_PER_EMAIL_PER_HOUR: '50',
    OTP_VERIFIES_PER_IP_PER_HOUR: '1000',
    // the contact stories and the newsroom's inbox story all write from one address
    CONTACT_PER_IP_PER_HOUR: '100',
  };
}
