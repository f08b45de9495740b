import { describe, expect, it } from 'vitest';
import { digitsOf } from '#web/components/login/login-modal.tsx';
import { toLocalSession } from './local-session.ts';
import { safeRedirect } from './session-context.tsx';

describe('local session settings', () => {
  it('keep the five public fields and never the nonce (decisions §3)', () => {
    const stored = toLocalSession({
      id: 7,
      name: 'Asha',
      slug: 'asha',
      avatar_url: '/avatars/7.webp',
      version: '3',
      nonce: 'secret-nonce',
    });
    expect(stored).toEqual({
      id: 7,
      name: 'Asha',
      slug: 'asha',
      avatar_url: '/avatars/7.webp',
      version: '3',
    });
    expect(JSON.stringify(stored)).not.toContain('secret');
  });
});

describe('login redirect', () => {
  it('accepts only a path on this site', () => {
    expect(safeRedirect('/write?prompt_id=3')).toBe('/write?prompt_id=3');
    expect(safeRedirect('//evil.example/x')).toBeNull();
    expect(safeRedirect('https://evil.example/')).toBeNull();
    expect(safeRedirect('')).toBeNull();
    expect(safeRedirect(null)).toBeNull();
  });

  it('reads a pasted code with spaces or a dash', () => {
    expect(digitsOf('123 456')).toBe('123456');
    expect(digitsOf(' 123-456\n')).toBe('123456');
  });
});
