import { useSuspenseQuery } from '@tanstack/react-query';
import { byTermName, termName } from '#common/l10n.ts';
import { pathOf } from '#web/components/post-meta.tsx';
import { useI18n } from '#web/i18n/i18n-context.tsx';
import { loadAccountsCatalogue } from '#web/i18n/translate.ts';
import type { ApiClient } from '#web/lib/api-client.ts';
import { useApi } from '#web/lib/api-context.tsx';
import type { HeadContext, ScreenContext } from '#web/lib/screen.ts';
import { queries } from '#web/queries/keys.ts';

const locationsQuery = (api: ApiClient) =>
  queries.terms(api, 'locations', { per_page: 100, orderby: 'name' });

export async function load({ api, queryClient, lang }: ScreenContext) {
  await loadAccountsCatalogue(lang);
  await queryClient.ensureQueryData(locationsQuery(api));
}

export const head = ({ t, settings }: HeadContext) => ({
  title: t('location.title'),
  description: t('location.intro'),
  canonical: `${settings.base_url}/locations`,
});

/** Location: India's states and union territories; each leads to its posts. */
export default function Location() {
  const { t, lang } = useI18n();
  // in the alphabetical order of the page's language, as Edit Profile's list of states
  const places = byTermName(useSuspenseQuery(locationsQuery(useApi())).data.data, lang);
  return (
    <div>
      <h1 className="font-serif text-3xl font-bold text-stone-900">{t('location.title')}</h1>
      <p className="mb-6 mt-2 text-stone-600">{t('location.intro')}</p>
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        {places.map((place) => (
          <li key={place.id}>
            <a
              href={pathOf(place.link)}
              className="block rounded-lg border border-stone-200 px-3 py-2 text-stone-800 hover:border-rose-700"
            >
              <span lang={lang}>{termName(place, lang)}</span>
              <span className="block text-xs text-stone-500">{place.count}</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
