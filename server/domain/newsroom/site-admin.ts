import { inArray, sql } from 'drizzle-orm';
import type { AdminSiteSettings, SignOutEveryoneAnswer } from '#common/newsroom.ts';
import type { Db } from '#server/db/client.ts';
import { settings, terms } from '#server/db/schema.ts';
import { domainInvalid } from '../errors.ts';
import { rowCount } from '../points.ts';
import { type SettingsRead, type StoredSiteSettings, storedForUpdate } from '../settings.ts';
import { sanitizeWidgetHtml } from '../writing/sanitize-html.ts';
import { type Actor, changedFields, logAction } from './log.ts';

/**
 * The stored settings as an administrator edits them: categories by id, not by slug. Given
 * `SettingsStore.fresh()`, not a worker's cache: the form is the base of the next save.
 */
export function adminSettings({ site, stored }: SettingsRead): AdminSiteSettings {
  return {
    name: stored.name,
    description: stored.description,
    version: stored.version,
    menus: stored.menus,
    sidebars: stored.sidebars,
    featured_category: site.featured_category,
    prompt_category: site.prompt_category,
    home_topics: site.home_topics,
    social: stored.social,
    moderation_words: stored.moderation_words,
    report_hide_threshold: stored.report_hide_threshold,
    analytics_url: stored.analytics_url,
    ad_script_url: stored.ad_script_url,
    site_email: stored.site_email,
  };
}

async function slugsOf(tx: Db, ids: number[], field: string): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.filter((id) => id > 0))];
  const found = wanted.length
    ? await tx
        .select({ id: terms.id, slug: terms.slug, taxonomy: terms.taxonomy })
        .from(terms)
        .where(inArray(terms.id, wanted))
    : [];
  const categories = new Map(found.filter((t) => t.taxonomy === 'category').map((t) => [t.id, t.slug]));
  const unknown = wanted.filter((id) => !categories.has(id));
  if (unknown.length) throw domainInvalid({ [field]: `Unknown topic id(s): ${unknown.join(', ')}.` });
  return categories;
}

/**
 * Saves an administrator's change of the settings and logs the fields that changed, in one
 * transaction (decisions §10). The change is made on top of the settings as stored, locked
 * until the commit, so a save at the same moment through another worker is kept. Sidebar HTML
 * is cleaned with the writers' allowlist: it is shown on every page. The caller tells every
 * worker's settings cache after the commit (`SettingsStore.changed`).
 */
export async function updateSiteSettings(
  tx: Db,
  actor: Actor,
  /** the form as the administrator's change found it, for the log's "before" */
  admin: AdminSiteSettings,
  change: Partial<AdminSiteSettings>,
): Promise<void> {
  const next: StoredSiteSettings = { ...(await storedForUpdate(tx)) };
  const { featured_category, prompt_category, home_topics, sidebars, ...plain } = change;
  Object.assign(next, plain);
  if (sidebars)
    next.sidebars = Object.fromEntries(
      Object.entries(sidebars).map(([slot, html]) => [slot, sanitizeWidgetHtml(html)]),
    );
  if (featured_category !== undefined)
    next.featured_category_slug =
      (await slugsOf(tx, [featured_category], 'featured_category')).get(featured_category) ?? '';
  if (prompt_category !== undefined)
    next.prompt_category_slug =
      (await slugsOf(tx, [prompt_category], 'prompt_category')).get(prompt_category) ?? '';
  if (home_topics !== undefined) {
    const slugs = await slugsOf(tx, home_topics, 'home_topics');
    next.home_topic_slugs = [...new Set(home_topics)]
      .map((id) => slugs.get(id))
      .filter((s): s is string => Boolean(s));
  }
  await tx
    .insert(settings)
    .values({ key: 'site', value: next })
    .onConflictDoUpdate({ target: settings.key, set: { value: next, updatedAt: new Date() } });
  const diff = changedFields(admin as unknown as Record<string, unknown>, { ...admin, ...change });
  await logAction(tx, actor, {
    action: 'update_settings',
    objectType: 'settings',
    objectId: 0,
    before: diff.before,
    after: diff.after,
  });
}

/** The next site version: a number goes up by one, anything else gets a suffix. */
export function nextVersion(version: string): string {
  return /^\d+$/.test(version) ? String(Number(version) + 1) : `${version}.1`;
}

/**
 * Sign everyone out (decisions §10, spec §4): the site version moves on, so every browser's
 * stored session is stale, and every session row goes, so every cookie stops working at
 * once, the administrator's own included. Application passwords stay (revoked one by one).
 */
export async function signOutEveryone(tx: Db, actor: Actor): Promise<SignOutEveryoneAnswer> {
  const stored = await storedForUpdate(tx);
  const version = nextVersion(stored.version);
  await tx
    .insert(settings)
    .values({ key: 'site', value: { ...stored, version } })
    .onConflictDoUpdate({
      target: settings.key,
      set: { value: { ...stored, version }, updatedAt: new Date() },
    });
  const count = rowCount(await tx.execute(sql`DELETE FROM sessions RETURNING id`));
  await logAction(tx, actor, {
    action: 'sign_out_everyone',
    objectType: 'site',
    objectId: 0,
    before: { version: stored.version },
    after: { version, sessions_ended: count },
  });
  return { version, sessions_ended: count };
}
