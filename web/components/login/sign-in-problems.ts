import type { SignInProblem } from '#common/sign-in.ts';
import type { MessageKey } from '#web/i18n/en.ts';
import type { Translate } from '#web/i18n/translate.ts';
import { ApiRequestError } from '#web/lib/api-client.ts';

const MESSAGE: Record<SignInProblem, MessageKey> = {
  email: 'login.emailInvalid',
  code: 'login.codeInvalid',
  mail: 'login.error.mail',
  'too-many-codes': 'login.error.tooManyCodes',
  wrong: 'login.error.wrong',
  'too-many-tries': 'login.error.tooManyTries',
  burned: 'login.error.burned',
  expired: 'login.error.expired',
  suspended: 'login.error.suspended',
  'cross-site': 'login.error.crossSite',
  name: 'welcome.nameRequired',
  'name-long': 'welcome.nameTooLong',
};

/** What went wrong, in the reader's language; `left` is a wrong code's tries left. */
export const signInProblemMessage = (t: Translate, problem: SignInProblem, left = 0) =>
  t(MESSAGE[problem], { count: left });

/**
 * The problem an API error of sending (`send-otp`) or checking (`verify-otp`) a code stands
 * for, so the modal says it in the reader's language as the page does; null for any other
 * error, whose own message the modal shows.
 */
export function signInProblemOf(
  error: unknown,
  step: 'send' | 'verify',
): { problem: SignInProblem; left: number } | null {
  if (!(error instanceof ApiRequestError)) return null;
  const problem = ((): SignInProblem | null => {
    switch (error.code) {
      case 'mail_unavailable':
        return 'mail';
      case 'too_many_requests':
        return step === 'send' ? 'too-many-codes' : 'too-many-tries';
      case 'invalid_otp':
        return 'wrong';
      case 'otp_attempts_exceeded':
        return 'burned';
      case 'expired_otp':
        return 'expired';
      case 'account_suspended':
        return 'suspended';
      default:
        return null;
    }
  })();
  if (!problem) return null;
  const left = Number(error.data.attempts_left);
  return { problem, left: Number.isInteger(left) ? left : 0 };
}
