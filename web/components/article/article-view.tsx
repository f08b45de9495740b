import { useSuspenseQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef } from 'react';
import type { ApiPost, SiteSettings } from '#common/api-types.ts';
import { likeCountShown, stripTags } from '#common/format.ts';
import { formatCount } from '#common/l10n.ts';
import { Avatar } from '#web/components/ui/avatar.tsx';
import { useI18n } from '#web/i18n/i18n-context.tsx';
import type { ApiClient } from '#web/lib/api-client.ts';
import { useApi } from '#web/lib/api-context.tsx';
import { useDataSaver } from '#web/lib/data-saver.ts';
import { SHARE_IMAGE_SIZE } from '#web/lib/head.ts';
import { sendPageview } from '#web/lib/navigation-hooks.ts';
import type { Head, HeadContext } from '#web/lib/screen.ts';
import { useSession } from '#web/lib/session-context.tsx';
import { useModuleNear } from '#web/lib/use-idle-module.ts';
import { useSettings } from '#web/lib/use-settings.tsx';
import { CARD_FIELDS, queries } from '#web/queries/keys.ts';
import { BlockContent } from '../blocks/block-content.tsx';
import { loadConversation } from '../conversation/load.ts';
import { PostCard } from '../post-card.tsx';
import { PostImage } from '../post-image.tsx';
import {
  AuthorLink,
  embeddedAuthor,
  embeddedCategories,
  PostDate,
  pathOf,
  TermLink,
  termName,
} from '../post-meta.tsx';
import { Icon } from '../ui/icon.tsx';
import { ArticleTools } from './article-tools.tsx';
import { CommentList } from './comment-list.tsx';
import { WaitingNotice } from './waiting-notice.tsx';

export const RELATED_COUNT = 4;

/** Related posts: the newest others in the post's first topic. */
export function relatedQuery(api: ApiClient, post: ApiPost, settings: SiteSettings) {
  const hidden = [settings.exclude_categories.unlisted, settings.exclude_categories.unreviewed];
  const topic = post.categories.find((id) => !hidden.includes(id));
  return queries.posts(api, 'posts', {
    per_page: RELATED_COUNT,
    categories: topic ? [topic] : undefined,
    exclude: [post.id],
    _embed: 1,
    _fields: CARD_FIELDS,
  });
}

export function isHidden(post: ApiPost, settings: SiteSettings) {
  return post.categories.some(
    (id) => id === settings.exclude_categories.unlisted || id === settings.exclude_categories.unreviewed,
  );
}

/** Head of a single item: sharing card, NewsArticle and breadcrumbs JSON-LD, noindex when hidden (decisions §4, §8). */
export function articleHead(post: ApiPost | undefined, { settings, t }: HeadContext): Head {
  if (!post) return { title: t('notFound.title') };
  const author = embeddedAuthor(post);
  const topic = embeddedCategories(post)[0];
  const title = stripTags(post.title.rendered);
  const description = stripTags(post.excerpt.rendered).slice(0, 200);
  return {
    title,
    description,
    canonical: post.link,
    // the generated card (title, author, site) sells on WhatsApp where a bare photo does not (decisions 015)
    image: post.share_image || post.featured_image,
    imageSize: post.share_image ? SHARE_IMAGE_SIZE : undefined,
    imageAlt: post.share_image ? title : undefined,
    type: 'article',
    noindex: isHidden(post, settings),
    contentLang: post.lang,
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'NewsArticle',
        headline: title,
        description,
        inLanguage: post.lang,
        datePublished: `${post.date}+05:30`,
        dateModified: `${post.modified}+05:30`,
        mainEntityOfPage: post.link,
        image:
          post.featured_image || post.share_image ? [post.featured_image || post.share_image] : undefined,
        author: author
          ? { '@type': 'Person', name: author.name || author.slug, url: author.link }
          : undefined,
        publisher: { '@type': 'Organization', name: settings.name, url: settings.base_url },
      },
      {
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: [
          { '@type': 'ListItem', position: 1, name: settings.name, item: `${settings.base_url}/` },
          ...(topic ? [{ '@type': 'ListItem', position: 2, name: topic.name, item: topic.link }] : []),
          { '@type': 'ListItem', position: topic ? 3 : 2, name: title, item: post.link },
        ],
      },
    ],
  };
}

