import sharp, { type OverlayOptions } from 'sharp';
import type { Lang } from '#common/api-types.ts';
import { CARD_FONT_FAMILY, CARD_FONT_FILES, type CardWeight } from './fonts.ts';
import {
  cleanCardText,
  cutGraphemes,
  escapeMarkup,
  firstWords,
  graphemeCount,
  initialOf,
  wordCount,
} from './text.ts';

/** What one share card shows (decisions 015); the loader makes it, the renderer draws it. */
export interface ShareCard {
  kind: 'post' | 'video' | 'note' | 'poll';
  /** the item's language: Pango picks the Hindi forms of the shared Devanagari letters */
  lang: Lang;
  /** post and video: the title; note: the note's text; poll: the question */
  text: string;
  author: string;
  /** the author's initials avatar colour (server/ssr/assets.ts) */
  authorColour: string;
  site: string;
  poll?: {
    /** whole percents of the votes cast, in the poll's order */
    options: { label: string; percent: number }[];
    /** the count line under the bars, in the poll's language ("1.2K votes", "12 वोट") */
    votes: string;
  };
}

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

/** The header's rose (THEME_COLOUR) and the site's stone greys (web/styles.css). */
const ROSE = '#be123c';
const PALE = '#fff1f2';
const TRACK = '#ffffff';
const FILL = '#fecdd3';
const LEAD = '#fda4af';
const INK = '#1c1917';
const MUTED = '#57534e';
const NIGHT = '#1c1917';
const NIGHT_INK = '#fafaf9';
const NIGHT_MUTED = '#d6d3d1';

const MARGIN = 64;
const BAND = 88;
const FOOTER_TOP = 520;
const AVATAR = 60;

/** Lines are 1.15 × the font's own height (1.33 em): room for matras above and below. */
const LINE_HEIGHT = 1.15;
const ADVANCE = 1.33 * LINE_HEIGHT;

interface TextStyle {
  size: number;
  weight: CardWeight;
  colour: string;
  width: number;
  lang: Lang;
}

interface TextImage {
  overlay: { input: Buffer; raw: { width: number; height: number; channels: 4 } };
  width: number;
  height: number;
  lines: number;
}

/**
 * One block of text, wrapped at `width` (between words, inside a word too long for a line),
 * shaped by Pango and HarfBuzz with the shipped font. The image is cut to the ink, so
 * `lines` is counted from its height. Null when there is nothing visible to draw.
 */
async function drawText(text: string, style: TextStyle): Promise<TextImage | null> {
  if (!text.trim()) return null;
  const markup = `<span foreground="${style.colour}" lang="${style.lang}" line_height="${LINE_HEIGHT}">${escapeMarkup(text)}</span>`;
  const drawn = await sharp({
    text: {
      text: markup,
      font: `${CARD_FONT_FAMILY}${style.weight === 'bold' ? ' Bold' : ''} ${style.size}`,
      fontfile: CARD_FONT_FILES[style.weight],
      width: style.width,
      dpi: 72,
      rgba: true,
      wrap: 'word-char',
    },
  })
    .raw()
    .toBuffer({ resolveWithObject: true })
    .catch((error: Error) => {
      // only invisible characters (a zero-width space): nothing to draw
      if (error.message.includes('no text to render')) return null;
      throw error;
    });
  if (!drawn) return null;
  const { data, info } = drawn;
  return {
    overlay: { input: data, raw: { width: info.width, height: info.height, channels: 4 } },
    width: info.width,
    height: info.height,
    lines: Math.max(1, Math.ceil(info.height / (style.size * ADVANCE))),
  };
}

/**
 * `text` in at most `maxLines`: whole, or cut after as many words as fit with an ellipsis
 * (a binary search over words, then over letters for one endless word). Null for no
 * visible text.
 */
