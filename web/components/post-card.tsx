import type { ReactNode } from 'react';
import type { ApiPost } from '#common/api-types.ts';
import { stripTags, truncate } from '#common/format.ts';
import { useDataSaver } from '#web/lib/data-saver.ts';
import { PostImage } from './post-image.tsx';
import {
  AuthorLink,
  embeddedAuthor,
  embeddedCategories,
  LikeCount,
  PostDate,
  pathOf,
  TermLink,
} from './post-meta.tsx';

export type CardVariant = 'list' | 'grid' | 'featured' | 'compact';

/** What a video, note or poll shows in place of a post's parts (content-card.tsx, issue 13). */
export interface CardParts {
  label?: ReactNode;
  title?: ReactNode;
  excerpt?: string;
  meta?: ReactNode;
  /** over the picture: a video's play mark */
  mark?: ReactNode;
  titleClass?: string;
}

/** A post in a feed (spec §9): title clamped to 3 lines, excerpt to 2, truncated to 80 characters. */
export function PostCard({
  post,
  variant = 'list',
  excerptLength = 80,
  eager = false,
  parts = {},
}: {
  post: ApiPost;
  variant?: CardVariant;
  excerptLength?: number;
  eager?: boolean;
  parts?: CardParts;
}) {
  const author = embeddedAuthor(post);
  // The data saver shows cards without their pictures (decisions 014).
  const saver = useDataSaver();
  const topic = embeddedCategories(post)[0];
  const href = pathOf(post.link);
  const excerpt = parts.excerpt ?? truncate(stripTags(post.excerpt.rendered), excerptLength);
  const title = parts.title ?? (
    <span lang={post.lang} data-content="" dangerouslySetInnerHTML={{ __html: post.title.rendered }} />
  );
  const plainTitle = stripTags(post.title.rendered);
  const clamp = parts.titleClass ?? 'line-clamp-3';
  const labels = (parts.label || topic) && (
    <div className="flex flex-wrap gap-x-2">
      {parts.label}
      {topic && <TermLink term={topic} />}
    </div>
  );
  const meta = (
    <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
      <AuthorLink author={author} />
      <span aria-hidden="true" className="text-stone-400">
        ·
      </span>
      <PostDate post={post} />
      {parts.meta}
      <LikeCount post={post} />
    </div>
  );
  // The picture repeats the title's link for the mouse; keyboards and screen readers skip it.
  // Only the featured card's picture may load first (`eager`): it is the page's largest.
  const picture = (className: string, sizes: string, first = false) =>
    !saver && (
      <a
        href={href}
        className={className}
        tabIndex={-1}
        aria-label={plainTitle}
        data-content=""
        lang={post.lang}
      >
        <PostImage post={post} sizes={sizes} eager={first} className="aspect-video" />
        {parts.mark}
      </a>
    );
  const titleLink = (
    <a href={href} className="hover:underline">
      {title}
    </a>
  );
  const excerptLine = (className: string) =>
    excerpt && (
      <p lang={post.lang} data-content="" className={className}>
        {excerpt}
      </p>
    );
  if (variant === 'compact') {
    return (
      <article className="flex w-64 shrink-0 flex-col gap-2">
        {picture('relative block overflow-hidden rounded-lg', '256px')}
        {labels}
        <h3 lang={post.lang} className={`${clamp} font-semibold leading-snug text-stone-900`}>
          {titleLink}
        </h3>
        {meta}
      </article>
    );
  }
  if (variant === 'featured') {
    return (
      <article className="grid gap-4 md:auto-cols-fr md:grid-flow-col md:items-center">
        {picture(
          'relative block overflow-hidden rounded-xl empty:hidden',
          '(min-width: 768px) 560px, 100vw',
          eager,
        )}
        <div className="flex flex-col gap-3">
          {labels}
          <h2
            lang={post.lang}
            className={`${clamp} font-serif text-2xl font-bold leading-tight text-stone-900 md:text-3xl`}
          >
            {titleLink}
          </h2>
          {excerptLine('line-clamp-2 text-stone-600')}
          {meta}
        </div>
      </article>
    );
  }
  const grid = variant === 'grid';
  return (
    <article
      className={grid ? 'flex flex-col gap-3' : 'flex gap-4 border-b border-stone-100 py-4 last:border-0'}
    >
      {post.featured_image &&
        picture(
          `relative block shrink-0 overflow-hidden rounded-lg ${grid ? '' : 'order-2 w-28 sm:w-44'}`,
          grid ? '(min-width: 768px) 360px, 100vw' : '176px',
        )}
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        {labels}
        <h3 lang={post.lang} className={`${clamp} text-lg font-semibold leading-snug text-stone-900`}>
          {titleLink}
        </h3>
        {excerptLine('line-clamp-2 text-sm text-stone-600')}
        {meta}
      </div>
    </article>
  );
}

/** Placeholder bars while a feed loads (spec §2). */
export function PostCardSkeleton() {
  return (
    <div className="flex animate-pulse gap-4 py-4" aria-hidden="true">
      <div className="flex flex-1 flex-col gap-2">
        <div className="h-3 w-20 rounded bg-stone-200" />
        <div className="h-4 w-full rounded bg-stone-200" />
        <div className="h-4 w-2/3 rounded bg-stone-200" />
        <div className="h-3 w-32 rounded bg-stone-200" />
      </div>
      <div className="h-20 w-28 rounded-lg bg-stone-200 sm:w-44" />
    </div>
  );
}
