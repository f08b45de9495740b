import { mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { cardKey, ShareCardCache } from './card-cache.ts';
import type { ShareCard } from './render-card.ts';

const card = (text: string): ShareCard => ({
  kind: 'post',
  lang: 'en',
  text,
  author: 'Asha',
  authorColour: '#1d6fa3',
  site: 'Awaaz',
});

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'og-cache-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A renderer that counts its calls and can be held until released. */
function fakeRenderer() {
  const calls: string[] = [];
  let running = 0;
  let most = 0;
  const render = async (c: ShareCard) => {
    calls.push(c.text);
    running += 1;
    most = Math.max(most, running);
    await new Promise((resolve) => setTimeout(resolve, 20));
    running -= 1;
    return Buffer.from(`png of ${c.text}`);
  };
  return { render, calls, most: () => most };
}

describe('ShareCardCache', () => {
  it('renders a card once for concurrent requests and reads it from disk afterwards', async () => {
    const dir = tempDir();
    const fake = fakeRenderer();
    const cache = new ShareCardCache(dir, { render: fake.render });
    const answers = await Promise.all([1, 2, 3, 4].map(() => cache.get(card('one'))));
    expect(fake.calls).toEqual(['one']);
    expect(new Set(answers.map((a) => a.png.toString()))).toEqual(new Set(['png of one']));
    expect(readdirSync(dir)).toEqual([`${cardKey(card('one'))}.png`]);

    const again = new ShareCardCache(dir, { render: fake.render }); // a restarted server
    expect((await again.get(card('one'))).png.toString()).toBe('png of one');
    expect(fake.calls).toEqual(['one']);
  });

  it('keys a card by everything it shows', () => {
    expect(cardKey(card('a'))).not.toBe(cardKey(card('b')));
    expect(cardKey({ ...card('a'), author: 'Ravi' })).not.toBe(cardKey(card('a')));
    expect(cardKey(card('a'))).toBe(cardKey(card('a')));
  });

  it('renders at most `concurrency` cards at once', async () => {
    const fake = fakeRenderer();
    const cache = new ShareCardCache(tempDir(), { render: fake.render, concurrency: 2 });
    await Promise.all(['a', 'b', 'c', 'd', 'e'].map((text) => cache.get(card(text))));
    expect(fake.calls.sort()).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(fake.most()).toBe(2);
  });

  it('keeps at most maxFiles cards, dropping the oldest', async () => {
    const dir = tempDir();
    const fake = fakeRenderer();
    const cache = new ShareCardCache(dir, { render: fake.render, maxFiles: 3 });
    for (const [index, text] of ['a', 'b', 'c', 'd'].entries()) {
      await cache.get(card(text));
      const file = path.join(dir, `${cardKey(card(text))}.png`);
      utimesSync(file, 1000 + index, 1000 + index);
    }
    await cache.prune();
    expect(readdirSync(dir).sort()).toEqual(['b', 'c', 'd'].map((t) => `${cardKey(card(t))}.png`).sort());
  });

  it('still answers when the directory cannot be written', async () => {
    const errors: unknown[] = [];
    const fake = fakeRenderer();
    const file = path.join(tempDir(), 'a-file');
    writeFileSync(file, '');
    const cache = new ShareCardCache(path.join(file, 'og-cache'), {
      render: fake.render,
      onError: (error) => errors.push(error),
    });
    expect((await cache.get(card('x'))).png.toString()).toBe('png of x');
    expect(errors.length).toBeGreaterThan(0);
  });
});
