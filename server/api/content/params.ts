import { z } from 'zod';
import { ALL_CONTENT, CONTENT_BASES } from '#server/domain/content-types.ts';

/**
 * `type=videos,notes`, `type[]=…` or `type=all` (issue 13): which kinds a mixed list holds.
 * Named `type`, not `post_type`, because the client never sends `post_type` (spec §7).
 */
export const contentTypeParam = z.preprocess(
  (v) =>
    v === undefined || v === ''
      ? undefined
      : (Array.isArray(v) ? v : [v]).flatMap((p) => String(p).split(',')).map((p) => p.trim()),
  z.array(z.enum([...CONTENT_BASES, ALL_CONTENT])).optional(),
);
