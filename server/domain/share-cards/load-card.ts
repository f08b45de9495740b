import type { PostStatus } from '#common/api-types.ts';
import { avatarColourOf } from '#common/avatar-colours.ts';
import { pollPercent } from '#common/format.ts';
import type { Db } from '#server/db/client.ts';
import { loadPoll } from '#server/domain/load-poll.ts';
import { findPost } from '#server/domain/posts/list-posts.ts';
import { findUser } from '#server/domain/users/list-users.ts';
import { en } from '#web/i18n/en.ts';
import { hi } from '#web/i18n/hi.ts';
import { installCatalogue, makeTranslate } from '#web/i18n/translate.ts';
import { type CardType, shareCardHash } from './card-url.ts';
import type { ShareCard } from './render-card.ts';

// the one interface string a card shows: a poll's vote count, as the poll screen writes it
installCatalogue('en', { 'poll.votes': en['poll.votes'] });
installCatalogue('hi', { 'poll.votes': hi['poll.votes'] });

export interface ShareCardItem {
  /** what the page's visibility rule needs (`maySeePost`) */
  visibility: { status: PostStatus; hidden: boolean; authorId: number };
  /** the hash in the card's current address (card-url.ts) */
  hash: string;
  /** the card without the site's name, which the caller adds from the settings */
  card: Omit<ShareCard, 'site'>;
}

/** An item's share card as it is now, or undefined when there is no such item of that type. */
export async function loadShareCard(db: Db, type: CardType, id: number): Promise<ShareCardItem | undefined> {
  const row = await findPost(db, id, type);
  if (!row) return undefined;
  const [author, poll] = await Promise.all([
    findUser(db, row.authorId),
    row.type === 'poll' && row.pollId ? loadPoll(db, row.pollId, null) : null,
  ]);
  const card: Omit<ShareCard, 'site'> = {
    kind: type,
    lang: row.lang,
    text: type === 'note' ? row.content : (poll?.question ?? row.title),
    author: author ? author.name || author.slug : '',
    authorColour: avatarColourOf(row.authorId),
  };
  if (poll)
    card.poll = {
      options: poll.options.map((o) => ({ label: o.label, percent: pollPercent(o.votes, poll.total_votes) })),
      votes: makeTranslate(row.lang)('poll.votes', { count: poll.total_votes }),
    };
  return {
    visibility: { status: row.status, hidden: row.hidden, authorId: row.authorId },
    hash: shareCardHash(row),
    card,
  };
}
