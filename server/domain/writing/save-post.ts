import { and, eq, sql } from 'drizzle-orm';
import type { Lang } from '#common/api-types.ts';
import { stripTags } from '#common/format.ts';
import { NOTE_MAX_LENGTH, NOTE_TITLE_WORDS, POST_CONTENT_MAX, POST_TITLE_MAX } from '#common/limits.ts';
import { detectLang, isVideoUrl, noteTitle } from '#common/writing.ts';
import type { Db } from '#server/db/client.ts';
import { media, posts, postTerms } from '#server/db/schema.ts';
import { keepOldSlug } from '../addresses/slug-history.ts';
import { normaliseCommentText } from '../comments.ts';
import { domainBadRequest, domainInvalid } from '../errors.ts';
import { awardPoints } from '../points.ts';
import { refreshTermCountsIn } from '../term-counts.ts';
import { nextPostId, type PostRecord } from './post-record.ts';
import {
  type Actor,
  chooseCategories,
  editorOnlyCategories,
  isListed,
  lockTerms,
  missingTerms,
  type SiteCategories,
  setPostTerms,
  unique,
} from './post-terms.ts';
import { isEmptyHtml, sanitizePostHtml } from './sanitize-html.ts';
import { uniqueSlug } from './slug.ts';

export type WritableType = 'post' | 'video' | 'note';

/** What a save may change; absent fields keep their value (WordPress update semantics). */
export interface PostInput {
  title?: string | undefined;
  content?: string | undefined;
  status?: 'draft' | 'publish' | undefined;
  categories?: number[] | undefined;
  locations?: number[] | undefined;
  featuredMedia?: number | undefined;
  lang?: Lang | undefined;
  promptId?: number | undefined;
  videoUrl?: string | undefined;
}

/** Who writes and the site's special categories. */
export interface Writer {
  actor: Actor;
  site: SiteCategories;
}

const length = (text: string) => Array.from(text).length;

