import type { ApiMedia, ApiPost, ApiTerm, ApiUser, PostReview } from '#common/api-types.ts';
import { wpDate, wpDateGmt } from '#common/dates.ts';
import { stripTags, truncate } from '#common/format.ts';
import { escapeHtml, plainTextToHtml } from '#common/html.ts';
import { postPath } from '#common/links.ts';
import { featuredSize, srcsetOf } from '#common/media.ts';
import { parseVideoUrl, providerThumbnail } from '#common/video.ts';
import type { Database } from '#server/db/client.ts';
import type { PostRow } from '#server/domain/posts/list-posts.ts';
import { loadPostRelations } from '#server/domain/posts/post-relations.ts';
import { shareCardUrl } from '#server/domain/share-cards/card-url.ts';
import type { Viewer } from '#server/http/context.ts';
import { presentMedia } from '../media/present-media.ts';
import { presentTerm } from '../terms/present-term.ts';
import { presentUsers } from '../users/present-user.ts';

export interface PresentOptions {
  embed: boolean;
  /** `edit` adds `raw` values; only for the owner or an editor */
  context: 'view' | 'edit';
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

function renderExcerpt(row: PostRow): string {
  const text = row.excerpt || truncate(stripTags(renderContent(row)), 220);
  return text ? `<p>${escapeHtml(text)}</p>\n` : '';
}

function videoStill(videoUrl: string | null) {
  const video = videoUrl ? parseVideoUrl(videoUrl) : null;
  return video ? providerThumbnail(video) : null;
}

/**
 * Rows → WordPress-shaped posts. Related rows (terms, media, authors, the viewer's likes,
 * prompt writer counts) are loaded once per page, never once per post.
 */
export async function presentPosts(
  database: Database,
  publicUrl: string,
  rows: PostRow[],
  viewer: Viewer | null,
  options: PresentOptions,
): Promise<ApiPost[]> {
  if (rows.length === 0) return [];
  const { termsByPost, mediaRows, authorRows, following, liked, writersByPrompt } = await loadPostRelations(
    database.db,
    rows,
    viewer?.id ?? null,
    options.embed,
  );
  const authors = await presentUsers(database, publicUrl, authorRows, viewer);
  const mediaById = new Map(mediaRows.map((m) => [m.id, presentMedia(m, publicUrl)]));
  const authorById = new Map(authors.map((a) => [a.id, a]));

  return rows.map((row) => {
    const linked = termsByPost.get(row.id) ?? [];
    const presented = linked.map((t) => presentTerm(t.term, publicUrl, following, t.parentSlug));
    const categories = presented.filter((t) => t.taxonomy === 'category');
    const locations = presented.filter((t) => t.taxonomy === 'location');
    const featured = row.featuredMediaId ? mediaById.get(row.featuredMediaId) : undefined;
    const size = featured ? featuredSize(featured) : undefined;
    const content = renderContent(row);
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
      content: { rendered: content, protected: false },
      excerpt: { rendered: renderExcerpt(row), protected: false },
      author: row.authorId,
      featured_media: row.featuredMediaId ?? 0,
      categories: categories.map((t) => t.id),
      locations: locations.map((t) => t.id),
      lang: row.lang,
      featured_image: size?.source_url ?? still?.src ?? '',
      featured_image_srcset: featured ? srcsetOf(featured) : (still?.srcset ?? ''),
      featured_image_width: size?.width ?? still?.width ?? 0,
      featured_image_height: size?.height ?? still?.height ?? 0,
      share_image: shareCardUrl(publicUrl, row),
      like: { total: row.likeCount, is_liked: liked.has(row.id) },
      total_comments: row.commentCount,
      view_count: row.viewCount,
      post_view_count: row.viewCount,
      poll_id: row.pollId ?? 0,
      poll_votes: row.pollVotes,
      prompt_id: row.promptId ?? 0,
      video_url: row.videoUrl ?? '',
      writer_count: writersByPrompt.get(row.id) ?? 0,
    };
    if (options.context === 'edit') {
      post.title.raw = row.title;
      post.content.raw = row.content;
      post.excerpt.raw = row.excerpt;
      post.review = reviewOf(
        row,
        linked.some((t) => t.term.slug === UNREVIEWED_SLUG),
      );
    }
    if (options.embed) {
      const author = authorById.get(row.authorId);
      const embedded: NonNullable<ApiPost['_embedded']> = {
        'wp:term': [categories, locations] satisfies ApiTerm[][],
      };
      if (author) embedded.author = [author] satisfies ApiUser[];
      if (featured) embedded['wp:featuredmedia'] = [featured] satisfies ApiMedia[];
      post._embedded = embedded;
    }
    return post;
  });
}
