import { describe, expect, it } from 'vitest';
import { pickVoice } from './voices.ts';

const voice = (name: string, lang: string) => ({ name, lang });

describe('pickVoice: the voice that reads a post (decisions 014)', () => {
  const voices = [
    voice('US', 'en-US'),
    voice('India', 'en-IN'),
    voice('Hindi', 'hi-IN'),
    voice('French', 'fr-FR'),
  ];

  it('reads Hindi in a hi-IN voice and English in an Indian English one', () => {
    expect(pickVoice(voices, 'hi')?.name).toBe('Hindi');
    expect(pickVoice(voices, 'en')?.name).toBe('India');
  });

  it('takes any voice of the language when there is no Indian one, and understands en_IN', () => {
    expect(pickVoice([voice('US', 'en-US'), voice('UK', 'en-GB')], 'en')?.name).toBe('US');
    expect(pickVoice([voice('US', 'en-US'), voice('India', 'en_IN')], 'en')?.name).toBe('India');
    expect(pickVoice([voice('Hindi', 'HI')], 'hi')?.name).toBe('Hindi');
  });

  it('has none when the browser has no voice of the language', () => {
    expect(pickVoice([voice('French', 'fr-FR')], 'hi')).toBeUndefined();
    expect(pickVoice([], 'en')).toBeUndefined();
    // "hil" (Hiligaynon) is not Hindi
    expect(pickVoice([voice('Hiligaynon', 'hil-PH')], 'hi')).toBeUndefined();
  });
});
