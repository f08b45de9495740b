import { describe, expect, it } from 'vitest';
import { completeVideoUrl, parseVideoUrl, providerThumbnail, videoEmbedUrl } from './video.ts';
import { isVideoUrl } from './writing.ts';

const ID = 'dQw4w9WgXcQ';

describe('parseVideoUrl', () => {
  it.each([
    `https://www.youtube.com/watch?v=${ID}`,
    `https://youtube.com/watch?v=${ID}&t=42s`,
    `https://m.youtube.com/watch?feature=share&v=${ID}`,
    `http://www.youtube.com/watch?v=${ID}`,
    `https://youtu.be/${ID}`,
    `https://youtu.be/${ID}?si=abcDEF123`,
    `https://www.youtube.com/shorts/${ID}`,
    `https://youtube.com/shorts/${ID}?feature=share`,
    `https://www.youtube.com/embed/${ID}`,
    `https://www.youtube.com/live/${ID}`,
    `https://www.youtube-nocookie.com/embed/${ID}`,
    `  https://youtu.be/${ID}  `,
  ])('finds the YouTube video in %s', (url) => {
    expect(parseVideoUrl(url)).toEqual({ provider: 'youtube', id: ID });
  });

  it.each([
    ['https://vimeo.com/76979871', { provider: 'vimeo', id: '76979871' }],
    ['https://www.vimeo.com/76979871', { provider: 'vimeo', id: '76979871' }],
    ['https://vimeo.com/76979871/9f8e7d6c5b', { provider: 'vimeo', id: '76979871', hash: '9f8e7d6c5b' }],
    ['https://vimeo.com/channels/staffpicks/76979871', { provider: 'vimeo', id: '76979871' }],
    ['https://vimeo.com/groups/shortfilms/videos/76979871', { provider: 'vimeo', id: '76979871' }],
    ['https://player.vimeo.com/video/76979871', { provider: 'vimeo', id: '76979871' }],
    [
      'https://player.vimeo.com/video/76979871?h=9f8e7d6c5b',
      { provider: 'vimeo', id: '76979871', hash: '9f8e7d6c5b' },
    ],
  ])('finds the Vimeo video in %s', (url, expected) => {
    expect(parseVideoUrl(url)).toEqual(expected);
  });

  it.each([
    '',
    'not a link',
    `youtu.be/${ID}`, // no scheme: the screen completes it first
    `ftp://youtube.com/watch?v=${ID}`,
    `javascript:alert(1)//youtube.com/watch?v=${ID}`,
    'https://www.youtube.com/',
    'https://www.youtube.com/watch',
    'https://www.youtube.com/watch?v=short',
    'https://www.youtube.com/@somechannel',
    'https://www.youtube.com/playlist?list=PL590L5WQmH8fJ54F369BLDSqIwcs-TCfs',
    `https://www.youtube.com/shorts/${ID}/extra`,
    `https://youtu.be/${ID}/extra`,
    'https://vimeo.com/',
    'https://vimeo.com/channels/staffpicks',
    'https://vimeo.com/someuser',
    'https://player.vimeo.com/76979871',
    `https://evil.example/watch?v=${ID}`,
    `https://youtube.com.evil.example/watch?v=${ID}`,
    `https://notyoutube.com/watch?v=${ID}`,
  ])('refuses %j', (url) => {
    expect(parseVideoUrl(url)).toBeNull();
    expect(isVideoUrl(url)).toBe(false);
  });
});

describe('completeVideoUrl', () => {
  it('adds https:// to a pasted address without a scheme and leaves the rest', () => {
    expect(completeVideoUrl(`youtu.be/${ID}`)).toBe(`https://youtu.be/${ID}`);
    expect(completeVideoUrl(` www.youtube.com/watch?v=${ID} `)).toBe(`https://www.youtube.com/watch?v=${ID}`);
    expect(completeVideoUrl(`http://youtu.be/${ID}`)).toBe(`http://youtu.be/${ID}`);
    expect(completeVideoUrl('javascript:alert(1)')).toBe('javascript:alert(1)');
    expect(completeVideoUrl('   ')).toBe('');
    expect(isVideoUrl(completeVideoUrl(`youtube.com/shorts/${ID}`))).toBe(true);
  });
});

describe('videoEmbedUrl', () => {
  it('plays YouTube without cookies and Vimeo with its private hash', () => {
    expect(videoEmbedUrl({ provider: 'youtube', id: ID })).toBe(
      `https://www.youtube-nocookie.com/embed/${ID}?autoplay=1`,
    );
    expect(videoEmbedUrl({ provider: 'vimeo', id: '76979871' })).toBe(
      'https://player.vimeo.com/video/76979871?autoplay=1',
    );
    expect(videoEmbedUrl({ provider: 'vimeo', id: '76979871', hash: 'abc123' })).toBe(
      'https://player.vimeo.com/video/76979871?h=abc123&autoplay=1',
    );
  });
});

describe('providerThumbnail', () => {
  it("is YouTube's still for the video id, with the small 16:9 one in the srcset", () => {
    expect(providerThumbnail({ provider: 'youtube', id: ID })).toEqual({
      src: `https://i.ytimg.com/vi/${ID}/hqdefault.jpg`,
      srcset: `https://i.ytimg.com/vi/${ID}/mqdefault.jpg 320w, https://i.ytimg.com/vi/${ID}/hqdefault.jpg 480w`,
      width: 480,
      height: 360,
    });
  });

  it('is none for Vimeo, which names its pictures only through its API', () => {
    expect(providerThumbnail({ provider: 'vimeo', id: '76979871' })).toBeNull();
  });
});
