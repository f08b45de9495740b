import type { ApiMedia, ApiPost, ApiTerm, ApiUser, PostReview } from '#common/api-types.ts';
import { wpDate, wpDateGmt } from '#common/dates.ts';
import { stripTags, truncate } from '#common/format.ts';
import { escapeHtml, plainTextToHtml } from '#common/html.ts';
import { postPath } from '#common/links.ts';
import { featuredSize, srcsetOf } from '#common/media.ts';
import { parseVideoUrl, providerThumbnail } from '#common/video.ts';
import type { LoadedPost, PostRow } from '#server/domain/posts/list-posts.ts';
import type { PostColumns, PostTermRef } from '#server/domain/posts/post-select.ts';
import { shareCardUrl } from '#server/domain/share-cards/card-url.ts';
import { presentMedia } from '../media/present-media.ts';
import { presentTerm } from '../terms/present-term.ts';
import { presentUser } from '../users/present-user.ts';

export interface PresentOptions {
  embed: boolean;
  /** `edit` adds `raw` values; only for the owner or an editor */
  context: 'view' | 'edit';
  /** `card`: the body was not read (a feed asked for card fields only) */
  columns?: PostColumns;
}

/** The moderation category's slug (decisions §4); settings resolve its id from it too. */
const UNREVIEWED_SLUG = 'unreviewed';

/** Where a post stands in review, for its author and editors (decisions §10). */
function reviewOf(row: PostRow, inQueue: boolean): PostReview {
  if (row.status === 'publish' && inQueue) return { state: 'waiting', note: '' };
  if (row.status === 'draft' && row.reviewNote) return { state: 'sent_back', note: row.reviewNote };
  return { state: 'none', note: '' };
}

/** Notes are stored as plain text (decisions §2); everything else as sanitised HTML. */
export function renderContent(row: Pick<PostRow, 'type' | 'content'>): string {
  return row.type === 'note' ? plainTextToHtml(row.content) : row.content;
}

function renderExcerpt(row: Pick<PostRow, 'type' | 'content' | 'excerpt'>): string {
  // a card's body may be cut in the middle of a tag (post-select.ts): that part is no text
  const text = row.excerpt || truncate(stripTags(renderContent(row).replace(/<[^>]*$/, '')), 220);
  return text ? `<p>${escapeHtml(text)}</p>\n` : '';
}

function videoStill(videoUrl: string | null) {
  const video = videoUrl ? parseVideoUrl(videoUrl) : null;
  return video ? providerThumbnail(video) : null;
}

/**
 * Loaded posts → WordPress-shaped posts. Everything beside the rows (terms, picture, author,
 * the viewer's like, prompt writer counts) came in the same statement (list-posts.ts), so
 * presenting reads nothing.
 */
export function presentPosts(publicUrl: string, loaded: LoadedPost[], options: PresentOptions): ApiPost[] {
  return loaded.map((row) => {
    const featured = row.media ? presentMedia(row.media, publicUrl) : undefined;
    const size = featured ? featuredSize(featured) : undefined;
    // A video without an uploaded image shows its provider's picture (issue 12).
    const still = !featured && row.type === 'video' ? videoStill(row.videoUrl) : null;
    const post: ApiPost = {
      id: row.id,
      date: wpDate(row.date),
      date_gmt: wpDateGmt(row.date),
      modified: wpDate(row.modified),
      modified_gmt: wpDateGmt(row.modified),
      slug: row.slug,
      status: row.status,
      type: row.type,
      link: publicUrl + postPath(row.type, row.slug, row.date),
      title: { rendered: escapeHtml(row.title) },
      content: { rendered: options.columns === 'card' ? '' : renderContent(row), protected: false },
      excerpt: { rendered: renderExcerpt(row), protected: false },
      author: row.authorId,
      featured_media: row.featuredMediaId ?? 0,
      categories: idsOf(row.terms, 'category'),
      locations: idsOf(row.terms, 'location'),
      lang: row.lang,
      featured_image: size?.source_url ?? still?.src ?? '',
      featured_image_srcset: featured ? srcsetOf(featured) : (still?.srcset ?? ''),
      featured_image_width: size?.width ?? still?.width ?? 0,
      featured_image_height: size?.height ?? still?.height ?? 0,
      share_image: shareCardUrl(publicUrl, row),
      like: { total: row.likeCount, is_liked: row.liked },
      total_comments: row.commentCount,
      view_count: row.viewCount,
      post_view_count: row.viewCount,
      poll_id: row.pollId ?? 0,
      poll_votes: row.pollVotes,
      prompt_id: row.promptId ?? 0,
      video_url: row.videoUrl ?? '',
      writer_count: row.writerCount,
    };
    if (options.context === 'edit') {
      post.title.raw = row.title;
      post.content.raw = row.content;
      post.excerpt.raw = row.excerpt;
      post.review = reviewOf(
        row,
        row.terms.some((t) => t.slug === UNREVIEWED_SLUG),
      );
    }
    if (options.embed) {
      if (!row.embeddedTerms) throw new Error(`post ${row.id} was loaded without embed`);
      const terms = row.embeddedTerms.map((t) =>
        presentTerm(t, publicUrl, t.following ? FOLLOWED : NONE, t.parentSlug ?? undefined),
      );
      const embedded: NonNullable<ApiPost['_embedded']> = {
        'wp:term': [
          terms.filter((t) => t.taxonomy === 'category'),
          terms.filter((t) => t.taxonomy === 'location'),
        ] satisfies ApiTerm[][],
      };
      if (row.author) embedded.author = [presentUser(row.author, row.author, publicUrl)] satisfies ApiUser[];
      if (featured) embedded['wp:featuredmedia'] = [featured] satisfies ApiMedia[];
      post._embedded = embedded;
    }
    return post;
  });
}

const idsOf = (terms: PostTermRef[], taxonomy: 'category' | 'location') =>
  terms.filter((t) => t.taxonomy === taxonomy).map((t) => t.id);

const FOLLOWED = { has: () => true };
const NONE = { has: () => false };
