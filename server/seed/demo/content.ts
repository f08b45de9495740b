import { readFile } from 'node:fs/promises';
import { z } from 'zod';
import type { MenuEntry } from '#common/api-types.ts';
import { defaultSettings, type StoredSiteSettings } from '#server/domain/settings.ts';

/**
 * The hand-written demo content is data: one JSON file per kind beside this module, read
 * and checked here when the demo is seeded. Keys (author `key`, category and location
 * `slug`) tie the files together. Long texts (`html`, a note's `text`) are written as a
 * list of lines, joined with line breaks.
 */

const lang = z.enum(['en', 'hi']);
const lines = z.array(z.string()).transform((list) => list.join('\n'));

const reply = z.strictObject({ author: z.string(), content: z.string() });
const comment = reply.extend({ replies: z.array(reply).optional() });

/** What every piece of member content has: who wrote it, when, in which topics. */
const item = {
  lang,
  author: z.string(),
  /** category slugs; the first is the primary topic */
  categories: z.array(z.string()),
  /** location slugs */
  locations: z.array(z.string()).optional(),
  daysAgo: z.number().int().min(0),
  comments: z.array(comment).optional(),
};

/** An article or a video: HTML using only p, h2, h3, blockquote, ul, ol, li, strong, em, a. */
const story = {
  ...item,
  slug: z.string(),
  title: z.string(),
  /** one or two sentences, plain text */
  excerpt: z.string(),
  html: lines,
};

const schemas = {
  categories: z.array(
    z.strictObject({
      slug: z.string(),
      name: z.string(),
      nameHi: z.string(),
      description: z.string(),
      descriptionHi: z.string(),
      parent: z.string().optional(),
    }),
  ),
  locations: z.array(
    z.strictObject({
      slug: z.string(),
      name: z.string(),
      nameHi: z.string(),
      kind: z.enum(['state', 'union-territory']),
    }),
  ),
  authors: z.array(
    z.strictObject({
      key: z.string(),
      name: z.string(),
      slug: z.string(),
      email: z.string(),
      description: z.string(),
      language: lang,
      /** slug of a location */
      location: z.string(),
      role: z.enum(['subscriber', 'editor', 'administrator']).optional(),
    }),
  ),
  /** `prompt`: the slug of the prompt the article answers */
  'articles-en': z.array(z.strictObject({ ...story, prompt: z.string().optional() })),
  'articles-hi': z.array(z.strictObject({ ...story, prompt: z.string().optional() })),
  videos: z.array(z.strictObject({ ...story, videoUrl: z.string() })),
  /** plain text, line breaks allowed, at most 3,000 characters */
  notes: z.array(z.strictObject({ ...item, text: lines })),
  polls: z.array(
    z.strictObject({
      ...item,
      /** at most 200 characters */
      question: z.string(),
      /** 2 to 6 options, each at most 100 characters, with the demo vote count */
      options: z
        .array(z.strictObject({ label: z.string(), votes: z.number().int().min(0) }))
        .min(2)
        .max(6),
    }),
  ),
  prompts: z.array(
    z.strictObject({
      slug: z.string(),
      title: z.string(),
      lang,
      excerpt: z.string(),
      html: lines,
      daysAgo: z.number().int().min(0),
    }),
  ),
  pages: z.array(z.strictObject({ slug: z.string(), title: z.string(), html: lines })),
};

export type Lang = z.infer<typeof lang>;
export type DemoComment = z.infer<typeof comment>;
export type DemoPoll = z.infer<typeof schemas.polls>[number];

async function readJson(name: string): Promise<unknown> {
  return JSON.parse(await readFile(new URL(`./${name}.json`, import.meta.url), 'utf8'));
}

/** Every demo file, checked; a mistake in one names the file and the field. */
export async function loadDemoContent() {
  const entries = await Promise.all(
    Object.entries(schemas).map(async ([name, schema]) => {
      const parsed = schema.safeParse(await readJson(name));
      if (!parsed.success) throw new Error(`server/seed/demo/${name}.json: ${z.prettifyError(parsed.error)}`);
      return [name, parsed.data];
    }),
  );
  return Object.fromEntries(entries) as { [K in keyof typeof schemas]: z.infer<(typeof schemas)[K]> };
}

interface MenuInput {
  title: string;
  title_hi?: string | undefined;
  path: string;
  children?: MenuInput[] | undefined;
}

const menuEntry: z.ZodType<MenuInput> = z.lazy(() =>
  z.strictObject({
    title: z.string(),
    title_hi: z.string().optional(),
    path: z.string(),
    children: z.array(menuEntry).optional(),
  }),
);

const settings = z.strictObject({
  name: z.string(),
  description: z.string(),
  version: z.string(),
  menus: z.strictObject({ primary: z.array(menuEntry), footer: z.array(menuEntry) }),
  sidebars: z.record(z.string(), z.string()),
  featured_category_slug: z.string(),
  prompt_category_slug: z.string(),
  home_topic_slugs: z.array(z.string()),
  social: z.strictObject({
    facebook: z.string(),
    twitter: z.string(),
    instagram: z.string(),
    youtube: z.string(),
    whatsapp: z.string(),
    contact: z.string(),
  }),
  moderation_words: z.array(z.string()),
  contact_form_id: z.number().int(),
  site_email: z.string(),
});

/**
 * The demo site's settings (settings.json: menus with children, sidebar HTML, home topics,
 * social links) over the defaults. Menu entries are numbered children first, then their
 * parent, primary menu before footer; a link to another site is an `a`, the rest route.
 */
export async function loadDemoSettings(): Promise<StoredSiteSettings> {
  const parsed = settings.safeParse(await readJson('settings'));
  if (!parsed.success) throw new Error(`server/seed/demo/settings.json: ${z.prettifyError(parsed.error)}`);
  let nextId = 1;
  const numbered = (entries: MenuInput[]): MenuEntry[] =>
    entries.map(({ title, title_hi, path, children = [] }) => {
      const numberedChildren = numbered(children);
      const tag = /^https?:/.test(path) ? 'a' : 'router-link';
      return { id: nextId++, title, title_hi, path, tag, children: numberedChildren };
    });
  const { menus, ...rest } = parsed.data;
  const primary = numbered(menus.primary);
  const footer = numbered(menus.footer);
  return { ...defaultSettings(), ...rest, menus: { primary, footer } };
}
