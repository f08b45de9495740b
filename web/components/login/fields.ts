import { MEMBER_NAME_MAX } from '#common/limits.ts';

/** What the login modal's and the sign-in page's inputs and buttons share: one look, one behaviour. */

export const fieldClass =
  'mt-1 block w-full rounded-lg border border-stone-300 px-3 py-2.5 text-lg text-stone-900 focus:border-rose-700 focus:outline-none focus:ring-2 focus:ring-rose-200';
export const primaryClass =
  'mt-4 w-full rounded-full bg-rose-700 px-5 py-2.5 font-semibold text-white hover:bg-rose-800 disabled:opacity-60';
export const secondaryClass =
  'text-sm font-semibold text-rose-800 underline-offset-2 hover:underline disabled:text-stone-500 disabled:no-underline';

/** The e-mail step's input: the phone's e-mail keyboard, no capitals, no spelling marks. */
export const emailField = {
  type: 'email',
  name: 'email',
  autoComplete: 'email',
  inputMode: 'email',
  autoCapitalize: 'none',
  spellCheck: false,
  required: true,
  className: fieldClass,
} as const;

/** The code step's input: digits, and the phone's offer of the code from the mail or SMS. */
export const codeField = {
  type: 'text',
  name: 'otp',
  inputMode: 'numeric',
  autoComplete: 'one-time-code',
  pattern: '[0-9]{6}',
  maxLength: 6,
  required: true,
  className: `${fieldClass} tracking-[0.4em]`,
} as const;

/** The name step's input: the name readers will see, never filled in for the member. */
export const nameField = {
  type: 'text',
  name: 'name',
  autoComplete: 'name',
  maxLength: MEMBER_NAME_MAX,
  required: true,
  className: fieldClass,
} as const;
