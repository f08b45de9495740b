import { and, eq, inArray, notInArray } from 'drizzle-orm';
import type { SiteSettings } from '#common/api-types.ts';
import type { Db } from '#server/db/client.ts';
import { postTerms, terms } from '#server/db/schema.ts';

/**
 * Who writes, as plain values: the policy (`actorOf` in policies/post.ts) answers whether
 * they have an editor's rights, so no rule here knows a role.
 */
export interface Actor {
  id: number;
  editor: boolean;
}

/** The categories with a meaning for the site, by id (0 when the site has none). */
export interface SiteCategories {
  unlisted: number;
  unreviewed: number;
  prompt: number;
}

export function siteCategories(site: SiteSettings): SiteCategories {
  return {
    unlisted: site.exclude_categories.unlisted,
    unreviewed: site.exclude_categories.unreviewed,
    prompt: site.prompt_category,
  };
}

/**
 * Categories only editors set or remove (decisions §4): unlisted and unreviewed (moderation)
 * and prompts (a post there becomes a prompt others answer). The featured category is an
 * ordinary topic a writer may choose.
 */
export function editorOnlyCategories(site: SiteCategories, actor: Actor): number[] {
  return actor.editor ? [] : reservedCategories(site);
}

/** The moderation and prompt categories: not topics, so no choice of topics changes them. */
export function reservedCategories(site: SiteCategories): number[] {
  return [site.unlisted, site.unreviewed, site.prompt].filter((id) => id > 0);
}

/**
 * A post's categories after a choice of `wanted`: the `kept` ones stay as the post has them
 * (`current`), whatever is sent; the rest are the wanted ones, each once. `missing` lists
 * wanted ids that are no category.
 */
export async function chooseCategories(
  tx: Db,
  wanted: number[],
  current: number[],
  kept: number[],
): Promise<{ categories: number[]; missing: number[] }> {
  const chosen = unique(wanted.filter((id) => id > 0 && !kept.includes(id)));
  const missing = await missingTerms(tx, chosen, 'category');
  return { categories: unique([...chosen, ...current.filter((id) => kept.includes(id))]), missing };
}

/** Unlisted and unreviewed posts stay out of public lists (decisions §4). */
export const isListed = (categories: number[], site: SiteCategories) =>
  !categories.some((id) => id > 0 && (id === site.unlisted || id === site.unreviewed));

/** The ids of `ids` that are not terms of `taxonomy`. */
export async function missingTerms(
  tx: Db,
  ids: number[],
  taxonomy: 'category' | 'location',
): Promise<number[]> {
  if (ids.length === 0) return [];
  const found = await tx
    .select({ id: terms.id })
    .from(terms)
    .where(and(inArray(terms.id, ids), eq(terms.taxonomy, taxonomy)));
  const known = new Set(found.map((t) => t.id));
  return ids.filter((id) => !known.has(id));
}

/**
 * Locks the term rows a write touches, in id order, before it changes their posts: writers of
 * the same topic queue, so each one's count refresh sees the others' committed posts.
 */
export async function lockTerms(tx: Db, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await tx.select({ id: terms.id }).from(terms).where(inArray(terms.id, ids)).orderBy(terms.id).for('update');
}

/** Makes the post's terms exactly `ids`. */
export async function setPostTerms(tx: Db, postId: number, ids: number[]): Promise<void> {
  await tx
    .delete(postTerms)
    .where(
      ids.length
        ? and(eq(postTerms.postId, postId), notInArray(postTerms.termId, ids))
        : eq(postTerms.postId, postId),
    );
  if (ids.length)
    await tx
      .insert(postTerms)
      .values(ids.map((termId) => ({ postId, termId })))
      .onConflictDoNothing();
}

export const unique = (ids: number[]) => [...new Set(ids)];
