import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium.ts';

const PORT = Number(process.env.E2E_PORT ?? 3100);
/** The test mailbox (tests/helpers/mailbox.ts) that the sign-in stories start on this port. */
const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 2626);
const dataDir = process.env.E2E_DATA_DIR ?? `/tmp/awaaz-e2e-${process.pid}`;

/**
 * Browser tests drive Debian's Chromium (never a downloaded browser) against the production
 * build, served on a fresh embedded database with the demo content.
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
    {
      name: 'phone',
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, defaultBrowserType: 'chromium' },
    },
    // a test about the phone alone is tagged PHONE_ONLY (tests/e2e/helpers.ts): it runs
    // in the phone project and is left out here, rather than skipped
    { name: 'desktop', use: { viewport: { width: 1366, height: 900 } }, grepInvert: /@phone-only/ },
  ],
  webServer: {
    command: `rm -rf ${dataDir} && node server/main.ts`,
    url: `http://127.0.0.1:${PORT}/readyz`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      // Always the fresh embedded database: Playwright passes its own environment on, and CI
      // exports DATABASE_URL (the admin database) for the API suite, which must not be seeded.
      DATABASE_URL: '',
      NODE_ENV: 'production',
      PUBLIC_URL: `http://127.0.0.1:${PORT}`,
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
    },
  },
});
