import { z } from 'zod';
import { POLL_OPTION_MAX, POLL_OPTIONS_MAX, POLL_OPTIONS_MIN, POLL_QUESTION_MAX } from '#common/limits.ts';
import type { PostInput } from '#server/domain/writing/save-post.ts';
import { idList, MAX_ID } from '#server/http/params.ts';

const TERMS_MAX = 20;

/** A string, or `{raw}` as WordPress clients send title and content. */
const textField = (name: string) =>
  z.union([z.string(), z.object({ raw: z.string() }).transform((v) => v.raw)], {
    message: `${name} must be a string.`,
  });

const termIds = (name: string) =>
  idList.refine((ids) => !ids || ids.length <= TERMS_MAX, `${name} can list at most ${TERMS_MAX} terms.`);

const optionalId = (name: string) =>
  z.coerce
    .number({ message: `${name} is not of type integer.` })
    .int(`${name} is not of type integer.`)
    .min(0, `${name} must be an id or 0.`)
    .max(MAX_ID, `${name} is out of range.`)
    .optional();

/** `WriteBody` (common/api-types.ts); lengths are checked by the domain, which knows the type. */
export const writeBody = z.object({
  type: z
    .enum(['post', 'video', 'note'], { message: 'type is not one of post, video, note.' })
    .default('post'),
  title: textField('title').optional(),
  content: textField('content').optional(),
  status: z.enum(['draft', 'publish'], { message: 'status is not one of draft, publish.' }).optional(),
  categories: termIds('categories'),
  locations: termIds('locations'),
  featured_media: optionalId('featured_media'),
  lang: z.enum(['en', 'hi'], { message: 'lang is not one of en, hi.' }).optional(),
  prompt_id: optionalId('prompt_id'),
  video_url: z
    .string({ message: 'video_url must be a string.' })
    .max(500, 'video_url is too long.')
    .optional(),
  draft_key: z
    .string({ message: 'draft_key must be a string.' })
    .regex(/^[A-Za-z0-9_-]{8,64}$/, 'draft_key is 8 to 64 letters, digits, - or _.')
    .optional(),
});
export type WriteInput = z.infer<typeof writeBody>;

export function toPostInput(body: WriteInput): PostInput {
  return {
    title: body.title,
    content: body.content,
    status: body.status,
    categories: body.categories,
    locations: body.locations,
    featuredMedia: body.featured_media,
    lang: body.lang,
    promptId: body.prompt_id,
    videoUrl: body.video_url,
  };
}

const oneLine = (v: string) =>
  v
    .replace(/\p{Cc}/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** A string made one line (control characters and runs of space become one space), 1 to `max` long. */
const oneLineText = (messages: { type: string; empty: string; tooLong: string }, max: number) =>
  z
    .string({ message: messages.type })
    .transform(oneLine)
    .pipe(z.string().min(1, messages.empty).max(max, messages.tooLong));

/** `CreatePollBody`: decisions §6 limits. */
export const createPollBody = z.object({
  question: oneLineText(
    {
      type: 'question must be a string.',
      empty: 'Please enter a question.',
      tooLong: `The question can be at most ${POLL_QUESTION_MAX} characters.`,
    },
    POLL_QUESTION_MAX,
  ),
  options: z.preprocess(
    (v) => (typeof v === 'string' ? [v] : v),
    z
      .array(
        oneLineText(
          {
            type: 'Each option must be a string.',
            empty: 'An option cannot be empty.',
            tooLong: `An option can be at most ${POLL_OPTION_MAX} characters.`,
          },
          POLL_OPTION_MAX,
        ),
        { message: 'options must be a list of strings.' },
      )
      .min(POLL_OPTIONS_MIN, `A poll needs ${POLL_OPTIONS_MIN} to ${POLL_OPTIONS_MAX} options.`)
      .max(POLL_OPTIONS_MAX, `A poll needs ${POLL_OPTIONS_MIN} to ${POLL_OPTIONS_MAX} options.`),
  ),
  categories: termIds('categories'),
  lang: z.enum(['en', 'hi'], { message: 'lang is not one of en, hi.' }).optional(),
});