/** A title is one line of plain text, stored as typed and escaped when rendered. */
const cleanTitle = (title: string) =>
  title
    .replace(/\p{Cc}/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** Creates a post, video or note (a draft unless `status: publish`); returns its id. */
export async function createPost(
  tx: Db,
  writer: Writer,
  type: WritableType,
  input: PostInput,
  draftKey?: string,
): Promise<number> {
  const id = await nextPostId(tx);
  const now = new Date();
  const blank: PostRecord = {
    id,
    type,
    status: 'draft',
    slug: '',
    authorId: writer.actor.id,
    title: '',
    content: '',
    excerpt: '',
    lang: 'en',
    promptId: null,
    videoUrl: null,
    pollId: null,
    featuredMediaId: null,
    draftKey: null,
    listed: true,
    date: now,
    modified: now,
    createdAt: now,
    likeCount: 0,
    commentCount: 0,
    viewCount: 0,
    pollVotes: 0,
    hidden: false,
    reviewNote: '',
    categories: [],
    locations: [],
  };
  await savePost(tx, writer, blank, input, true, draftKey);
  return id;
}

/** Saves changes to an existing post, video or note; the caller has authorized the writer. */
export async function updatePost(
  tx: Db,
  writer: Writer,
  current: PostRecord,
  input: PostInput,
): Promise<void> {
  await savePost(tx, writer, current, input, false);
}

/**
 * The rules of one save (issue 5, decisions §3–§5): sanitised HTML or a note's plain text,
 * limits, terms that exist, the writer's own featured image, a real prompt; a slug that
 * follows the title while a draft and stays once published; the first publish dates the
 * item, puts a subscriber's post or video into `unreviewed`, counts it and awards +10.
 */
async function savePost(
  tx: Db,
  writer: Writer,
  before: PostRecord,
  input: PostInput,
  isNew: boolean,
  draftKey?: string,
) {
  const { actor, site } = writer;
  const type = before.type;
  const problems: Record<string, string> = {};

  let title = before.title;
  let content = before.content;
  if (type === 'note') {
    if (input.content !== undefined) content = normaliseCommentText(input.content);
    if (length(content) > NOTE_MAX_LENGTH)
      problems.content = `A note can be at most ${NOTE_MAX_LENGTH.toLocaleString('en')} characters.`;
    title = Array.from(noteTitle(content, NOTE_TITLE_WORDS)).slice(0, POST_TITLE_MAX).join('');
  } else {
    if (input.title !== undefined) title = cleanTitle(input.title);
    if (length(title) > POST_TITLE_MAX)
      problems.title = `The title can be at most ${POST_TITLE_MAX} characters.`;
    if (input.content !== undefined) {
      if (input.content.length > POST_CONTENT_MAX)
        problems.content = `The text can be at most ${POST_CONTENT_MAX.toLocaleString('en')} characters.`;
      else content = sanitizePostHtml(input.content);
    }
  }

  const status = input.status ?? before.status;
  if (before.status === 'publish' && status !== 'publish')
    problems.status = 'A published item cannot be turned back into a draft.';
  const firstPublish = status === 'publish' && before.status !== 'publish';

  let videoUrl = type === 'video' ? (input.videoUrl?.trim() ?? before.videoUrl ?? '') : '';
  if (type === 'video') {
    if (videoUrl && !isVideoUrl(videoUrl))
      problems.video_url = 'video_url must be a YouTube or Vimeo address.';
    else if (!videoUrl && status === 'publish')
      problems.video_url = 'A video needs its YouTube or Vimeo address.';
  } else videoUrl = '';

  const restricted = editorOnlyCategories(site, actor);
  let categories = before.categories;
  if (input.categories !== undefined) {
    const chosen = await chooseCategories(tx, input.categories, before.categories, restricted);
    if (chosen.missing.length) problems.categories = `Unknown topic id(s): ${chosen.missing.join(', ')}.`;
    categories = chosen.categories;
  }
  let locations = before.locations;
  if (input.locations !== undefined) {
    locations = unique(input.locations.filter((id) => id > 0));
    const missing = await missingTerms(tx, locations, 'location');
    if (missing.length) problems.locations = `Unknown location id(s): ${missing.join(', ')}.`;
  }
  if (input.promptId !== undefined && input.promptId !== (before.promptId ?? 0) && input.promptId > 0) {
    if (!(await isPrompt(tx, input.promptId, site.prompt)))
      problems.prompt_id = 'prompt_id must be a published prompt or 0.';
  }
  if (Object.keys(problems).length) throw domainInvalid(problems);

  const empty = type === 'note' ? content === '' : title === '' && isEmptyHtml(content);
  if (empty && (isNew || status === 'publish'))
    throw domainBadRequest('rest_empty_content', 'Content, title, and excerpt are empty.');

  const featuredMedia = input.featuredMedia ?? before.featuredMediaId ?? 0;
  if (featuredMedia > 0 && featuredMedia !== before.featuredMediaId)
    await checkFeaturedMedia(tx, featuredMedia, actor);

  // Decisions §4: a subscriber's post or video waits for review; notes and polls do not.
  if (firstPublish && !actor.editor && type !== 'note' && site.unreviewed > 0)
    categories = unique([...categories, site.unreviewed]);

  const textChanged = input.title !== undefined || input.content !== undefined;
  const lang =
    input.lang ?? (isNew || textChanged ? detectLang(`${title} ${stripTags(content)}`) : before.lang);
  const touchedTerms = unique([...before.categories, ...before.locations, ...categories, ...locations]);
  await lockTerms(tx, touchedTerms);

  const now = new Date();
  // Decisions §4 and §10: the slug follows the title; once published, a new title gives a new
  // slug only when the title changes, and the old one keeps answering (301, slug history).
  const published = before.status === 'publish';
  const slug =
    published && title === before.title ? before.slug : await uniqueSlug(tx, type, title, before.id);
  if (published) await keepOldSlug(tx, type, before.slug, before.id, slug);
  const values = {
    status,
    slug,
    title,
    content,
    lang,
    promptId: (input.promptId ?? before.promptId ?? 0) || null,
    videoUrl: videoUrl || null,
    featuredMediaId: featuredMedia || null,
    listed: isListed(categories, site) && !before.hidden,
    // Publishing a post an editor sent back puts it back in the queue with a clean slate.
    reviewNote: firstPublish ? '' : before.reviewNote,
    // A draft's date is its last save; the first publish dates the permalink.
    date: status === 'draft' || firstPublish ? now : before.date,
    modified: now,
  };
  if (isNew)
    await tx
      .insert(posts)
      .values({ id: before.id, type, authorId: before.authorId, draftKey: draftKey ?? null, ...values });
  else await tx.update(posts).set(values).where(eq(posts.id, before.id));
  await setPostTerms(tx, before.id, unique([...categories, ...locations]));
  if (status === 'publish') await refreshTermCountsIn(tx, touchedTerms);
  if (firstPublish) await countPublished(tx, before.authorId, 'create_post', before.id);
}

/** A first publish: the author's post count and the once-per-item points (decisions §5). */
export async function countPublished(
  tx: Db,
  authorId: number,
  reason: 'create_post' | 'create_poll',
  postId: number,
) {
  await tx.execute(sql`UPDATE users SET post_count = post_count + 1 WHERE id = ${authorId}`);
  await awardPoints(tx, authorId, reason, postId);
}

/** Decisions §2: a prompt is a published post in the prompt category. */
async function isPrompt(tx: Db, id: number, promptCategory: number) {
  if (promptCategory <= 0) return false;
  const [found] = await tx
    .select({ id: posts.id })
    .from(posts)
    .innerJoin(postTerms, and(eq(postTerms.postId, posts.id), eq(postTerms.termId, promptCategory)))
    .where(and(eq(posts.id, id), eq(posts.status, 'publish')));
  return Boolean(found);
}

/** The writer's own upload (an editor may use any). */
async function checkFeaturedMedia(tx: Db, id: number, actor: Actor) {
  const [row] = await tx.select({ authorId: media.authorId }).from(media).where(eq(media.id, id));
  if (!row || (!actor.editor && row.authorId !== actor.id))
    throw domainBadRequest('rest_invalid_featured_media', 'Invalid featured media ID.');
}
