import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page, type TestInfo } from '@playwright/test';
import type { SignedInSession } from '#common/api-types.ts';
import { type Mailbox, startMailbox } from '#tests/helpers/mailbox.ts';

/** The port playwright.config.ts gives the server as SMTP_URL. */
export const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 2626);

/** The test mailbox the server under test delivers sign-in codes to. */
export const openMailbox = (): Promise<Mailbox> => startMailbox(SMTP_PORT);

/** An address no other test or earlier run has used (the account is made on first sign-in). */
export function uniqueEmail(info: TestInfo, tag: string): string {
  return `${tag}-${info.project.name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`;
}

/**
 * Signs a page's browser context in fast, through the API as the modal does: send-otp, the
 * code from the delivered mail, verify-otp. The session cookie lands in the context, so the
 * next page load is signed in. (The modal itself is covered by accounts.spec.ts.)
 */
export async function signIn(page: Page, mailbox: Mailbox, email: string): Promise<SignedInSession> {
  const since = mailbox.messages.length;
  const sent = await page.request.post('/wp-json/yka/v2/send-otp/', { data: { email } });
  expect(sent.status(), await sent.text()).toBe(200);
  const otp = await mailbox.waitForCode(email, { since });
  const verified = await page.request.post('/wp-json/yka/v2/verify-otp/', { data: { email, otp } });
  expect(verified.status(), await verified.text()).toBe(200);
  return (await verified.json()) as SignedInSession;
}

/** The value of the session cookie in the page's context. */
export async function sessionCookie(page: Page): Promise<string | undefined> {
  return (await page.context().cookies()).find((c) => c.name === 'yka_session')?.value;
}

/** Screenshots for review: into SHOTS_DIR when set, else beside the test's other output. */
export async function shot(page: Page, info: TestInfo, name: string, fullPage = false) {
  const dir = process.env.SHOTS_DIR;
  const file = dir ? path.join(dir, `${info.project.name}-${name}.png`) : info.outputPath(`${name}.png`);
  if (dir) mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: file, fullPage });
}
