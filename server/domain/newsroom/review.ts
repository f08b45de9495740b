import { eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { posts } from '#server/db/schema.ts';
import { DomainError, domainInvalid, domainNotFound } from '../errors.ts';
import { notifyReview } from '../notifications/events.ts';
import { awardPoints } from '../points.ts';
import { refreshTermCountsIn } from '../term-counts.ts';
import { takeBackPoints } from '../writing/delete-post.ts';
import { loadPostRecord, type PostRecord } from '../writing/post-record.ts';
import {
  chooseCategories,
  isListed,
  lockTerms,
  reservedCategories,
  type SiteCategories,
  setPostTerms,
  unique,
} from '../writing/post-terms.ts';
import { type Actor, logAction } from './log.ts';
import { resolveOpenReports } from './report-state.ts';

const invalidPost = () => domainNotFound('rest_post_invalid_id', 'Invalid post ID.');

/** Published posts and videos in `unreviewed` are the review queue (decisions §4, §10). */
export const isWaiting = (post: PostRecord, site: SiteCategories) =>
  post.status === 'publish' && site.unreviewed > 0 && post.categories.includes(site.unreviewed);

async function lockPost(tx: Db, id: number): Promise<PostRecord> {
  const post = await loadPostRecord(tx, id, true);
  if (!post || post.type === 'page' || post.status === 'trash') throw invalidPost();
  return post;
}

async function lockWaiting(tx: Db, id: number, site: SiteCategories): Promise<PostRecord> {
  const post = await lockPost(tx, id);
  if (!isWaiting(post, site))
    throw new DomainError('conflict', 'rest_post_not_in_review', 'This post is not waiting for review.');
  return post;
}

/** Makes a post's categories exactly `categories` and keeps `listed` and the term counts true. */
async function setCategories(tx: Db, post: PostRecord, categories: number[], site: SiteCategories) {
  const touched = unique([...post.categories, ...categories, ...post.locations]);
  await lockTerms(tx, touched);
  await setPostTerms(tx, post.id, unique([...categories, ...post.locations]));
  await tx
    .update(posts)
    .set({ listed: isListed(categories, site) && !post.hidden })
    .where(eq(posts.id, post.id));
  if (post.status === 'publish') await refreshTermCountsIn(tx, touched);
}

/**
 * Approve (decisions §10): the post leaves `unreviewed` and appears in lists at once; the
 * Create Post points are awarded if they were not yet (the ledger makes it once).
 */
export async function approvePost(tx: Db, actor: Actor, site: SiteCategories, id: number): Promise<void> {
  const post = await lockWaiting(tx, id, site);
  const categories = post.categories.filter((c) => c !== site.unreviewed);
  await setCategories(tx, post, categories, site);
  await tx.update(posts).set({ reviewNote: '' }).where(eq(posts.id, id));
  await awardPoints(tx, post.authorId, 'create_post', post.id);
  const logId = await logAction(tx, actor, {
    action: 'approve_post',
    objectType: 'post',
    objectId: id,
    before: { categories: post.categories },
    after: { categories },
  });
  await notifyReview(tx, {
    kind: 'post_approved',
    logId,
    editorId: actor.id,
    authorId: post.authorId,
    postId: id,
  });
}

/**
 * Send back with a note (decisions §10): the post is a draft again, still in `unreviewed`,
 * so the writer can edit it and publishing it again puts it back in the queue.
 */
export async function sendBackPost(
  tx: Db,
  actor: Actor,
  site: SiteCategories,
  id: number,
  note: string,
): Promise<void> {
  const post = await lockWaiting(tx, id, site);
  await lockTerms(tx, [...post.categories, ...post.locations]);
  await tx.update(posts).set({ status: 'draft', reviewNote: note }).where(eq(posts.id, id));
  await tx.execute(
    sql`UPDATE users SET post_count = GREATEST(post_count - 1, 0) WHERE id = ${post.authorId}`,
  );
  await refreshTermCountsIn(tx, [...post.categories, ...post.locations]);
  const logId = await logAction(tx, actor, {
    action: 'send_back_post',
    objectType: 'post',
    objectId: id,
    before: { status: 'publish' },
    after: { status: 'draft' },
    note,
  });
  await notifyReview(tx, {
    kind: 'post_sent_back',
    logId,
    editorId: actor.id,
    authorId: post.authorId,
    postId: id,
    note,
  });
}

/**
 * An editor's choice of topics. The moderation and prompt categories are not topics: they
 * stay as they are, whatever is sent.
 */
export async function changeTopics(
  tx: Db,
  actor: Actor,
  site: SiteCategories,
  id: number,
  wanted: number[],
): Promise<void> {
  const post = await lockPost(tx, id);
  const { categories, missing } = await chooseCategories(
    tx,
    wanted,
    post.categories,
    reservedCategories(site),
  );
  if (missing.length) throw domainInvalid({ categories: `Unknown topic id(s): ${missing.join(', ')}.` });
  await setCategories(tx, post, categories, site);
  await logAction(tx, actor, {
    action: 'change_topics',
    objectType: 'post',
    objectId: id,
    before: { categories: post.categories },
    after: { categories },
  });
}

/**
 * Trash (an editor's removal): the post leaves every page and list, its author's count and
 * its points go back, and its open reports are resolved as removed. The row stays, so the
 * log can still name it.
 */
export async function trashPost(
  tx: Db,
  actor: Actor,
  id: number,
  action: 'trash_post' | 'remove_reported' = 'trash_post',
): Promise<void> {
  const post = await lockPost(tx, id);
  const terms = [...post.categories, ...post.locations];
  await lockTerms(tx, terms);
  await tx.update(posts).set({ status: 'trash', listed: false }).where(eq(posts.id, id));
  if (post.status === 'publish') {
    await tx.execute(
      sql`UPDATE users SET post_count = GREATEST(post_count - 1, 0) WHERE id = ${post.authorId}`,
    );
    await refreshTermCountsIn(tx, terms);
  }
  await takeBackPoints(tx, post);
  const reports = await resolveOpenReports(tx, 'post', id, 'remove');
  await logAction(tx, actor, {
    action,
    objectType: 'post',
    objectId: id,
    before: { status: post.status, ...(reports ? { open_reports: reports } : {}) },
    after: { status: 'trash' },
  });
}
