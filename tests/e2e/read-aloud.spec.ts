import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import type { ApiPost } from '#common/api-types.ts';
import { shot } from './sign-in.ts';

/**
 * Issue 17 item 5 (decisions 014): Listen reads a post aloud with the browser's speech
 * synthesis, in a voice of the post's language. The browser's synthesis is replaced by a
 * recorder (this machine has no voices): it notes every utterance and its language.
 */

interface Spoken {
  text: string;
  lang: string;
  voice: string | undefined;
}

/** A speech synthesis with these voices that records what it is asked to say. */
async function recordSpeech(page: Page, voices: { name: string; lang: string }[]) {
  await page.addInitScript((voices) => {
    const log = { spoken: [] as Spoken[], calls: [] as string[] };
    (window as unknown as { speechLog: typeof log }).speechLog = log;
    class Utterance extends EventTarget {
      text: string;
      lang = '';
      voice: { name: string } | null = null;
      onend: (() => void) | null = null;
      onerror: ((event: { error: string }) => void) | null = null;
      constructor(text: string) {
        super();
        this.text = text;
      }
    }
    const queue: Utterance[] = [];
    const synth = {
      getVoices: () =>
        voices.map((voice) => ({ ...voice, voiceURI: voice.name, localService: true, default: false })),
      speak(utterance: Utterance) {
        log.spoken.push({ text: utterance.text, lang: utterance.lang, voice: utterance.voice?.name });
        queue.push(utterance);
      },
      pause: () => log.calls.push('pause'),
      resume: () => log.calls.push('resume'),
      cancel() {
        log.calls.push('cancel');
        for (const utterance of queue.splice(0)) utterance.onerror?.({ error: 'canceled' });
      },
      addEventListener() {},
      removeEventListener() {},
    };
    Object.defineProperty(window, 'speechSynthesis', { value: synth, configurable: true });
    Object.defineProperty(window, 'SpeechSynthesisUtterance', { value: Utterance, configurable: true });
  }, voices);
}

const speechLog = (page: Page) =>
  page.evaluate(() => (window as unknown as { speechLog: { spoken: Spoken[]; calls: string[] } }).speechLog);

async function postIn(request: APIRequestContext, lang: 'en' | 'hi'): Promise<ApiPost> {
  const posts = (await (await request.get('/wp-json/wp/v2/posts?per_page=100')).json()) as ApiPost[];
  const post = posts.find((p) => p.lang === lang && (p.content.rendered.match(/<p[\s>]/g) ?? []).length >= 2);
  expect(post, `a ${lang} post`).toBeDefined();
  return post!;
}

/** The first paragraph's text, as the page shows it. */
const firstParagraph = (page: Page) => page.locator('.article-body p').first().innerText();

test('a reader listens to a Hindi post in a Hindi voice, pauses, resumes and stops', async ({
  page,
  request,
}, info) => {
  await recordSpeech(page, [
    { name: 'English (India)', lang: 'en-IN' },
    { name: 'हिन्दी', lang: 'hi-IN' },
  ]);
  const post = await postIn(request, 'hi');
  await page.goto(new URL(post.link).pathname);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  const tools = page.getByTestId('article-tools');
  await tools.getByRole('button', { name: 'Listen' }).click();
  await expect(tools.getByRole('button', { name: 'Pause' })).toBeVisible();
  await shot(page, info, 'listen-playing');

  const { spoken } = await speechLog(page);
  const title = (await page.getByRole('heading', { level: 1 }).innerText()).trim();
  // The title first, then the body, every piece in the Hindi voice.
  expect(spoken[0]).toEqual({ text: title, lang: 'hi-IN', voice: 'हिन्दी' });
  expect(spoken.every((utterance) => utterance.lang === 'hi-IN')).toBe(true);
  const body = spoken
    .slice(1)
    .map((utterance) => utterance.text)
    .join(' ');
  expect(body).toContain((await firstParagraph(page)).trim().slice(0, 40));

  await tools.getByRole('button', { name: 'Pause' }).click();
  await tools.getByRole('button', { name: 'Resume' }).click();
  await tools.getByRole('button', { name: 'Stop' }).click();
  await expect(tools.getByRole('button', { name: 'Listen' })).toBeVisible();
  expect((await speechLog(page)).calls).toEqual(['cancel', 'pause', 'resume', 'cancel']);
});

test('an English post is read in an Indian English voice', async ({ page, request }) => {
  await recordSpeech(page, [
    { name: 'English (US)', lang: 'en-US' },
    { name: 'English (India)', lang: 'en_IN' },
  ]);
  const post = await postIn(request, 'en');
  await page.goto(new URL(post.link).pathname);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await page.getByTestId('article-tools').getByRole('button', { name: 'Listen' }).click();
  await expect(page.getByTestId('article-tools').getByRole('button', { name: 'Stop' })).toBeVisible();
  const { spoken } = await speechLog(page);
  expect(spoken[0]?.voice).toBe('English (India)');
  expect(spoken[0]?.lang).toBe('en_IN');
});

test('without a voice for the post language there is no Listen button', async ({ page, request }) => {
  await recordSpeech(page, [{ name: 'Français', lang: 'fr-FR' }]);
  const post = await postIn(request, 'hi');
  await page.goto(new URL(post.link).pathname);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await expect(page.getByTestId('article-tools').getByRole('button', { name: /^Save/ })).toBeVisible();
  await expect(page.getByTestId('article-tools').locator('[data-listen]')).toBeHidden();
});

test.describe('with the data saver', () => {
  test.use({ extraHTTPHeaders: { 'Save-Data': 'on' } });

  test('Listen shows before the app and reads once it has loaded', async ({ page, request }) => {
    await recordSpeech(page, [{ name: 'हिन्दी', lang: 'hi-IN' }]);
    const post = await postIn(request, 'hi');
    await page.goto(new URL(post.link).pathname);
    const listen = page.getByTestId('article-tools').getByRole('button', { name: 'Listen' });
    await expect(listen).toBeVisible();
    await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true');
    await listen.click();
    await expect(page.getByTestId('article-tools').getByRole('button', { name: 'Pause' })).toBeVisible();
    expect((await speechLog(page)).spoken[0]?.lang).toBe('hi-IN');
  });
});
