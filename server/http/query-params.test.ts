import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { KNOWN_QUERY_PARAMS, normalisedAddress } from './query-params.ts';

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('query parameters the micro-cache keys on', () => {
  it('include every parameter a screen reads from its address', () => {
    const read = new Set<string>();
    for (const file of sources(path.resolve(import.meta.dirname, '../../web'))) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(/\b(?:search|searchParams)\.get\('([^']+)'\)/g)) read.add(match[1]!);
    }
    expect(read.size).toBeGreaterThan(5);
    expect([...read].filter((name) => !KNOWN_QUERY_PARAMS.has(name))).toEqual([]);
  });

  it('sort known parameters and leave unknown ones out', () => {
    expect(normalisedAddress('/wp-json/wp/v2/posts?per_page=5&page=2&fbclid=x&utm_source=wa')).toBe(
      '/wp-json/wp/v2/posts?page=2&per_page=5',
    );
    expect(normalisedAddress('/search?utm_campaign=a')).toBe('/search');
    expect(
      normalisedAddress('/search?s=%E0%A4%B6%E0%A4%BF%E0%A4%95%E0%A5%8D%E0%A4%B7%E0%A4%BE&type=posts'),
    ).toBe('/search?s=%E0%A4%B6%E0%A4%BF%E0%A4%95%E0%A5%8D%E0%A4%B7%E0%A4%BE&type=posts');
    expect(normalisedAddress('/wp-json/wp/v2/posts?categories[]=3&categories[]=4')).toBe(
      '/wp-json/wp/v2/posts?categories%5B%5D=3&categories%5B%5D=4',
    );
    expect(normalisedAddress('/2026/11/a-post')).toBe('/2026/11/a-post');
  });
});