export async function fitText(text: string, style: TextStyle, maxLines: number): Promise<TextImage | null> {
  const whole = await drawText(text, style);
  if (!whole || whole.lines <= maxLines) return whole;
  const fits = async (candidate: string) => {
    const image = await drawText(candidate, style);
    return image && image.lines <= maxLines ? image : null;
  };
  let best: TextImage | null = null;
  let low = 1;
  let high = wordCount(text) - 1;
  while (low <= high) {
    const middle = Math.floor((low + high) / 2);
    const image = await fits(firstWords(text, middle));
    if (image) {
      best = image;
      low = middle + 1;
    } else high = middle - 1;
  }
  if (best) return best;
  // one word is too long for the lines: cut it between letters
  low = 1;
  high = graphemeCount(text) - 1;
  while (low <= high) {
    const middle = Math.floor((low + high) / 2);
    const image = await fits(cutGraphemes(text, middle));
    if (image) {
      best = image;
      low = middle + 1;
    } else high = middle - 1;
  }
  return best;
}

/** The largest of `sizes` (with its line limit) the text fits; the last one cuts it. */
async function fitLargest(
  text: string,
  style: Omit<TextStyle, 'size'>,
  sizes: [size: number, maxLines: number][],
): Promise<TextImage | null> {
  for (const [index, [size, maxLines]] of sizes.entries()) {
    if (index === sizes.length - 1) return fitText(text, { ...style, size }, maxLines);
    const image = await drawText(text, { ...style, size });
    if (!image || image.lines <= maxLines) return image;
  }
  return null;
}

const place = (image: TextImage | null, left: number, top: number): OverlayOptions[] =>
  image ? [{ ...image.overlay, left: Math.round(left), top: Math.round(top) }] : [];

const svgOf = (body: string) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${CARD_HEIGHT}">${body}</svg>`,
  );

/** The rose band with the site's name, the author's avatar and name at the foot. */
async function frame(card: ShareCard, night: boolean) {
  const name = cleanCardText(card.author, 60);
  const [site, author, initial] = await Promise.all([
    fitText(
      cleanCardText(card.site, 60),
      { size: 36, weight: 'bold', colour: '#ffffff', width: CARD_WIDTH - 2 * MARGIN, lang: card.lang },
      1,
    ),
    fitText(
      name,
      {
        size: 30,
        weight: 'regular',
        colour: night ? NIGHT_MUTED : MUTED,
        width: CARD_WIDTH - 2 * MARGIN - AVATAR - 24 - (card.poll ? 320 : 0),
        lang: card.lang,
      },
      1,
    ),
    fitText(
      initialOf(name),
      { size: 28, weight: 'bold', colour: '#ffffff', width: AVATAR, lang: card.lang },
      1,
    ),
  ]);
  const footMiddle = FOOTER_TOP + (CARD_HEIGHT - FOOTER_TOP) / 2 - 4;
  const svg = [
    `<rect width="${CARD_WIDTH}" height="${CARD_HEIGHT}" fill="${night ? NIGHT : PALE}"/>`,
    `<rect width="${CARD_WIDTH}" height="${BAND}" fill="${ROSE}"/>`,
    `<rect y="${CARD_HEIGHT - 10}" width="${CARD_WIDTH}" height="10" fill="${ROSE}"/>`,
    `<circle cx="${MARGIN + AVATAR / 2}" cy="${footMiddle}" r="${AVATAR / 2}" fill="${card.authorColour}"/>`,
  ];
  const overlays = [
    ...place(site, MARGIN, (BAND - (site?.height ?? 0)) / 2),
    ...place(initial, MARGIN + (AVATAR - (initial?.width ?? 0)) / 2, footMiddle - (initial?.height ?? 0) / 2),
    ...place(author, MARGIN + AVATAR + 24, footMiddle - (author?.height ?? 0) / 2),
  ];
  return { svg, overlays, footMiddle };
}

