import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { fitText, renderShareCard, type ShareCard } from './render-card.ts';

const card: ShareCard = {
  kind: 'post',
  lang: 'hi',
  text: 'शिक्षा का अधिकार और हमारी ज़िम्मेदारी',
  author: 'अनन्या शर्मा',
  authorColour: '#1d6fa3',
  site: 'Awaaz',
};

const HOSTILE = [
  '<span foreground="red">markup</span> & <b>bold</b> &amp; &#x41; <',
  '"></svg><script>alert(1)</script>',
  '😀😃🤣👩‍👩‍👧‍👦🏳️‍🌈 emoji only 🇮🇳',
  '😀😃🤣',
  'مرحبا بالعالم — עברית \u202Eevil\u202C mixed with हिंदी',
  'zero\u200Bwidth\u200Cjoiners\u200D\uFEFF\u2060',
  'x'.repeat(5000),
  'शब्द '.repeat(1000),
  'a\u0000b\u0007c\u001Bd\u007F\u0085',
  '\uD800\uDC00\uD800 lone surrogates \uDFFF',
  '   ',
  '',
  'ก̵̡̛̛̼̲̤̖̗̳̮̣̲̟̦̣͓̝̠̰͔̺̥͈̜̤̅́̂̈́̈́̀̄͊̍̽̓̑͒̂̆̐̀̽͒͘͠͝ zalgo',
];

const sizeOf = async (png: Buffer) => {
  const meta = await sharp(png).metadata();
  return { format: meta.format, width: meta.width, height: meta.height };
};

describe('renderShareCard', () => {
  it('draws a 1200×630 PNG of a Hindi post', async () => {
    expect(await sizeOf(await renderShareCard(card))).toEqual({ format: 'png', width: 1200, height: 630 });
  });

  it('draws every kind', async () => {
    for (const kind of ['video', 'note'] as const)
      expect((await sizeOf(await renderShareCard({ ...card, kind }))).width).toBe(1200);
    const poll = await renderShareCard({
      ...card,
      kind: 'poll',
      poll: {
        options: [
          { label: 'हाँ', percent: 60 },
          { label: 'नहीं', percent: 30 },
          { label: 'पता नहीं', percent: 10 },
          { label: 'x'.repeat(100), percent: 0 },
          { label: '<&>', percent: 0 },
          { label: '', percent: 0 },
        ],
        votes: '10 वोट',
      },
    });
    expect(await sizeOf(poll)).toEqual({ format: 'png', width: 1200, height: 630 });
  });

  it('survives hostile titles, authors and site names', { timeout: 60_000 }, async () => {
    for (const text of HOSTILE) {
      const png = await renderShareCard({ ...card, text, author: text, site: text });
      expect(await sizeOf(png), JSON.stringify(text.slice(0, 40))).toEqual({
        format: 'png',
        width: 1200,
        height: 630,
      });
    }
  });
});

describe('fitText', () => {
  const style = { size: 48, weight: 'bold' as const, colour: '#000000', width: 600, lang: 'hi' as const };

  it('keeps a short text whole', async () => {
    expect((await fitText('शिक्षा', style, 2))?.lines).toBe(1);
  });

  it('cuts a long text to its lines', async () => {
    const fitted = await fitText('विद्यार्थियों की स्वास्थ्य सुरक्षा '.repeat(20), style, 2);
    expect(fitted?.lines).toBe(2);
  });

  it('cuts one endless word between letters', async () => {
    const fitted = await fitText('क्ष'.repeat(300), style, 1);
    expect(fitted?.lines).toBe(1);
    expect(fitted?.width).toBeLessThanOrEqual(600);
  });

  it('draws nothing for no text', async () => {
    expect(await fitText('', style, 1)).toBeNull();
  });
});
