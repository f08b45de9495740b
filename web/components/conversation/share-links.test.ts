import { describe, expect, it } from 'vitest';
import { shareLinks } from './share-links.ts';

describe('shareLinks', () => {
  it('encodes the page link and title for each network', () => {
    const links = shareLinks('https://awaaz.example/2026/11/a-b?x=1', 'Hindi & English');
    expect(links.whatsapp).toBe(
      'https://wa.me/?text=Hindi%20%26%20English%20https%3A%2F%2Fawaaz.example%2F2026%2F11%2Fa-b%3Fx%3D1',
    );
    expect(links.facebook).toContain('sharer.php?u=https%3A%2F%2Fawaaz.example');
    expect(links.twitter).toContain('&text=Hindi%20%26%20English');
    expect(links.linkedin).toContain('share-offsite/?url=https%3A');
  });
});
