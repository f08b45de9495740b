import { describe, expect, it } from 'vitest';
import { sameSitePath } from './redirect.ts';

const SITE = 'https://awaaz.example';

describe('sameSitePath', () => {
  it('keeps a path on the site, with its query and fragment', () => {
    expect(sameSitePath('/', SITE)).toBe('/');
    expect(sameSitePath('/2026/11/my-post?x=1#c', SITE)).toBe('/2026/11/my-post?x=1#c');
    expect(sameSitePath('/edit?saved=1', SITE)).toBe('/edit?saved=1');
    expect(sameSitePath('/हिंदी', SITE)).toBe('/%E0%A4%B9%E0%A4%BF%E0%A4%82%E0%A4%A6%E0%A5%80');
    expect(sameSitePath('https://awaaz.example/me', SITE)).toBe('/me');
  });

  it.each([
    '//evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '\t//evil.example',
    ' //evil.example',
    '/\r\n/evil.example',
    '\\/evil.example',
    '/./\\evil.example',
    'https://evil.example/',
    'http://awaaz.example/', // another scheme is another origin
    'https://awaaz.example.evil.example/',
    'https://awaaz.example@evil.example/',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '',
    '/.//evil.example',
  ])('refuses %j', (target) => {
    const path = sameSitePath(target, SITE);
    if (path === null) return;
    // what remains must be a path a browser keeps on this site
    expect(new URL(path, SITE).origin).toBe(SITE);
    expect(path).toMatch(/^\/(?![/\\])/);
  });

  it('refuses what is not text', () => {
    expect(sameSitePath(undefined, SITE)).toBeNull();
    expect(sameSitePath(['/'], SITE)).toBeNull();
    expect(sameSitePath('//evil.example', SITE)).toBeNull();
    expect(sameSitePath('/\\evil.example', SITE)).toBeNull();
    expect(sameSitePath('/\t/evil.example', SITE)).toBeNull();
    expect(sameSitePath('javascript:alert(1)', SITE)).toBeNull();
  });
});
