import { describe, expect, it } from 'vitest';
import { devanagariChoices } from './transliterate.ts';

describe('devanagariChoices: Hindi typed in Latin letters', () => {
  it.each([
    ['shiksha', 'शिक्षा'],
    ['ka', 'का'],
    ['adhikar', 'अधिकार'],
    ['kisan', 'किसान'],
    ['chunav', 'चुनाव'],
    ['vigyan', 'विज्ञान'],
    ['mahila', 'महिला'],
    ['shaadi', 'शादी'],
    ['rozgar', 'रोज़गार'],
    ['berozgari', 'बेरोज़गारी'],
    ['kahani', 'कहानी'],
    ['hindi', 'हिंदी'],
    ['sambandh', 'संबंध'],
    ['samasya', 'समस्या'],
    ['accha', 'अच्छा'],
    ['nagar', 'नगर'],
    ['samay', 'समय'],
    ['priya', 'प्रिया'],
    ['hai', 'है'],
    ['mein', 'में'],
    ['nahin', 'नहीं'],
    ['bhai', 'भाई'],
    ['mahangai', 'महंगाई'],
    ['zaroor', 'ज़रूर'],
    ['phool', 'फूल'],
    ['Shiksha', 'शिक्षा'],
  ])('writes "%s" as %s first', (latin, devanagari) => {
    expect(devanagariChoices(latin)[0]).toBe(devanagari);
  });

  it.each([
    ['siksha', 'शिक्षा'],
    ['sarkar', 'सरकार'],
    ['berozgari', 'बेरोज़गारी'],
    ['berojgari', 'बेरोजगारी'],
    ['shadi', 'शादी'],
    ['janta', 'जनता'],
    ['kamla', 'कमला'],
    ['beti', 'बेटी'],
    ['gyan', 'ज्ञान'],
    ['bharat', 'भारत'],
  ])('offers the spelling a reader means for "%s" (%s) among the choices', (latin, devanagari) => {
    expect(devanagariChoices(latin)).toContain(devanagari);
  });

  it('offers the ज़/ज, श/स and ा/no-vowel variants people expect', () => {
    expect(devanagariChoices('rozgar')).toContain('रोजगार');
    expect(devanagariChoices('siksha')).toEqual(expect.arrayContaining(['सिक्षा', 'शिक्षा']));
    expect(devanagariChoices('mahila')).toContain('महिल');
  });

  it('gives a few distinct choices, in NFC (ज़ as ज + nukta, as typed text has it)', () => {
    const choices = devanagariChoices('azadi');
    expect(choices.length).toBeGreaterThanOrEqual(3);
    expect(choices.length).toBeLessThanOrEqual(4);
    expect(new Set(choices).size).toBe(choices.length);
    for (const choice of choices) expect(choice).toBe(choice.normalize('NFC'));
    expect(choices[0]).toContain('\u091C\u093C');
  });

  it('leaves anything but a Latin word as it is', () => {
    expect(devanagariChoices('2024')).toEqual(['2024']);
    expect(devanagariChoices('शिक्षा')).toEqual(['शिक्षा']);
  });
});
