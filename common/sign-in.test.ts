import { describe, expect, it } from 'vitest';
import { signInDestination, signInPageUrl } from './sign-in.ts';

const SITE = 'https://awaaz.example';

describe('signInDestination', () => {
  it('leads back to a page of the site', () => {
    expect(signInDestination('/2026/11/my-post?x=1#c', SITE)).toBe('/2026/11/my-post?x=1#c');
    expect(signInDestination('/write', SITE)).toBe('/write');
    expect(signInDestination('/logout-tips', SITE)).toBe('/logout-tips');
  });

  it.each([
    '/logout',
    '/logout?x=1',
    '/sign-in',
    '/sign-in?email=a%40b.in',
    '/sign-in/',
    '//evil.example',
    'https://evil.example/',
    '',
    null,
  ])('never leads to %j', (target) => {
    expect(signInDestination(target, SITE)).toBeNull();
  });
});

describe('signInPageUrl', () => {
  it('says the step, the destination and the problem in its query', () => {
    expect(signInPageUrl()).toBe('/sign-in');
    expect(signInPageUrl({ email: 'a@b.in', redirect: '/write', error: 'wrong', left: 2 })).toBe(
      '/sign-in?email=a%40b.in&redirect=%2Fwrite&error=wrong&left=2',
    );
  });
});
