/**
 * The newsroom's and the reports' API (decisions §10; docs/decisions.md "Newsroom"): the
 * shapes the server's presenters produce and the screens read. Every error is `ApiError`:
 * 401 `rest_not_logged_in` for visitors, 403 `rest_forbidden` for a role that may not act,
 * 400 `rest_invalid_param` with `data.params`, 404 `rest_post_invalid_id` /
 * `rest_comment_invalid_id` / `rest_user_invalid_id` / `rest_message_invalid_id`.
 * Lists take `page` and `per_page` (1–100, default 20) and answer `X-WP-Total` and
 * `X-WP-TotalPages` like the rest of the API.
 *
 * Editors and administrators:
 * - `GET  yka/v2/newsroom/counts` → `NewsroomCounts`
 * - `GET  yka/v2/newsroom/review` → `ApiPost[]` (context edit, `_embedded` author and terms),
 *   published posts and videos in `unreviewed`, oldest first
 * - `POST yka/v2/newsroom/posts/{id}/approve` → `ApiPost`
 * - `POST yka/v2/newsroom/posts/{id}/send-back` `{note}` (1–1,000 characters) → `ApiPost`
 * - `POST yka/v2/newsroom/posts/{id}/topics` `{categories: number[]}` → `ApiPost`
 * - `POST yka/v2/newsroom/posts/{id}/trash` → `{trashed: true, id}`
 * - `GET  yka/v2/newsroom/comments` → `HeldComment[]` (held comments, oldest first)
 * - `POST yka/v2/newsroom/comments` `{ids: number[], status: 'approved'|'spam'|'trash'}` (1–100
 *   ids) → `{updated: number[]}` (ids that were held and changed)
 * - `GET  yka/v2/newsroom/reports` → `ReportedItem[]` (items with open reports, most reported first)
 * - `POST yka/v2/newsroom/reports/{object}/{id}` `{action: 'keep'|'remove'}` → `{object, id, action}`
 * Administrators only:
 * - `GET|POST yka/v2/newsroom/site` → `AdminSiteSettings` (POST takes any subset of its fields)
 * - `POST yka/v2/newsroom/sign-out-everyone` → `{version, sessions_ended}`
 * - `GET  yka/v2/newsroom/people?search=&role=&suspended=1` → `Member[]`
 * - `POST yka/v2/newsroom/people/{id}` `{role?, suspended?}` → `Member`
 * - `GET  yka/v2/newsroom/inbox?status=open|handled|all` (default open) → `InboxMessage[]`
 * - `POST yka/v2/newsroom/inbox/{id}` `{handled: boolean}` → `InboxMessage`
 * - `GET  yka/v2/newsroom/log` → `LogEntry[]` (newest first)
 * Signed-in members:
 * - `POST yka/v2/reports` `ReportBody` → 201 `ReportAnswer`; 409 `already_reported`;
 *   400 `rest_cannot_report_own` for one's own item.
 * A suspended member: verify-otp answers 403 `account_suspended`; their sessions and
 * application passwords stop working at once.
 */
import type { MenuEntry, Role, SocialLinks } from './api-types.ts';

