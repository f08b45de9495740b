import { describe, expect, it } from 'vitest';
import { matchRoute } from './routes.ts';

describe('matchRoute', () => {
  it.each([
    ['/', 'home', {}],
    ['/search', 'search', {}],
    ['/search/', 'search', {}],
    ['/2026/11/kota-nights', 'single-post', { year: '2026', month: '11', slug: 'kota-nights' }],
    ['/author/priya-sharma', 'author', { slug: 'priya-sharma' }],
    ['/video/monsoon', 'single-video', { slug: 'monsoon' }],
    ['/category/education', 'archive', { taxonomy: 'category', slug: 'education' }],
    ['/category/culture/books', 'subcategory', { taxonomy: 'category', parent: 'culture', slug: 'books' }],
    ['/about', 'page', { slug: 'about' }],
    ['/poll/best-snack', 'single-poll', { slug: 'best-snack' }],
    ['/note/a-thought', 'single-note', { slug: 'a-thought' }],
    ['/polls-list', 'polls-list', {}],
    ['/404', 'not-found', {}],
    ['/newsroom', 'newsroom', {}],
    ['/newsroom/', 'newsroom', {}],
    ['/newsroom/people', 'newsroom-tab', { tab: 'people' }],
    ['/saved', 'saved', {}],
    ['/menu', 'menu', {}],
    ['/sign-in', 'sign-in', {}],
  ])('%s → %s', (path, id, params) => {
    const m = matchRoute(path);
    expect(m.route.id).toBe(id);
    expect(m.params).toEqual(params);
  });

  it('sends unknown shapes to NotFound', () => {
    expect(matchRoute('/tag/x').route.id).toBe('not-found');
    expect(matchRoute('/a/b/c/d').route.id).toBe('not-found');
    expect(matchRoute('/2026/1/x').route.id).toBe('not-found');
    expect(matchRoute('/%E0%A4').route.id).toBe('not-found');
    expect(matchRoute('/newsroom/review').route.id).toBe('not-found');
  });
});
