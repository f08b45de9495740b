import { eq } from 'drizzle-orm';
import type { Lang } from '#common/api-types.ts';
import { detectLang } from '#common/writing.ts';
import type { Db } from '#server/db/client.ts';
import { pollOptions, polls, posts } from '#server/db/schema.ts';
import { domainInvalid } from '../errors.ts';
import { refreshTermCountsIn } from '../term-counts.ts';
import { nextPostId } from './post-record.ts';
import {
  editorOnlyCategories,
  isListed,
  lockTerms,
  missingTerms,
  setPostTerms,
  unique,
} from './post-terms.ts';
import { countPublished, type Writer } from './save-post.ts';
import { uniqueSlug } from './slug.ts';

/** A poll as the route has validated it (limits of decisions §6). */
export interface PollInput {
  question: string;
  options: string[];
  categories: number[];
  lang?: Lang | undefined;
}

/**
 * Creates a poll and its post, published at once (polls skip review, decisions §4), the
 * options in the given order; +5 points and the author's post count in the same transaction.
 */
export async function createPoll(
  tx: Db,
  writer: Writer,
  input: PollInput,
): Promise<{ postId: number; pollId: number }> {
  const { actor, site } = writer;
  const restricted = editorOnlyCategories(site, actor);
  const categories = unique(input.categories.filter((id) => id > 0 && !restricted.includes(id)));
  const missing = await missingTerms(tx, categories, 'category');
  if (missing.length) throw domainInvalid({ categories: `Unknown topic id(s): ${missing.join(', ')}.` });

  await lockTerms(tx, categories);
  const postId = await nextPostId(tx);
  const now = new Date();
  await tx.insert(posts).values({
    id: postId,
    type: 'poll',
    status: 'publish',
    slug: await uniqueSlug(tx, 'poll', input.question, postId),
    authorId: actor.id,
    title: input.question,
    lang: input.lang ?? detectLang(`${input.question} ${input.options.join(' ')}`),
    listed: isListed(categories, site),
    date: now,
    modified: now,
    createdAt: now,
  });
  const [poll] = await tx
    .insert(polls)
    .values({ postId, authorId: actor.id, question: input.question })
    .returning({ id: polls.id });
  const pollId = poll!.id;
  await tx.insert(pollOptions).values(input.options.map((label, position) => ({ pollId, label, position })));
  await tx.update(posts).set({ pollId }).where(eq(posts.id, postId));
  await setPostTerms(tx, postId, categories);
  await refreshTermCountsIn(tx, categories);
  await countPublished(tx, actor.id, 'create_poll', postId);
  return { postId, pollId };
}
