import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * The share cards' font, shipped with the app (decisions 015): Noto Sans Devanagari from
 * `@expo-google-fonts/noto-sans-devanagari` (TrueType files of Google Fonts, SIL Open Font
 * License 1.1). Besides Devanagari it holds Latin and Latin Extended, so one family draws a
 * Hindi and an English title alike, whatever fonts the machine has.
 */
export const CARD_FONT_FAMILY = 'Noto Sans Devanagari';

export const CARD_FONT_FILES = {
  regular: require.resolve(
    '@expo-google-fonts/noto-sans-devanagari/400Regular/NotoSansDevanagari_400Regular.ttf',
  ),
  bold: require.resolve('@expo-google-fonts/noto-sans-devanagari/700Bold/NotoSansDevanagari_700Bold.ttf'),
} as const;

export type CardWeight = keyof typeof CARD_FONT_FILES;
