import { eq, inArray } from 'drizzle-orm';
import type { SiteSettings } from '#common/api-types.ts';
import { DEFAULT_REPORT_HIDE_THRESHOLD, type SiteSettingsText } from '#common/newsroom.ts';
import type { Database } from '#server/db/client.ts';
import { settings, terms } from '#server/db/schema.ts';

/** What an administrator stores under the `site` key; ids are resolved from slugs at read time. */
export interface StoredSiteSettings extends SiteSettingsText {
  featured_category_slug: string;
  prompt_category_slug: string;
  home_topic_slugs: string[];
  contact_form_id: number;
}

const CACHE_MS = 5_000;

/**
 * Site settings, read through a 5-second cache: a change (say, of `version`) reaches
 * every process within seconds without a query per request.
 */
export class SettingsStore {
  #database: Database;
  #publicUrl: string;
  #cached: { at: number; value: Promise<{ site: SiteSettings; stored: StoredSiteSettings }> } | null = null;

  constructor(database: Database, publicUrl: string) {
    this.#database = database;
    this.#publicUrl = publicUrl;
  }

  async site(): Promise<SiteSettings> {
    return (await this.#load()).site;
  }

  async stored(): Promise<StoredSiteSettings> {
    return (await this.#load()).stored;
  }

  invalidate() {
    this.#cached = null;
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
    if (!this.#cached || now - this.#cached.at > CACHE_MS) {
      const value = this.#read();
      this.#cached = { at: now, value };
      value.catch(() => {
        if (this.#cached?.value === value) this.#cached = null;
      });
    }
    return this.#cached.value;
  }

  async #read() {
    const { db } = this.#database;
    const [row] = await db.select().from(settings).where(eq(settings.key, 'site'));
    const stored = { ...defaultSettings(), ...((row?.value as Partial<StoredSiteSettings>) ?? {}) };
    const slugs = [
      'unlisted',
      'unreviewed',
      stored.featured_category_slug,
      stored.prompt_category_slug,
      ...stored.home_topic_slugs,
    ];
    const found = await db
      .select({ id: terms.id, slug: terms.slug })
      .from(terms)
      .where(inArray(terms.slug, slugs));
    const idOf = (slug: string) => found.find((t) => t.slug === slug)?.id ?? 0;
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
