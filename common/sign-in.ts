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
] as const;

export type SignInProblem = (typeof SIGN_IN_PROBLEMS)[number];

export const isSignInProblem = (value: unknown): value is SignInProblem =>
  (SIGN_IN_PROBLEMS as readonly unknown[]).includes(value);

/** The sign-in page's path: its query says the step, the address, the destination and any problem. */
export const SIGN_IN_PATH = '/sign-in';

export interface SignInPageState {
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
