import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';

/**
 * Issue 15, item 5: every redirect the server sends stays on the site, whatever encoding the
 * target arrives in. Judged as a browser would read the Location header.
 */
let t: TestApp;
const SITE = 'http://localhost:3000';

beforeAll(async () => {
  t = await createTestApp({ pages: true });
});
afterAll(async () => {
  await t?.close();
});

const HOSTILE = [
  '/%5Cevil.example',
  '/%09/evil.example',
  '%2F%2Fevil.example',
  '/%0A/evil.example',
  '/%0D%0A/evil.example',
  '%5C%5Cevil.example',
  '/%5C/evil.example',
  '%09//evil.example',
  'https://evil.example/',
  'https:evil.example',
  '//evil.example/%2F..',
  'javascript:alert(document.domain)',
  'java%0Ascript:alert(1)',
  '/.//evil.example',
  '/%2e//evil.example',
  'http://localhost:3000@evil.example/',
];

/** Where a browser on the site goes for this Location. */
const landing = (location: string | undefined) => new URL(String(location), SITE);

describe('redirect targets', () => {
  it.each(HOSTILE)('/lang/en?next=%s stays on the site', async (next) => {
    const r = await t.app.inject({ method: 'GET', url: `/lang/en?next=${next}` });
    expect(r.statusCode).toBe(302);
    const location = String(r.headers.location);
    expect(location).toMatch(/^\/(?![/\\])/);
    expect(location).not.toMatch(/[\t\n\r\\]/);
    expect(landing(location).origin).toBe(SITE);
  });

  it('keeps a same-site next with its query', async () => {
    const r = await t.app.inject({
      method: 'GET',
      url: `/lang/hi?next=${encodeURIComponent('/edit?saved=1')}`,
    });
    expect(r.headers.location).toBe('/edit?saved=1');
  });

  it.each(HOSTILE)('the contact form _wpcf7_return=%s stays on the site', async (target) => {
    const r = await t.app.inject({
      method: 'POST',
      url: `/wp-json/contact-form-7/v1/contact-forms/1/feedback`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `your-name=A&your-email=a%40example.org&your-message=Hi&_wpcf7_return=${target}`,
      remoteAddress: `10.44.0.${HOSTILE.indexOf(target) + 1}`,
    });
    if (r.statusCode === 303) {
      expect(landing(r.headers.location).origin).toBe(SITE);
      expect(String(r.headers.location)).toMatch(/^\/(?![/\\])/);
    } else expect(r.statusCode).toBe(200); // no usable return path: the JSON answer
  });
});
