import { z } from 'zod';
import { MEMBER_NAME_MAX } from '#common/limits.ts';

/** Control characters never belong in a name or a bio (line breaks in a bio do). */
export const withoutControls = (value: string) => value.replace(/[^\P{Cc}\n]/gu, '');

/**
 * A member's name as typed (decisions 009): control characters go, runs of spaces become one.
 * `users/me` and the sign-in page's name step (server/ssr/sign-in-form.ts) both read it so.
 */
export const memberName = z
  .string({ message: 'name must be text.' })
  .transform((v) => withoutControls(v).replace(/\s+/g, ' ').trim())
  .pipe(
    z
      .string()
      .min(1, 'Please enter a name.')
      .max(MEMBER_NAME_MAX, `The name can be at most ${MEMBER_NAME_MAX} characters.`),
  );
