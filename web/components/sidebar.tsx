import { useSuspenseQuery } from '@tanstack/react-query';
import { termName } from '#common/l10n.ts';
import { useI18n } from '#web/i18n/i18n-context.tsx';
import { useApi } from '#web/lib/api-context.tsx';
import { useRouter } from '#web/lib/router.tsx';
import { useSession } from '#web/lib/session-context.tsx';
import { useSettings } from '#web/lib/use-settings.tsx';
import { FooterMenu } from './footer-menu.tsx';
import { SignInLink, signInHref } from './menu-link.tsx';
import { recommendedTopicsQuery } from './sidebar-topics.ts';
import { SocialIcons } from './social-icons.tsx';
import { Icon } from './ui/icon.tsx';

export function Sidebar() {
  const settings = useSettings();
  const api = useApi();
  const { t, lang } = useI18n();
  const topics = useSuspenseQuery(recommendedTopicsQuery(api, settings)).data.data;
  const { session } = useSession();
  const { state } = useRouter();
  const html = settings.sidebars['right-sidebar'];
  return (
    <aside className="flex flex-col gap-6 lg:sticky lg:top-20" aria-label={t('sidebar.label')}>
      {/* Its own h2, so the headings inside (h3 in the sidebar HTML) keep the order (axe heading-order). */}
      <h2 className="sr-only">{t('sidebar.label')}</h2>
      {/* Spec §2: for visitors only; both open the login modal (session-context.tsx). */}
      {!session && (
        <div className="flex gap-2">
          <a
            href="/write"
            className="flex flex-1 items-center justify-center gap-2 rounded-full border border-rose-700 px-4 py-2 text-sm font-semibold text-rose-700 hover:bg-rose-50"
          >
            <Icon name="writing" size={18} />
            {t('nav.write')}
          </a>
          <SignInLink
            className="flex flex-1 items-center justify-center rounded-full bg-rose-700 px-4 py-2 text-sm font-semibold text-white hover:bg-rose-800"
            href={signInHref(state.location)}
          />
        </div>
      )}
      {html && (
        <div
          data-content=""
          data-widget-slot=""
          className="prose-sm rounded-lg bg-amber-50 p-4 text-stone-800"
          dangerouslySetInnerHTML={{ __html: html }}
        />
      )}
      <section>
        <h2 className="mb-3 text-sm font-bold uppercase tracking-wide text-stone-500">
          {t('sidebar.recommendedTopics')}
        </h2>
        <ul className="flex flex-wrap gap-2">
          {topics.map((topic) => (
            <li key={topic.id}>
              <a
                href={new URL(topic.link).pathname}
                className="block rounded-full border border-stone-300 px-3 py-1 text-sm text-stone-700 hover:border-rose-700 hover:text-rose-800"
              >
                {termName(topic, lang)}
              </a>
            </li>
          ))}
        </ul>
      </section>
      <FooterMenu />
      <SocialIcons className="sticky bottom-0 bg-white py-2" />
    </aside>
  );
}