/** Title cards: a post (pale rose), a note (a quotation mark) and a video (dark, with a play mark). */
async function titleCard(card: ShareCard) {
  const video = card.kind === 'video';
  const note = card.kind === 'note';
  const width = video ? 820 : CARD_WIDTH - 2 * MARGIN - (note ? 72 : 0);
  const left = MARGIN + (note ? 72 : 0);
  const [{ svg, overlays }, title] = await Promise.all([
    frame(card, video),
    fitLargest(
      cleanCardText(card.text),
      { weight: note ? 'regular' : 'bold', colour: video ? NIGHT_INK : INK, width, lang: card.lang },
      note
        ? [
            [54, 3],
            [46, 4],
            [40, 5],
          ]
        : [
            [66, 3],
            [56, 3],
            [48, 4],
          ],
    ),
  ]);
  const top = BAND + 24;
  const bottom = FOOTER_TOP - 16;
  const titleTop = top + (bottom - top - (title?.height ?? 0)) / 2;
  if (note)
    svg.push(
      `<path d="M${MARGIN} ${titleTop + 62}c0-34 14-56 44-66l6 12c-16 7-24 20-24 34h22v40h-48z" fill="${ROSE}"/>`,
    );
  if (video) {
    const cx = CARD_WIDTH - MARGIN - 110;
    const cy = (top + bottom) / 2;
    svg.push(
      `<circle cx="${cx}" cy="${cy}" r="110" fill="${ROSE}"/>`,
      `<path d="M${cx - 34} ${cy - 56}v112l92-56z" fill="#ffffff"/>`,
    );
  }
  overlays.push(...place(title, left, titleTop));
  return { svg, overlays };
}

/** A poll: the question, a bar per option with its share of the votes, the count. */
async function pollCard(card: ShareCard) {
  const { svg, overlays, footMiddle } = await frame(card, false);
  const options = card.poll?.options ?? [];
  const question = await fitLargest(
    cleanCardText(card.text),
    { weight: 'bold', colour: INK, width: CARD_WIDTH - 2 * MARGIN, lang: card.lang },
    [
      [52, 2],
      [44, 2],
    ],
  );
  let top = BAND + 28;
  overlays.push(...place(question, MARGIN, top));
  top += (question?.height ?? 0) + 28;
  const bottom = FOOTER_TOP - 8;
  const gap = 12;
  const rowHeight = Math.max(
    40,
    Math.min(64, Math.floor((bottom - top - gap * (options.length - 1)) / Math.max(1, options.length))),
  );
  const textSize = Math.round(rowHeight * 0.46);
  const barWidth = CARD_WIDTH - 2 * MARGIN;
  const lead = Math.max(0, ...options.map((o) => o.percent));
  const texts = await Promise.all(
    options.map((option) =>
      Promise.all([
        fitText(
          cleanCardText(option.label, 120),
          { size: textSize, weight: 'regular', colour: INK, width: barWidth - 48 - 130, lang: card.lang },
          1,
        ),
        drawText(`${option.percent}%`, {
          size: textSize,
          weight: 'bold',
          colour: INK,
          width: 200,
          lang: card.lang,
        }),
      ]),
    ),
  );
  for (const [index, option] of options.entries()) {
    const fill = Math.round((barWidth * option.percent) / 100);
    svg.push(
      `<rect x="${MARGIN}" y="${top}" width="${barWidth}" height="${rowHeight}" rx="10" fill="${TRACK}"/>`,
      fill > 0
        ? `<rect x="${MARGIN}" y="${top}" width="${Math.max(fill, 20)}" height="${rowHeight}" rx="10" fill="${option.percent === lead ? LEAD : FILL}"/>`
        : '',
    );
    const [label, percent] = texts[index] ?? [null, null];
    const middle = top + rowHeight / 2;
    overlays.push(
      ...place(label, MARGIN + 20, middle - (label?.height ?? 0) / 2),
      ...place(percent, MARGIN + barWidth - 20 - (percent?.width ?? 0), middle - (percent?.height ?? 0) / 2),
    );
    top += rowHeight + gap;
  }
  const votes = await fitText(
    cleanCardText(card.poll?.votes ?? '', 40),
    { size: 30, weight: 'bold', colour: MUTED, width: 300, lang: card.lang },
    1,
  );
  overlays.push(
    ...place(votes, CARD_WIDTH - MARGIN - (votes?.width ?? 0), footMiddle - (votes?.height ?? 0) / 2),
  );
  return { svg, overlays };
}

/** The 1200×630 PNG of a card. */
export async function renderShareCard(card: ShareCard): Promise<Buffer> {
  const { svg, overlays } = card.kind === 'poll' ? await pollCard(card) : await titleCard(card);
  return sharp(svgOf(svg.join('')))
    .composite(overlays)
    .png({ palette: true, quality: 90, effort: 7 })
    .toBuffer();
}
