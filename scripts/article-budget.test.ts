import { describe, expect, it } from 'vitest';
import { articlePageJs, type Manifest } from './article-budget.ts';
import { charactersOf } from './vite-web-fonts.ts';

const manifest: Manifest = {
  'web/entry-client.tsx': {
    file: 'assets/entry.js',
    imports: ['_reading.js'],
    dynamicImports: ['web/screens/home.tsx', '_reading.js', 'web/components/user-menu.tsx'],
  },
  '_reading.js': {
    file: 'assets/reading.js',
    dynamicImports: [
      'web/i18n/hi.ts',
      'web/i18n/en.ts',
      'web/components/conversation/article-conversation.tsx',
      'web/components/new-thing.tsx',
    ],
  },
  'web/screens/home.tsx': { file: 'assets/home.js' },
  'web/components/user-menu.tsx': { file: 'assets/user-menu.js', imports: ['_reading.js'] },
  'web/i18n/hi.ts': { file: 'assets/hi.js' },
  'web/i18n/en.ts': { file: 'assets/en.js' },
  'web/components/conversation/article-conversation.tsx': {
    file: 'assets/conversation.js',
    imports: ['_reading.js', '_dialog.js'],
  },
  '_dialog.js': { file: 'assets/dialog.js' },
  'web/components/new-thing.tsx': { file: 'assets/new-thing.js' },
};

describe('articlePageJs', () => {
  it("counts the page language's catalogue, the member's parts only for members, and not what loads near", () => {
    const visitor = articlePageJs(manifest, { lang: 'hi', member: false });
    expect(visitor.load).toEqual(
      expect.arrayContaining(['assets/entry.js', 'assets/reading.js', 'assets/hi.js']),
    );
    expect(visitor.load).not.toContain('assets/en.js');
    expect(visitor.load).not.toContain('assets/user-menu.js');
    expect(visitor.load).not.toContain('assets/home.js');
    expect(visitor.near).toEqual(['assets/conversation.js', 'assets/dialog.js']);
    const member = articlePageJs(manifest, { lang: 'en', member: true });
    expect(member.load).toEqual(expect.arrayContaining(['assets/en.js', 'assets/user-menu.js']));
  });

  it('counts a dynamic import nobody named, and reports it', () => {
    const page = articlePageJs(manifest, { lang: 'en', member: false });
    expect(page.unnamed).toEqual(['web/components/new-thing.tsx']);
    expect(page.load).toContain('assets/new-thing.js');
  });
});

describe('charactersOf', () => {
  it('turns a unicode-range into its characters', () => {
    expect(charactersOf('U+0915-0917,U+20B9')).toBe('कखग₹');
    expect(() => charactersOf('0915')).toThrow(/unicode-range/);
  });
});
