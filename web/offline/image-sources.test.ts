import { describe, expect, it } from 'vitest';
import {
  estimateBytes,
  parseSrcset,
  pickCandidate,
  placeholderImages,
  SAVED_WIDTH,
  TAP_WIDTH,
} from './image-sources.ts';

const SET = '/u/a-medium.webp 300w, /u/a-medium_large.webp 768w, /u/a-large.webp 1024w, /u/a.webp 1600w';

describe('which size of a picture to fetch (decisions 014)', () => {
  it('reads a srcset', () => {
    expect(parseSrcset(SET)).toEqual([
      { url: '/u/a-medium.webp', width: 300 },
      { url: '/u/a-medium_large.webp', width: 768 },
      { url: '/u/a-large.webp', width: 1024 },
      { url: '/u/a.webp', width: 1600 },
    ]);
    expect(parseSrcset('')).toEqual([]);
    expect(parseSrcset(undefined)).toEqual([]);
    expect(parseSrcset('/u/x.webp')).toEqual([{ url: '/u/x.webp', width: 0 }]);
  });

  it('keeps the smallest size at least 300 px wide for a saved post, and fits a tap to the column', () => {
    expect(pickCandidate(parseSrcset(SET), SAVED_WIDTH)?.url).toBe('/u/a-medium.webp');
    expect(pickCandidate(parseSrcset(SET), TAP_WIDTH)?.url).toBe('/u/a-medium_large.webp');
    // order does not matter; a small upload with nothing wide enough gives its widest
    expect(pickCandidate(parseSrcset('/u/b.webp 200w, /u/b-s.webp 150w'), SAVED_WIDTH)?.url).toBe(
      '/u/b.webp',
    );
    expect(pickCandidate([], SAVED_WIDTH)).toBeUndefined();
  });

  it('estimates a WebP picture at 0.1 bytes a pixel', () => {
    expect(estimateBytes(768, 432)).toBe(33178);
  });
});

describe('placeholderImages: a data saver post body', () => {
  const label = ({ width, height, bytes }: { width: number; height: number; bytes: number }) =>
    bytes ? `Image ${width}×${height}, ${bytes} — tap` : 'Image — tap';

  it('turns a sanitised picture into a tap-to-load placeholder of the size a tap fetches', () => {
    const html = `<p>Before</p><img src="/u/a-large.webp" alt="A &quot;tea&quot; garden" width="1024" height="576" srcset="${SET}" sizes="(min-width: 768px) 720px, 100vw" loading="lazy"><p>After</p>`;
    expect(placeholderImages(html, label)).toBe(
      '<p>Before</p><span class="img-tap" data-img-tap="" style="aspect-ratio:768/432"><img data-src="/u/a-medium_large.webp" alt="A &quot;tea&quot; garden" width="768" height="432"><button type="button">Image 768×432, 33178 — tap</button></span><p>After</p>',
    );
  });

  it('says what it can of a picture without sizes, and escapes the words', () => {
    expect(placeholderImages('<img src="/u/c.webp">', () => '<b>')).toBe(
      '<span class="img-tap" data-img-tap=""><img data-src="/u/c.webp" alt=""><button type="button">&lt;b&gt;</button></span>',
    );
    expect(placeholderImages('<img src="/u/c.webp" width="400" height="300">', label)).toContain(
      'Image 400×300, 12000 — tap',
    );
  });

  it('leaves HTML without pictures as it is', () => {
    expect(placeholderImages('<p>No <b>pictures</b></p>', label)).toBe('<p>No <b>pictures</b></p>');
  });
});
