/**
 * JSON shapes of the WordPress-compatible API (spec §3, decisions §2). The server's
 * presenters produce them and the React code reads them; nothing else defines them.
 */
export type Lang = 'en' | 'hi';
export type PostType = 'post' | 'video' | 'note' | 'poll' | 'page';
export type PostStatus = 'publish' | 'draft' | 'trash';
export type Taxonomy = 'category' | 'location';
export type Role = 'subscriber' | 'editor' | 'administrator';

export interface Rendered {
  rendered: string;
  raw?: string;
  protected?: boolean;
}

export interface ApiError {
  code: string;
  message: string;
  data: { status: number; params?: Record<string, string>; details?: unknown };
}

export interface ApiMediaSize {
  file: string;
  width: number;
  height: number;
  mime_type: string;
  filesize: number;
  source_url: string;
}

export interface ApiMedia {
  id: number;
  date: string;
  date_gmt: string;
  slug: string;
  type: 'attachment';
  link: string;
  title: Rendered;
  author: number;
  alt_text: string;
  caption: Rendered;
  media_type: 'image';
  mime_type: string;
  source_url: string;
  media_details: {
    width: number;
    height: number;
    file: string;
    filesize: number;
    sizes: Record<string, ApiMediaSize>;
  };
}

export interface ApiTerm {
  id: number;
  count: number;
  description: string;
  /** on Hindi pages ('' for the English one); the terms' own routes only, not embedded terms */
  description_hi?: string;
  link: string;
  name: string;
  name_hi: string;
  slug: string;
  taxonomy: Taxonomy;
  parent: number;
  follower_count: number;
  is_following: boolean;
}

export interface ApiUser {
  id: number;
  name: string;
  slug: string;
  description: string;
  link: string;
  url: string;
  avatar_urls: Record<'24' | '48' | '96', string>;
  yka_avatar_url: string;
  language: Lang;
  location: number;
  total_points: number;
  leaderboard_points: number;
  leaderboard_rank: number;
  post_count: number;
  follow: { is_following: boolean; no_followers: number };
  block: { is_blocked: boolean };
}

/**
 * Answers of `POST /wp-json/yka/v2/action` `{action, object, id}` for follows and blocks
 * (issue 7; docs/decisions.md "Social"). Errors: 400 `rest_cannot_follow_self` /
 * `rest_cannot_block_self` / `rest_invalid_param`, 401 `rest_not_logged_in`, 403
 * `rest_follow_blocked`, 404 `rest_user_invalid_id` / `rest_term_invalid`.
 */
export interface ActionAnswer {
  action: string;
  object: string;
  id: number;
}
/** follow / unfollow of a user: the user object's `follow` field. */
export interface UserFollowAnswer extends ActionAnswer {
  follow: ApiUser['follow'];
}
/** follow / unfollow of a term: the term's own fields plus the same `follow` shape. */
export interface TermFollowAnswer extends ActionAnswer {
  is_following: boolean;
  follower_count: number;
  follow: ApiUser['follow'];
}
/** block / unblock: the block state and the follow state (blocking removes follows). */
export interface BlockAnswer extends ActionAnswer {
  block: ApiUser['block'];
  follow: ApiUser['follow'];
}

