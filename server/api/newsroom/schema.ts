import { z } from 'zod';
import type { MenuEntry } from '#common/api-types.ts';
import { PER_PAGE_MAX } from '#common/limits.ts';
import { REPORT_NOTE_MAX, REPORT_REASONS, REVIEW_NOTE_MAX } from '#common/newsroom.ts';
import { normaliseCommentText } from '#server/domain/comments.ts';
import { MAX_ID, paging } from '#server/http/params.ts';
import { ROLES } from '#server/policies/roles.ts';

const NEWSROOM_PER_PAGE = 20;

/** Newsroom lists page like the rest of the API, 20 a page by default. */
export const listQuery = z.object({ ...paging, per_page: paging.per_page.default(NEWSROOM_PER_PAGE) });

const id = z.coerce.number().int().min(1).max(MAX_ID);
const text = (max: number, name: string) =>
  z
    .string({ message: `${name} must be a string.` })
    .transform(normaliseCommentText)
    .refine((s) => [...s].length <= max, `${name} can be at most ${max} characters.`);

export const reportBody = z
  .object({
    object: z.enum(['post', 'comment'], { message: 'object is not one of post, comment.' }),
    id,
    reason: z.enum(REPORT_REASONS, { message: `reason is not one of ${REPORT_REASONS.join(', ')}.` }),
    note: text(REPORT_NOTE_MAX, 'note').optional(),
  })
  .refine((b) => b.reason !== 'other' || (b.note ?? '') !== '', {
    path: ['note'],
    message: 'Please say what is wrong (note) when the reason is other.',
  });

export const sendBackBody = z.object({
  note: text(REVIEW_NOTE_MAX, 'note').refine((s) => s !== '', 'A note for the writer is required.'),
});

export const topicsBody = z.object({
  categories: z.array(z.coerce.number().int().min(1).max(MAX_ID)).max(20, 'At most 20 topics.'),
});

export const moderateCommentsBody = z.object({
  ids: z
    .array(id)
    .min(1, 'ids must name at least one comment.')
    .max(PER_PAGE_MAX, `At most ${PER_PAGE_MAX} comments at once.`),
  status: z
    .string()
    .transform((s) => (s === 'approve' || s === '1' ? 'approved' : s))
    .pipe(z.enum(['approved', 'spam', 'trash'], { message: 'status is not one of approved, spam, trash.' })),
});

export const resolveBody = z.object({
  action: z.enum(['keep', 'remove'], { message: 'action is not one of keep, remove.' }),
});

const menuEntry: z.ZodType<MenuEntry> = z.lazy(() =>
  z
    .object({
      id: z.coerce.number().int().min(0).max(MAX_ID).default(0),
      title: z.string().trim().min(1, 'Every menu entry needs a title.').max(60),
      title_hi: z.string().trim().max(60).optional(),
      path: z.string().trim().min(1, 'Every menu entry needs an address.').max(500),
      tag: z.enum(['a', 'router-link']),
      children: z.array(menuEntry).max(20).default([]),
    })
    .refine(
      (e) =>
        e.tag === 'router-link' ? /^\/(?!\/)/.test(e.path) : /^(https?:\/\/|mailto:|\/(?!\/))/i.test(e.path),
      { path: ['path'], message: 'A site link starts with /; an external link with https:// or mailto:.' },
    )
    .transform(({ title_hi, ...entry }): MenuEntry => (title_hi ? { ...entry, title_hi } : entry)),
);

const url = (name: string) =>
  z
    .string()
    .trim()
    .max(500)
    .refine(
      (s) => s === '' || /^https?:\/\/[^\s]+$/i.test(s) || /^\/(?!\/)\S*$/.test(s),
      `${name} must be an http(s) address or empty.`,
    );

export const siteBody = z
  .object({
    name: z.string().trim().min(1, 'The site needs a name.').max(100),
    description: z.string().trim().max(300),
    version: z.string().trim().min(1).max(40),
    menus: z.object({ primary: z.array(menuEntry).max(30), footer: z.array(menuEntry).max(30) }),
    sidebars: z.record(z.string().trim().min(1).max(60), z.string().max(20_000)),
    featured_category: z.coerce.number().int().min(0).max(MAX_ID),
    prompt_category: z.coerce.number().int().min(0).max(MAX_ID),
    home_topics: z.array(z.coerce.number().int().min(1).max(MAX_ID)).max(10, 'At most 10 home topics.'),
    social: z.object({
      facebook: url('facebook'),
      twitter: url('twitter'),
      instagram: url('instagram'),
      youtube: url('youtube'),
      whatsapp: url('whatsapp'),
      contact: url('contact'),
    }),
    moderation_words: z
      .array(z.string().trim().max(100))
      .max(500)
      .transform((words) => [...new Set(words.filter((w) => w !== ''))]),
    report_hide_threshold: z.coerce.number().int().min(1, 'At least 1.').max(100),
    analytics_url: url('analytics_url'),
    ad_script_url: url('ad_script_url'),
    site_email: z.string().trim().email('site_email must be an e-mail address.').max(254),
  })
  .partial();

export const peopleQuery = listQuery.extend({
  search: z.string().trim().max(200).optional(),
  role: z.enum(ROLES).optional(),
  suspended: z.preprocess(
    (v) => (v === undefined || v === '' ? undefined : ['1', 'true'].includes(String(v))),
    z.boolean().optional(),
  ),
});

export const memberBody = z
  .object({
    role: z.enum(ROLES, {
      message: `role is not one of ${ROLES.join(', ')}.`,
    }),
    suspended: z.boolean({ message: 'suspended must be true or false.' }),
  })
  .partial()
  .refine((b) => b.role !== undefined || b.suspended !== undefined, {
    message: 'Send role or suspended.',
    path: ['role'],
  });

export const inboxQuery = listQuery.extend({ status: z.enum(['open', 'handled', 'all']).default('open') });
export const handledBody = z.object({ handled: z.boolean({ message: 'handled must be true or false.' }) });
