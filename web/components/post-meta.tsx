import type { ApiPost, ApiTerm, ApiUser } from '#common/api-types.ts';
import { formatCount, formatDate, termName } from '#common/l10n.ts';
import { useI18n } from '#web/i18n/i18n-context.tsx';
import { Icon } from './ui/icon.tsx';

/** Paths of the links a page shows, which repeat from page to page (authors, topics). */
const paths = new Map<string, string>();

/** A link's path: parsing the link cost a page render about 1 %, so each is parsed once. */
export const pathOf = (link: string) => {
  let path = paths.get(link);
  if (path === undefined) {
    try {
      path = new URL(link).pathname;
    } catch {
      path = link;
    }
    if (paths.size >= 2000) paths.clear();
    paths.set(link, path);
  }
  return path;
};

export const embeddedAuthor = (post: ApiPost): ApiUser | undefined => post._embedded?.author?.[0];
export const embeddedCategories = (post: ApiPost, hidden: number[] = []): ApiTerm[] =>
  (post._embedded?.['wp:term']?.[0] ?? []).filter((t) => !hidden.includes(t.id));

export { termName };

/** Author link shows the slug when there is no name (spec §2). */
export function AuthorLink({ author, className = '' }: { author: ApiUser | undefined; className?: string }) {
  if (!author) return null;
  return (
    <a
      href={pathOf(author.link)}
      className={`font-medium text-stone-800 hover:underline ${className}`}
      translate="no"
    >
      {author.name || author.slug}
    </a>
  );
}

export function PostDate({ post }: { post: ApiPost }) {
  const { lang } = useI18n();
  return (
    <time dateTime={`${post.date}+05:30`} className="text-stone-500">
      {formatDate(post.date, lang)}
    </time>
  );
}

/** Likes show only above 100, or on one's own posts (spec §9). */
export function LikeCount({ post, own = false }: { post: ApiPost; own?: boolean }) {
  const { t, lang } = useI18n();
  if (post.like.total <= 100 && !own) return null;
  return (
    <span
      className="inline-flex items-center gap-1 text-stone-500"
      title={t('post.likes', { count: post.like.total })}
    >
      <Icon name={post.like.is_liked ? 'liked' : 'like'} size={14} />
      {formatCount(post.like.total, lang)}
    </span>
  );
}

export function TermLink({ term }: { term: ApiTerm }) {
  const { lang } = useI18n();
  return (
    <a
      href={pathOf(term.link)}
      className="text-xs font-semibold uppercase tracking-wide text-rose-700 hover:underline"
    >
      {termName(term, lang)}
    </a>
  );
}
