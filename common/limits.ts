/** Limits shared by the server checks, the database and the UI (decisions §2, §5, §6). */
export const PER_PAGE_DEFAULT = 10;
export const PER_PAGE_MAX = 100;
export const COMMENTS_PER_PAGE_TOP = 100;
export const COMMENTS_PER_PAGE_REPLIES = 10;
export const COMMENT_MAX_LENGTH = 5000;
export const NOTE_MAX_LENGTH = 3000;
export const POLL_QUESTION_MAX = 200;
export const POLL_OPTION_MAX = 100;
export const POLL_OPTIONS_MIN = 2;
export const POLL_OPTIONS_MAX = 6;
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
export const UPLOAD_MAX_PIXELS = 40_000_000;
export const SEARCH_MAX_LENGTH = 200;
/** Term tabs (spec §9): topics after 'Latest' for a visitor, after 'Following' when signed in. */
export const TERM_TABS_GUEST = 10;
export const TERM_TABS_SIGNED_IN = 7;
export const SITE_TIME_ZONE = 'Asia/Kolkata';
/** Contact form (decisions §7): field lengths and submissions per client address per hour. */
export const CONTACT_NAME_MAX = 100;
export const CONTACT_SUBJECT_MAX = 200;
export const CONTACT_MESSAGE_MAX = 5000;
export const CONTACT_PER_IP_PER_HOUR = 5;
/** Comment flood guard: at most this many comments per user per window (editors exempt). */
export const COMMENTS_PER_USER_PER_WINDOW = 30;
export const COMMENT_WINDOW_MS = 10 * 60 * 1000;
/** Writing (issue 5): a title in characters, a post's HTML in characters. */
export const POST_TITLE_MAX = 200;
export const POST_CONTENT_MAX = 200_000;
/** A note's title is made from its first words (decisions §2). */
export const NOTE_TITLE_WORDS = 8;
/** A slug (posts, terms, members) keeps at most this many ASCII characters (decisions §10). */
export const POST_SLUG_MAX = 60;
/** A member's name in characters (decisions 009), as typed and as kept. */
export const MEMBER_NAME_MAX = 60;
/** A member's "About you" in characters. */
export const MEMBER_DESCRIPTION_MAX = 500;
/** Items (posts, videos, notes, polls) one subscriber may create per hour; editors are exempt. */
export const WRITES_PER_USER_PER_HOUR = 60;
