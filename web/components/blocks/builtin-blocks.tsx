import { useI18n } from '#web/i18n/i18n-context.tsx';
import { Icon } from '../ui/icon.tsx';
import { registerBlock, registerLazyBlock } from './registry.ts';

/** Writing call-to-action (spec §2): 'What will you write today...' with Write, Create Poll, Search. */
function WritingCta() {
  const { t } = useI18n();
  return (
    <div className="not-prose my-6 rounded-xl border border-rose-200 bg-rose-50 p-5">
      <p className="mb-3 font-serif text-xl font-bold text-stone-900">{t('cta.title')}</p>
      <div className="flex flex-wrap gap-2">
        <a
          href="/write"
          className="inline-flex items-center gap-1 rounded-full bg-rose-700 px-4 py-2 text-sm font-semibold text-white no-underline"
        >
          <Icon name="writing" size={16} /> {t('cta.write')}
        </a>
        <a
          href="/create-poll"
          className="inline-flex items-center gap-1 rounded-full border border-rose-700 px-4 py-2 text-sm font-semibold text-rose-800 no-underline"
        >
          <Icon name="polls" size={16} /> {t('cta.poll')}
        </a>
        <a
          href="/search"
          className="inline-flex items-center gap-1 rounded-full border border-stone-300 px-4 py-2 text-sm font-semibold text-stone-800 no-underline"
        >
          <Icon name="search" size={16} /> {t('cta.search')}
        </a>
      </div>
    </div>
  );
}

registerBlock('writing-cta', WritingCta);

// Blocks with data load on demand: a page pays for them only when its HTML holds one.
// Other features register theirs the same way (comments, poll, trending-authors, leaderboard).
registerLazyBlock('posts-list', () => import('./posts-list-block.tsx'));
registerLazyBlock('feed', () => import('./feed-block.tsx'));
registerLazyBlock('term-tabs', () => import('./term-tabs-block.tsx'));
registerLazyBlock('login-redirect', () => import('./login-redirect-block.tsx'));
registerLazyBlock('contact-form', () => import('./contact-form-block.tsx'));
registerLazyBlock('trending-authors', () => import('./trending-authors-block.tsx'));
registerLazyBlock('leaderboard', () => import('./leaderboard-block.tsx'));
registerLazyBlock('poll', () => import('./poll-block.tsx'));
registerLazyBlock('comments', () => import('./comments-block.tsx'));
