import { z } from 'zod';
import { PER_PAGE_DEFAULT, PER_PAGE_MAX } from '#common/limits.ts';
import { invalidParams } from './errors.ts';
import { noteQueryParams } from './query-params.ts';

type Query = Record<string, unknown>;

/** Ids are PostgreSQL `integer`s: a larger number cannot name a row and must not reach SQL. */
export const MAX_ID = 2_147_483_647;

/** A positive id from a path segment, or null when it cannot name a row. */
export function pathId(raw: string): number | null {
  const value = Number(raw);
  return Number.isInteger(value) && value > 0 && value <= MAX_ID ? value : null;
}

/** WordPress accepts `a=1,2`, `a[]=1&a[]=2` and `a=1&a=2`; all become one list. */
function toList(value: unknown): unknown {
  if (value === undefined || value === '') return undefined;
  const parts = (Array.isArray(value) ? value : [value]).flatMap((v) => String(v).split(','));
  return parts.map((p) => p.trim()).filter((p) => p !== '');
}

export const idList = z.preprocess(toList, z.array(z.coerce.number().int().nonnegative()).optional());
export const stringList = z.preprocess(toList, z.array(z.string().max(200)).optional());
export const optionalInt = (min = 0) => z.coerce.number().int().min(min).optional();
export const bool = z
  .preprocess(
    (v) => (v === '' || v === undefined ? undefined : ['1', 'true', 'yes'].includes(String(v).toLowerCase())),
    z.boolean(),
  )
  .optional();

export const paging = {
  page: z.coerce
    .number({ message: 'page is not of type integer.' })
    .int()
    .min(1, 'page must be greater than or equal to 1')
    .default(1),
  per_page: z.coerce
    .number({ message: 'per_page is not of type integer.' })
    .int()
    .min(1, `per_page must be between 1 (inclusive) and ${PER_PAGE_MAX} (inclusive)`)
    .max(PER_PAGE_MAX, `per_page must be between 1 (inclusive) and ${PER_PAGE_MAX} (inclusive)`)
    .default(PER_PAGE_DEFAULT),
};

/** A page of a lookup list (terms, users): paging, a name search, and ids or slugs to take or leave. */
export const lookup = {
  ...paging,
  search: z.string().trim().max(100).optional(),
  /** `words`: a name search beside search results (`nameSearch`, decisions 010) */
  search_mode: z.enum(['contains', 'words']).optional(),
  include: idList,
  exclude: idList,
  slug: stringList,
};

/**
 * Validates query parameters against a schema; `key[]` is read as `key`, unknown keys are
 * ignored (decisions §2) and failures become `rest_invalid_param` with `data.params`.
 */
export function parseQuery<S extends z.ZodObject>(schema: S, query: unknown): z.infer<S> {
  noteQueryParams(Object.keys(schema.shape));
  return parseBody(schema, query);
}

/** A form or JSON body read like a query (`key[]` as `key`), its keys not query parameters. */
export function parseBody<S extends z.ZodObject>(schema: S, query: unknown): z.infer<S> {
  const normalised: Query = {};
  for (const [key, value] of Object.entries((query ?? {}) as Query)) {
    normalised[key.endsWith('[]') ? key.slice(0, -2) : key] =
      Array.isArray(value) && !key.endsWith('[]') && value.length === 1 ? value[0] : value;
  }
  return parseWith(schema, normalised);
}

export function parseWith<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const params: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? 'body');
    params[key] ??= issue.message.startsWith('Invalid')
      ? `${key} is invalid: ${issue.message}`
      : issue.message;
  }
  throw invalidParams(params);
}
