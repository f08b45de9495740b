import { sameSitePath } from './redirect.ts';

/**
 * What the sign-in page (/sign-in, which works without JavaScript) says went wrong: the server's
 * form answers 303 back to the page with `?error=` one of these (and `left=` the tries left of
 * a wrong code), and the login modal shows the same words for the API's errors.
 */
export const SIGN_IN_PROBLEMS = [
  'email',
  'code',
  'mail',
  'too-many-codes',
  'wrong',
  'too-many-tries',
  'burned',
  'expired',
  'suspended',
  'cross-site',
  // the name step (a new member's first sign-in on the page)
  'name',
  'name-long',
] as const;

export type SignInProblem = (typeof SIGN_IN_PROBLEMS)[number];

export const isSignInProblem = (value: unknown): value is SignInProblem =>
  (SIGN_IN_PROBLEMS as readonly unknown[]).includes(value);

/** The sign-in page's path: its query says the step, the address, the destination and any problem. */
export const SIGN_IN_PATH = '/sign-in';

export interface SignInPageState {
  /** the name step of a new member just signed in (decisions 009) */
  step?: 'name';
  /** the code step for this address; the address step without it */
  email?: string;
  redirect?: string | null;
  error?: SignInProblem;
  left?: number;
  /** a new code was sent on request */
  resent?: boolean;
}

export function signInPageUrl(state: SignInPageState = {}): string {
  const query = new URLSearchParams();
  if (state.step) query.set('step', state.step);
  if (state.email !== undefined) query.set('email', state.email);
  if (state.redirect) query.set('redirect', state.redirect);
  if (state.error) query.set('error', state.error);
  if (state.left !== undefined) query.set('left', String(state.left));
  if (state.resent) query.set('resent', '1');
  const text = query.toString();
  return text ? `${SIGN_IN_PATH}?${text}` : SIGN_IN_PATH;
}

/**
 * Where signing in may lead: a same-site path (common/redirect.ts), never back to Logout or to
 * the sign-in page (a loop, or signing out again at once). The page's form and the login
 * modal both ask this; null means "use the default".
 */
export function signInDestination(target: unknown, origin: string): string | null {
  const path = sameSitePath(target, origin);
  return path && !/^\/(logout|sign-in)\/?([?#]|$)/.test(path) ? path : null;
}

/** Where the name step's form posts: the name, the topics chosen and the destination. */
export const NAME_STEP_PATH = '/sign-in/name';

/**
 * The topics a new member is offered beside the name (decisions 009): the busiest, without
 * the newsroom's own; the login modal's name step and the page's ask the same.
 */
export const WELCOME_TOPICS_QUERY: Readonly<Record<string, string>> = {
  per_page: '12',
  orderby: 'count',
  order: 'desc',
  hide_empty: '1',
  parent: '0',
};
const NEWSROOM_TOPICS = new Set(['unreviewed', 'unlisted', 'prompts', 'uncategorized']);
/** The topics a reader is offered anywhere: not the newsroom's holding and default ones. */
export const readerTopics = <T extends { slug: string }>(terms: readonly T[]): T[] =>
  terms.filter((term) => !NEWSROOM_TOPICS.has(term.slug));
export const WELCOME_TOPICS_SHOWN = 8;
export const welcomeTopics = <T extends { slug: string }>(terms: readonly T[]): T[] =>
  readerTopics(terms).slice(0, WELCOME_TOPICS_SHOWN);