function RelatedPosts({ post }: { post: ApiPost }) {
  const api = useApi();
  const settings = useSettings();
  const { t } = useI18n();
  const related = useSuspenseQuery(relatedQuery(api, post, settings)).data.data;
  if (related.length === 0) return null;
  return (
    <section aria-labelledby="related-heading" className="mt-12 border-t border-stone-200 pt-6">
      <h2 id="related-heading" className="mb-4 text-xl font-bold text-stone-900">
        {t('post.related')}
      </h2>
      <div className="grid gap-6 sm:grid-cols-2">
        {related.map((p) => (
          <PostCard key={p.id} post={p} variant="grid" />
        ))}
      </div>
    </section>
  );
}

/** A single post, video, note or poll: header, body, topics, comments, related posts. */
export function ArticleView({
  post,
  children,
  showImage = true,
}: {
  post: ApiPost;
  children?: ReactNode;
  showImage?: boolean;
}) {
  const settings = useSettings();
  const { t, lang } = useI18n();
  const own = useSession().session?.id === post.author;
  const saver = useDataSaver();
  // like, share and the writable comments load as the reader nears them, from below or (a
  // link to #comments-heading, a comment's anchor) from within (decisions 016)
  const conversation = useRef<HTMLDivElement>(null);
  const live = useModuleNear(conversation, loadConversation[lang]);
  const author = embeddedAuthor(post);
  useEffect(() => sendPageview(post.id), [post.id]);
  const topics = embeddedCategories(post, [
    settings.exclude_categories.unlisted,
    settings.exclude_categories.unreviewed,
  ]);
  return (
    <article className="mx-auto max-w-3xl px-4 py-8">
      <WaitingNotice post={post} hidden={isHidden(post, settings)} />
      <header className="flex flex-col gap-4">
        {topics[0] && <TermLink term={topics[0]} />}
        <h1
          lang={post.lang}
          data-content=""
          className="break-words font-serif text-3xl font-bold leading-tight text-stone-900 md:text-4xl"
          dangerouslySetInnerHTML={{ __html: post.title.rendered }}
        />
        <div className="flex items-center gap-3 text-sm">
          {author && <Avatar src={author.yka_avatar_url} name={author.name} size={40} />}
          <div className="flex flex-col">
            <span>
              <span className="text-stone-500">{t('post.by')} </span>
              <AuthorLink author={author} />
            </span>
            <span className="flex gap-2 text-stone-500">
              <PostDate post={post} />
              {post.view_count > 0 && <span>· {t('post.views', { count: post.view_count })}</span>}
            </span>
          </div>
        </div>
        <ArticleTools key={post.id} post={post} />
      </header>
      {showImage && post.featured_image && (
        <div className="-mx-4 mt-6 overflow-hidden sm:mx-0 sm:rounded-xl">
          <PostImage
            post={post}
            sizes="(min-width: 768px) 720px, 100vw"
            eager
            tapToLoad
            className="aspect-video"
          />
        </div>
      )}
      {children}
      <div lang={post.lang} data-content="">
        <BlockContent
          html={saver ? saver.withPlaceholders(post.content.rendered, t, lang) : post.content.rendered}
          className="article-body mt-6"
          // a data saver's body is not the post's as stored: it stays in the page's data
          bodyOf={saver ? undefined : post.id}
        />
      </div>
      {topics.length > 0 && (
        <ul className="mt-8 flex flex-wrap gap-2" aria-label={t('post.topics')}>
          {topics.map((topic) => (
            <li key={topic.id}>
              <a
                href={pathOf(topic.link)}
                className="block rounded-full bg-stone-100 px-3 py-1 text-sm text-stone-700 hover:bg-rose-50"
              >
                {termName(topic, lang)}
              </a>
            </li>
          ))}
        </ul>
      )}
      <div ref={conversation}>
        <div className="mt-6 flex min-h-10 flex-wrap items-center gap-2 text-stone-600" data-actions="">
          {live ? (
            <live.ArticleActions key={post.id} post={post} />
          ) : (
            <span className="inline-flex items-center gap-1 px-3">
              <Icon name="like" label={t('post.likes', { count: post.like.total })} />
              {likeCountShown(post.like.total, own) && formatCount(post.like.total, lang)}
            </span>
          )}
        </div>
        {live ? (
          <live.Comments key={post.id} postId={post.id} total={post.total_comments} />
        ) : (
          <CommentList postId={post.id} total={post.total_comments} />
        )}
      </div>
      <RelatedPosts post={post} />
    </article>
  );
}
