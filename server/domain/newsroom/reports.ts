import { and, eq } from 'drizzle-orm';
import type { ReportBody, ReportObject } from '#common/newsroom.ts';
import type { Db } from '#server/db/client.ts';
import { comments, posts, reports } from '#server/db/schema.ts';
import { commentKey, updateCommentIn } from '../comments.ts';
import { DomainError, domainNotFound } from '../errors.ts';
import type { SiteCategories } from '../writing/post-terms.ts';
import { type Actor, logAction } from './log.ts';
import { openReportCount, resolveOpenReports, setHidden } from './report-state.ts';
import { trashPost } from './review.ts';

const alreadyReported = () =>
  new DomainError('conflict', 'already_reported', 'You have already reported this.');

const missing = (object: ReportObject) =>
  object === 'post'
    ? domainNotFound('rest_post_invalid_id', 'Invalid post ID.')
    : domainNotFound('rest_comment_invalid_id', 'Invalid comment ID.');

/** The item's author, when the reporter can see it: published posts, approved comments. */
async function reportableAuthor(tx: Db, object: ReportObject, id: number): Promise<number | null> {
  if (object === 'post') {
    const [row] = await tx
      .select({ authorId: posts.authorId, status: posts.status, type: posts.type, hidden: posts.hidden })
      .from(posts)
      .where(eq(posts.id, id));
    return row && row.status === 'publish' && row.type !== 'page' && !row.hidden ? row.authorId : null;
  }
  const [row] = await tx
    .select({ authorId: comments.authorId, status: comments.status, hidden: comments.hidden })
    .from(comments)
    .where(eq(comments.id, id));
  return row && row.status === 'approved' && !row.hidden ? row.authorId : null;
}

/**
 * A member reports an item once (decisions §10). The unique key decides a double click or a
 * race; when the open reports reach the threshold the item is hidden in the same
 * transaction, so the third report and the hiding commit together.
 */
export async function reportItem(
  tx: Db,
  reporterId: number,
  body: ReportBody,
  threshold: number,
  site: SiteCategories,
): Promise<void> {
  const [known] = await tx
    .select({ id: reports.id })
    .from(reports)
    .where(
      and(
        eq(reports.objectType, body.object),
        eq(reports.objectId, body.id),
        eq(reports.reporterId, reporterId),
      ),
    );
  if (known) throw alreadyReported();
  const authorId = await reportableAuthor(tx, body.object, body.id);
  if (authorId === null) throw missing(body.object);
  if (authorId === reporterId)
    throw new DomainError('invalid', 'rest_cannot_report_own', 'You cannot report your own writing.');
  const inserted = await tx
    .insert(reports)
    .values({
      objectType: body.object,
      objectId: body.id,
      reporterId,
      reason: body.reason,
      note: body.note ?? '',
    })
    .onConflictDoNothing()
    .returning({ id: reports.id });
  if (inserted.length === 0) throw alreadyReported();
  if ((await openReportCount(tx, body.object, body.id)) >= threshold)
    await setHidden(tx, body.object, body.id, true, site);
}

/**
 * Keep clears the open reports and shows the item again; Remove trashes it (decisions §10).
 * Either way the reports are resolved and the action logged with the item's state.
 */
export async function resolveReported(
  tx: Db,
  actor: Actor,
  object: ReportObject,
  id: number,
  action: 'keep' | 'remove',
  site: SiteCategories,
): Promise<void> {
  const open = await openReportCount(tx, object, id);
  if (open === 0) throw new DomainError('conflict', 'rest_no_open_reports', 'This item has no open reports.');
  if (action === 'remove' && object === 'post') return trashPost(tx, actor, id, 'remove_reported');
  if (action === 'remove') {
    const known = await commentKey(tx, id);
    const changed = known && (await updateCommentIn(tx, known, { status: 'trash' }));
    if (!changed) throw missing(object);
    await resolveOpenReports(tx, object, id, 'remove');
    await logAction(tx, actor, {
      action: 'remove_reported',
      objectType: 'comment',
      objectId: id,
      before: { status: changed.before.status, open_reports: open },
      after: { status: 'trash' },
    });
    return;
  }
  const [wasHidden] =
    object === 'post'
      ? await tx.select({ hidden: posts.hidden }).from(posts).where(eq(posts.id, id))
      : await tx.select({ hidden: comments.hidden }).from(comments).where(eq(comments.id, id));
  if (!wasHidden) throw missing(object);
  await resolveOpenReports(tx, object, id, 'keep');
  if (wasHidden.hidden) await setHidden(tx, object, id, false, site);
  await logAction(tx, actor, {
    action: 'keep_reported',
    objectType: object,
    objectId: id,
    before: { hidden: wasHidden.hidden, open_reports: open },
    after: { hidden: false, open_reports: 0 },
  });
}
