import { z } from 'zod';
import { NOTIFICATION_KINDS } from '#common/notifications.ts';
import { bool, paging } from '#server/http/params.ts';

export const listQuery = z.object({ ...paging, unread: bool });

const flag = z.preprocess(
  (v) => (v === 'true' || v === '1' ? true : v === 'false' || v === '0' ? false : v),
  z.boolean({ message: 'must be true or false.' }),
);

export const settingsBody = z.object({
  kinds: z
    .object(Object.fromEntries(NOTIFICATION_KINDS.map((k) => [k, flag.optional()])))
    .strict()
    .optional(),
  email_digest: flag.optional(),
});

export const tokenQuery = z.object({
  token: z.string({ message: 'token is required.' }).max(200, 'token is not valid.'),
});