/**
 * Account endpoints (issue 4; every error is `ApiError`):
 * - `POST /wp-json/yka/v2/send-otp/` {email} → `{success: true, message}`, the same for every
 *   address; 400 `rest_invalid_param` (data.params.email), 429 `too_many_requests`,
 *   503 `mail_unavailable`.
 * - `POST /wp-json/yka/v2/verify-otp/` {email, otp} → `SignedInSession` and the session
 *   cookie; 400 `invalid_otp` (data.attempts_left), `otp_attempts_exceeded` (five wrong tries:
 *   request a new code), `expired_otp` (expired, used or superseded), `rest_invalid_param`;
 *   429 `too_many_requests` (ten tries for one address, or the client's limit, within the hour).
 * - `POST /wp-json/yka/v2/logout/` → 200 always (no nonce needed); clears the cookie.
 * - `POST /wp-json/yka/v2/logout-everywhere/` (nonce) → ends every session of the user, this
 *   one too; clears the cookie.
 * - `GET /wp-json/yka/v2/session` → `SignedInSession`, or 401 `rest_not_logged_in`.
 * - `GET|POST /wp-json/wp/v2/users/me` (`?context=edit` → `ApiUserMe`; POST answers `ApiUserMe`).
 * - `POST /wp-json/wp/v2/media` (multipart `file`) → `ApiMedia` (201); its id is `avatar_media`.
 * - `GET|POST /wp-json/wp/v2/users/me/application-passwords`, `DELETE …/{uuid}`; POST and
 *   DELETE need the cookie session with its nonce.
 */

/**
 * Local session settings (spec §3, decisions §3): what the browser keeps in storage.
 * Never a password, token or nonce.
 */
export interface LocalSession {
  id: number;
  name: string;
  slug: string;
  avatar_url: string;
  /** the site settings' `version` when the user signed in; a mismatch forces re-login */
  version: string;
}

/**
 * The answer of `POST yka/v2/verify-otp/` and `GET yka/v2/session`, and `session` in the
 * page bootstrap of a signed-in request: the local settings plus the `X-WP-Nonce` that
 * cookie-authenticated writes must send. The nonce lives in memory only.
 */
export interface SignedInSession extends LocalSession {
  nonce: string;
  /** what the interface offers (the Newsroom link for editors); the server decides every action */
  role: Role;
}

/** `GET wp/v2/users/me?context=edit`: the owner's own view, with what nobody else sees. */
export interface ApiUserMe extends ApiUser {
  email: string;
  roles: Role[];
  registered_date: string;
}

/** `POST wp/v2/users/me`: every field optional; a new name gives a new slug (the old one answers 301). */
export interface UpdateMeBody {
  name?: string;
  description?: string;
  /** a location term id, or 0 for none */
  location?: number;
  language?: Lang;
  /** an image uploaded through `POST wp/v2/media` by this user, or 0 to remove */
  avatar_media?: number;
}

/**
 * `POST yka/v2/fep/[id]` and `POST wp/v2/{posts|videos|notes}/[id]` (issue 5): what the
 * writing screens send. On update every field is optional; on create `title` or `content`
 * is needed. `content` is HTML for posts and videos (sanitised on the server against the
 * allowlist of decisions §3) and plain text for notes. Answer: the `ApiPost` with `raw`
 * values (201 on create). Errors: 401 `rest_not_logged_in`, 400 `rest_invalid_param`
 * (`data.params`), `rest_empty_content`, `rest_invalid_featured_media`, 403 `rest_cannot_edit`,
 * 404 `rest_post_invalid_id` (docs/decisions.md, "Writing (issue 5, server)").
 */
export interface WriteBody {
  /** fep only; wp/v2 takes the type from its route. Default `post`. */
  type?: 'post' | 'note' | 'video';
  title?: string;
  content?: string;
  status?: 'draft' | 'publish';
  /** category ids (topics); the unlisted and unreviewed ones are set by the server only */
  categories?: number[];
  /** location term ids (India's states and union territories) */
  locations?: number[];
  /** an image uploaded by the writer through `POST wp/v2/media`, or 0 for none */
  featured_media?: number;
  /** detected from the text when absent (`detectLang` in common/lang.ts) */
  lang?: Lang;
  /** a prompt post this writing answers (decisions §2) */
  prompt_id?: number;
  /** videos only: a YouTube or Vimeo address */
  video_url?: string;
  /**
   * Create only: the screen's key for this new item (8–64 of `A-Za-z0-9_-`). A create with
   * a key the writer already used updates that item instead, so a retried first save never
   * makes a second draft.
   */
  draft_key?: string;
}

