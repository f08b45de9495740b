import { eq } from 'drizzle-orm';
import type { SiteSettings } from '#common/api-types.ts';
import { DEFAULT_REPORT_HIDE_THRESHOLD, type SiteSettingsText } from '#common/newsroom.ts';
import type { Database, Db } from '#server/db/client.ts';
import { settings } from '#server/db/schema.ts';
import { outsideTally } from '#server/db/statement-count.ts';

/** What an administrator stores under the `site` key; ids are resolved from slugs at read time. */
export interface StoredSiteSettings extends SiteSettingsText {
  featured_category_slug: string;
  prompt_category_slug: string;
  home_topic_slugs: string[];
  contact_form_id: number;
}

const CACHE_MS = 5_000;

/** The settings as pages see them (`site`) and as stored (`stored`), read together. */
export interface SettingsRead {
  site: SiteSettings;
  stored: StoredSiteSettings;
}

/** What a worker that changed the settings sends its peers through the primary (main.ts). */
export const SETTINGS_CHANGED = 'awaaz:settings-changed';

/**
 * Site settings, read through a 5-second cache: a change (say, of `version`) reaches
 * every process within seconds without a query per request. An old value is served while a
 * fresh one is read in the background (no request waits for it, nor counts it as its own).
 * A change made through this process is announced (`changed`) to the other workers of the
 * server, which drop their copies at once; a server on another machine sharing the database
 * still sees it within the cache's seconds.
 */
export class SettingsStore {
  #database: Database;
  #publicUrl: string;
  #announce: () => void;
  #cached: { at: number; value: Promise<SettingsRead> } | null = null;
  /** moves on with every invalidation, so a refresh begun before a change cannot bring back the old value */
  #generation = 0;
  #refreshing = false;

  constructor(database: Database, publicUrl: string, options: { announce?: () => void } = {}) {
    this.#database = database;
    this.#publicUrl = publicUrl;
    this.#announce = options.announce ?? (() => {});
  }

  async site(): Promise<SiteSettings> {
    return (await this.#load()).site;
  }

  async stored(): Promise<StoredSiteSettings> {
    return (await this.#load()).stored;
  }

  /**
   * The settings as stored now, read past this process's cache, for what acts on them: a
   * comment checked against the moderation words, a report against the hiding threshold, an
   * administrator's change made on top of them. Another worker may have changed them within the
   * cache's seconds: an administrator who saved twice through two workers lost the first
   * change, and a moderation word just added let comments through on the other worker. The
   * value read becomes this process's cache.
   */
  async fresh(): Promise<SettingsRead> {
    this.invalidate();
    return this.#load();
  }

  /** Forgets this process's copy: the next read reads the database. */
  invalidate() {
    this.#cached = null;
    this.#generation++;
  }

  /**
   * After a write of the settings (committed or not): this process and every other worker
   * forget their copies. An administrator who saved a menu and opened the home page saw the old
   * menu whenever the page came from another worker, for up to the cache's 5 s.
   */
  changed() {
    this.invalidate();
    this.#announce();
  }

  async save(value: StoredSiteSettings) {
    await this.#database.db
      .insert(settings)
      .values({ key: 'site', value })
      .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: new Date() } });
    this.invalidate();
  }

  #load() {
    const now = Date.now();
    if (!this.#cached) {
      const value = this.#read();
      const cached = { at: now, value };
      this.#cached = cached;
      value.catch(() => {
        if (this.#cached === cached) this.#cached = null;
      });
    } else if (now - this.#cached.at > CACHE_MS && !this.#refreshing) this.#refresh();
    return this.#cached.value;
  }

  #refresh() {
    this.#refreshing = true;
    const generation = this.#generation;
    outsideTally(() => this.#read())
      .then((fresh) => {
        if (generation === this.#generation) this.#cached = { at: Date.now(), value: Promise.resolve(fresh) };
      })
      // the old value stays until a read succeeds
      .catch(() => {})
      .finally(() => {
        this.#refreshing = false;
      });
  }

  async #read() {
    // the stored value and the ids of the categories it names by slug, in one statement
    const [row] = await this.#database.query<{
      value: Partial<StoredSiteSettings> | null;
      categories: unknown;
    }>(
      `SELECT (SELECT value FROM settings WHERE key = 'site') AS value,
              (SELECT coalesce(json_agg(json_build_object('id', id, 'slug', slug) ORDER BY id), '[]'::json)
                 FROM terms WHERE taxonomy = 'category') AS categories`,
    );
    const stored = withDefaults(row?.value);
    const categories = (
      typeof row?.categories === 'string' ? JSON.parse(row.categories) : (row?.categories ?? [])
    ) as { id: number; slug: string }[];
    const idOf = (slug: string) => categories.find((t) => t.slug === slug)?.id ?? 0;
    const site: SiteSettings = {
      base_url: this.#publicUrl,
      name: stored.name,
      description: stored.description,
      version: stored.version,
      menus: stored.menus,
      sidebars: stored.sidebars,
      exclude_categories: { unlisted: idOf('unlisted'), unreviewed: idOf('unreviewed') },
      featured_category: idOf(stored.featured_category_slug),
      prompt_category: idOf(stored.prompt_category_slug),
      home_topics: stored.home_topic_slugs.map(idOf).filter((id) => id > 0),
      social: stored.social,
      analytics_url: stored.analytics_url,
      ad_script_url: stored.ad_script_url,
      js_url: `${this.#publicUrl}/assets/`,
      contact_form_id: stored.contact_form_id,
    };
    return { site, stored };
  }
}

/**
 * The stored settings inside a transaction that will write them whole, locked until it ends.
 * A save made on top of a value read before its transaction lost the other's change when two
 * administrators (or a save and sign-out-everyone) wrote at the same moment; the second now
 * waits for the first and builds on what it wrote. A site that has never saved its settings
 * gets an empty row first, so that there is a row to lock.
 */
export async function storedForUpdate(tx: Db): Promise<StoredSiteSettings> {
  await tx.insert(settings).values({ key: 'site', value: {} }).onConflictDoNothing();
  const [row] = await tx
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, 'site'))
    .for('update');
  return withDefaults(row?.value as Partial<StoredSiteSettings> | undefined);
}

/** A stored value (partial, or none yet) over the defaults. */
const withDefaults = (value: Partial<StoredSiteSettings> | null | undefined): StoredSiteSettings => ({
  ...defaultSettings(),
  ...(value ?? {}),
});

export function defaultSettings(): StoredSiteSettings {
  return {
    name: 'Awaaz',
    description: 'Stories, videos, notes and polls by young India, in Hindi and English.',
    version: '1',
    menus: { primary: [], footer: [] },
    sidebars: {},
    featured_category_slug: '',
    prompt_category_slug: 'prompts',
    home_topic_slugs: [],
    social: { facebook: '', twitter: '', instagram: '', youtube: '', whatsapp: '', contact: '/contact' },
    moderation_words: [],
    analytics_url: '',
    ad_script_url: '',
    contact_form_id: 1,
    site_email: 'hello@awaaz.example',
    report_hide_threshold: DEFAULT_REPORT_HIDE_THRESHOLD,
  };
}