export const REPORT_REASONS = ['spam', 'harassment', 'false_information', 'sexual_content', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export type ReportObject = 'post' | 'comment';
/** the text a reporter adds; required for `other` */
export const REPORT_NOTE_MAX = 500;
export const REVIEW_NOTE_MAX = 1000;
/** decisions §10: distinct reporters that hide an item until an editor resolves it */
export const DEFAULT_REPORT_HIDE_THRESHOLD = 3;

export interface ReportBody {
  object: ReportObject;
  id: number;
  reason: ReportReason;
  note?: string;
}

export interface ReportAnswer {
  object: ReportObject;
  id: number;
  reported: true;
}

export interface NewsroomCounts {
  review: number;
  comments: number;
  reports: number;
  /** open contact messages; 0 for editors, who do not see the inbox */
  inbox: number;
}

export type HoldReason = 'first_comment' | 'links' | 'moderation_words';

/** A held comment in the queue: the comment, why it is held, and its post. */
export interface HeldComment {
  id: number;
  post: number;
  post_title: string;
  post_link: string;
  parent: number;
  author: number;
  author_name: string;
  author_slug: string;
  date: string;
  /** plain text as written */
  content: string;
  /** null when it was held by an editor's choice rather than a rule */
  held_reason: HoldReason | null;
}

export interface ReportedItem {
  object: ReportObject;
  id: number;
  /** the post's title, or the commented post's title for a comment */
  title: string;
  /** plain text: the start of the post, or the whole comment */
  excerpt: string;
  link: string;
  author: { id: number; name: string; slug: string };
  /** open reports (distinct members) */
  count: number;
  reasons: Partial<Record<ReportReason, number>>;
  /** reporters' notes (never who wrote them: the reporter is never shown) */
  notes: string[];
  /** hidden from everyone but its author and editors (count ≥ the threshold) */
  hidden: boolean;
  first_reported: string;
  last_reported: string;
}

export interface KeepOrRemoveAnswer {
  object: ReportObject;
  id: number;
  action: 'keep' | 'remove';
}

/** The site settings stored as an administrator writes them (the server keeps topics by slug). */
export interface SiteSettingsText {
  name: string;
  description: string;
  /** changing it signs every member out on their next page (spec §4) */
  version: string;
  menus: { primary: MenuEntry[]; footer: MenuEntry[] };
  sidebars: Record<string, string>;
  social: SocialLinks;
  moderation_words: string[];
  /** distinct members' reports that hide an item (decisions §10) */
  report_hide_threshold: number;
  analytics_url: string;
  ad_script_url: string;
  site_email: string;
}

/** What an administrator edits in Site: every setting of `yka/v2/settings` and the private ones. */
export interface AdminSiteSettings extends SiteSettingsText {
  /** category ids; 0 for none */
  featured_category: number;
  prompt_category: number;
  home_topics: number[];
}

export interface SignOutEveryoneAnswer {
  version: string;
  sessions_ended: number;
}

export interface Member {
  id: number;
  name: string;
  slug: string;
  link: string;
  avatar_url: string;
  role: Role;
  suspended: boolean;
  post_count: number;
  registered_date: string;
}

export interface MemberChange {
  role?: Role;
  suspended?: boolean;
}

export interface InboxMessage {
  id: number;
  name: string;
  /** the address the sender gave to be answered at (not an account's) */
  email: string;
  subject: string;
  message: string;
  date: string;
  handled: boolean;
  handled_by: string | null;
}

export type LogAction =
  | 'approve_post'
  | 'send_back_post'
  | 'change_topics'
  | 'trash_post'
  | 'edit_post'
  | 'delete_post'
  | 'approve_comment'
  | 'hold_comment'
  | 'spam_comment'
  | 'trash_comment'
  | 'edit_comment'
  | 'delete_comment'
  | 'keep_reported'
  | 'remove_reported'
  | 'update_settings'
  | 'sign_out_everyone'
  | 'change_role'
  | 'suspend_member'
  | 'restore_member'
  | 'handle_message'
  | 'reopen_message';

export interface LogEntry {
  id: number;
  date: string;
  actor: { id: number; name: string; slug: string };
  action: LogAction;
  object_type: 'post' | 'comment' | 'user' | 'settings' | 'message' | 'site';
  object_id: number;
  /** the fields the action changed, as they were and as they became */
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  note: string;
}

export const NEWSROOM_TABS = ['review', 'comments', 'reports', 'site', 'people', 'inbox', 'log'] as const;
export type NewsroomTab = (typeof NEWSROOM_TABS)[number];
/** tabs only administrators see (decisions §10) */
export const ADMIN_TABS: readonly NewsroomTab[] = ['site', 'people', 'inbox', 'log'];
