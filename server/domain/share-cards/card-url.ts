import { hash } from 'node:crypto';
import type { PostType } from '#common/api-types.ts';
import type { PostRow } from '#server/domain/posts/list-posts.ts';

/** The items that have a share card (decisions 015); pages share the site's default image. */
export const CARD_TYPES = ['post', 'video', 'note', 'poll'] as const;
export type CardType = (typeof CARD_TYPES)[number];

export const isCardType = (type: string): type is CardType =>
  (CARD_TYPES as readonly string[]).includes(type);

/** Bumped when the cards' look changes: every card gets a new address, and a new image. */
export const CARD_DESIGN = 1;

/**
 * A poll's vote count as its card's address counts it: exact up to 999, then to its first
 * three digits (1,234 → 1,230; 45,678 → 45,600). Between two addresses no option's share
 * moves by more than about a percent, and a busy poll is drawn again every ~1% of new votes,
 * not at every vote.
 */
export function votesStep(total: number): number {
  if (total < 1000) return Math.max(0, total);
  const step = 10 ** (Math.floor(Math.log10(total)) - 2);
  return Math.floor(total / step) * step;
}

type CardFacts = Pick<PostRow, 'id' | 'type' | 'title' | 'content' | 'lang' | 'pollVotes'>;

/**
 * Eight hex digits of what the card's address stands for: its title (a note's text), its
 * language, a poll's vote count step and the design. A new title gives a new address, so
 * WhatsApp and Facebook, which keep an image by its address, fetch the new card.
 */
export function shareCardHash(item: CardFacts): string {
  const text = item.type === 'note' ? item.content : item.title;
  const votes = item.type === 'poll' ? votesStep(item.pollVotes) : 0;
  // one call, not a Hash object per card: a list computes ten of these per answer
  return hash('sha256', JSON.stringify([CARD_DESIGN, item.type, item.lang, text, votes]), 'hex').slice(0, 8);
}

export const shareCardPath = (type: CardType, id: number, hash: string) => `/og/${type}/${id}-${hash}.png`;

/** The absolute address of an item's share card (`share_image` of a post), '' for a page. */
export function shareCardUrl(publicUrl: string, item: CardFacts): string {
  const type: PostType = item.type;
  return isCardType(type) ? publicUrl + shareCardPath(type, item.id, shareCardHash(item)) : '';
}
