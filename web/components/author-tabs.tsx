import type { ApiUser } from '#common/api-types.ts';
import { useI18n } from '#web/i18n/i18n-context.tsx';

export type AuthorTab = 'posts' | 'notes' | 'polls';

/** The author's posts, notes and polls (AuthorPolls), each a link that works without JavaScript. */
export function AuthorTabs({ author, current }: { author: ApiUser; current: AuthorTab }) {
  const { t } = useI18n();
  const tabs: { id: AuthorTab; href: string; label: string }[] = [
    { id: 'posts', href: `/author/${author.slug}`, label: t('author.posts') },
    { id: 'notes', href: `/author/${author.slug}?type=notes`, label: t('social.notes') },
    { id: 'polls', href: `/author/${author.slug}/polls`, label: t('author.polls') },
  ];
  return (
    <nav
      className="flex gap-4 border-b border-stone-200 text-sm font-semibold"
      aria-labelledby={`author-name-${author.id}`}
    >
      {tabs.map((tab) =>
        tab.id === current ? (
          <a
            key={tab.id}
            href={tab.href}
            aria-current="page"
            className="border-b-2 border-rose-700 pb-2 text-rose-800"
          >
            {tab.label}
          </a>
        ) : (
          <a key={tab.id} href={tab.href} className="pb-2 text-stone-600 hover:text-stone-900">
            {tab.label}
          </a>
        ),
      )}
    </nav>
  );
}
