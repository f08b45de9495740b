import { and, eq, isNull, sql } from 'drizzle-orm';
import type { ReportObject } from '#common/newsroom.ts';
import type { Db } from '#server/db/client.ts';
import { posts, reports } from '#server/db/schema.ts';
import { commentKey, updateCommentIn } from '../comments.ts';
import { refreshTermCountsIn } from '../term-counts.ts';
import { loadPostRecord } from '../writing/post-record.ts';
import { isListed, lockTerms, type SiteCategories } from '../writing/post-terms.ts';

/** Marks an item's open reports resolved; returns how many there were. */
export async function resolveOpenReports(
  tx: Db,
  object: ReportObject,
  id: number,
  resolution: 'keep' | 'remove',
): Promise<number> {
  const resolved = await tx
    .update(reports)
    .set({ resolvedAt: new Date(), resolution })
    .where(and(eq(reports.objectType, object), eq(reports.objectId, id), isNull(reports.resolvedAt)))
    .returning({ id: reports.id });
  return resolved.length;
}

export async function openReportCount(tx: Db, object: ReportObject, id: number): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(reports)
    .where(and(eq(reports.objectType, object), eq(reports.objectId, id), isNull(reports.resolvedAt)));
  return row?.n ?? 0;
}

/**
 * Hides or shows an item (decisions §10). A hidden post is not `listed` (so it leaves every
 * public list and the term counts); a hidden comment leaves the counters it was part of.
 * Returns false when the item is gone.
 */
export async function setHidden(
  tx: Db,
  object: ReportObject,
  id: number,
  hidden: boolean,
  site: SiteCategories,
): Promise<boolean> {
  if (object === 'comment') {
    const known = await commentKey(tx, id);
    return known !== null && (await updateCommentIn(tx, known, { hidden })) !== null;
  }
  const post = await loadPostRecord(tx, id, true);
  if (!post) return false;
  const terms = [...post.categories, ...post.locations];
  await lockTerms(tx, terms);
  await tx
    .update(posts)
    .set({ hidden, listed: !hidden && isListed(post.categories, site) })
    .where(eq(posts.id, id));
  if (post.status === 'publish') await refreshTermCountsIn(tx, terms);
  return true;
}