/** `POST yka/v2/polls` (issue 5): creates the poll and its post at once. */
export interface CreatePollBody {
  question: string;
  /** 2 to 6 labels */
  options: string[];
  /** topic ids */
  categories?: number[];
  lang?: Lang;
}

/** The answer of `POST yka/v2/polls`: the poll post (its `poll_id` names `poll`) and the poll. */
export interface CreatePollAnswer {
  post: ApiPost;
  poll: ApiPoll;
}

/** `DELETE yka/v2/fep/{id}`, `DELETE wp/v2/{type}/{id}`: deletion is permanent. */
export interface DeletedPostAnswer {
  deleted: true;
  previous: ApiPost;
}

/** WordPress application passwords; `password` appears once, in the create answer. */
export interface ApiApplicationPassword {
  uuid: string;
  name: string;
  created: string;
  last_used: string | null;
  last_ip: string | null;
  password?: string;
}

export interface ApiPost {
  id: number;
  date: string;
  date_gmt: string;
  modified: string;
  modified_gmt: string;
  slug: string;
  status: PostStatus;
  type: PostType;
  link: string;
  title: Rendered;
  content: Rendered;
  excerpt: Rendered;
  author: number;
  featured_media: number;
  categories: number[];
  locations: number[];
  lang: Lang;
  featured_image: string;
  featured_image_srcset: string;
  featured_image_width: number;
  featured_image_height: number;
  /** the item's generated 1200×630 sharing picture (decisions 015), '' for a page */
  share_image: string;
  like: { total: number; is_liked: boolean };
  total_comments: number;
  view_count: number;
  post_view_count: number;
  poll_id: number;
  poll_votes: number;
  prompt_id: number;
  video_url: string;
  writer_count: number;
  /** context edit only (the author and editors): where the post stands in review */
  review?: PostReview;
  _embedded?: {
    author?: ApiUser[];
    'wp:term'?: ApiTerm[][];
    'wp:featuredmedia'?: ApiMedia[];
  };
}

/** `review` on an `ApiPost` (common/newsroom.ts has the newsroom's API). */
export interface PostReview {
  /** waiting: published, in the review queue; sent_back: a draft an editor returned with `note` */
  state: 'waiting' | 'sent_back' | 'none';
  note: string;
}

export interface ApiComment {
  id: number;
  post: number;
  parent: number;
  author: number;
  author_name: string;
  author_slug: string;
  author_avatar_urls: Record<'24' | '48' | '96', string>;
  date: string;
  date_gmt: string;
  content: Rendered;
  link: string;
  status: 'approved' | 'hold' | 'spam' | 'trash';
  type: 'comment';
  total_children: number;
}

export interface ApiPollOption {
  id: number;
  label: string;
  votes: number;
}

export interface ApiPoll {
  id: number;
  post: number;
  question: string;
  options: ApiPollOption[];
  total_votes: number;
  has_voted: boolean;
  choice_id: number;
}

export interface MenuEntry {
  id: number;
  title: string;
  title_hi?: string;
  path: string;
  tag: 'a' | 'router-link';
  children: MenuEntry[];
}

export interface SocialLinks {
  facebook: string;
  twitter: string;
  instagram: string;
  youtube: string;
  whatsapp: string;
  contact: string;
}

export interface SiteSettings {
  base_url: string;
  name: string;
  description: string;
  version: string;
  menus: { primary: MenuEntry[]; footer: MenuEntry[] };
  sidebars: Record<string, string>;
  exclude_categories: { unlisted: number; unreviewed: number };
  featured_category: number;
  prompt_category: number;
  home_topics: number[];
  social: SocialLinks;
  analytics_url: string;
  ad_script_url: string;
  js_url: string;
  contact_form_id: number;
}

export interface LeaderboardEntry extends ApiUser {}
