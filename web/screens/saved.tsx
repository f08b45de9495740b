import { type ReactNode, useEffect, useId, useState } from 'react';
import { formatDate } from '#common/l10n.ts';
import { canSave, readSaved, type SavedItem } from '#web/components/article/saved-index.ts';
import { useI18n } from '#web/i18n/i18n-context.tsx';
import { loadOfflineCatalogue } from '#web/i18n/translate.ts';
import { useDataSaver } from '#web/lib/data-saver.ts';
import type { HeadContext, ScreenContext } from '#web/lib/screen.ts';

export const load = ({ lang }: ScreenContext) => loadOfflineCatalogue(lang);

export const head = ({ t }: HeadContext) => ({ title: t('saved.title'), noindex: true });

const CARD_LABEL = { video: 'card.video', note: 'card.note', poll: 'card.poll' } as const;

function SavedEntry({ item, onRemove }: { item: SavedItem; onRemove: () => void }) {
  const { t, lang } = useI18n();
  const saver = useDataSaver();
  const titleId = useId();
  const kind = item.type in CARD_LABEL ? CARD_LABEL[item.type as keyof typeof CARD_LABEL] : null;
  return (
    <li className="flex gap-4 border-b border-stone-100 py-4" data-saved-path={item.path}>
      {/* The picture kept with it costs no data: it comes from the device. */}
      {!saver && item.image && (
        <img
          src={item.image}
          alt=""
          width={112}
          height={63}
          className="aspect-video w-28 shrink-0 rounded-lg bg-stone-200 object-cover"
        />
      )}
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        {kind && <span className="text-xs font-semibold uppercase text-rose-800">{t(kind)}</span>}
        <h2 className="text-lg font-semibold leading-snug text-stone-900">
          <a id={titleId} href={item.path} lang={item.lang} data-content="" className="hover:underline">
            {item.title}
          </a>
        </h2>
        {item.excerpt && (
          <p lang={item.lang} data-content="" className="line-clamp-2 text-sm text-stone-600">
            {item.excerpt}
          </p>
        )}
        <div className="flex flex-wrap items-center gap-3 text-sm text-stone-500">
          <span>{t('saved.savedOn', { date: formatDate(new Date(item.savedAt).toISOString(), lang) })}</span>
          <button
            type="button"
            className="rounded-full border border-stone-300 px-3 py-1 text-stone-700 hover:bg-stone-100"
            aria-describedby={titleId}
            onClick={onRemove}
          >
            {t('saved.remove')}
          </button>
        </div>
      </div>
    </li>
  );
}

/**
 * Saved posts (issue 17 item 2, decisions 014): what this device keeps for reading offline.
 * The list lives on the device, so the server renders the page without it and the browser
 * lists it once the page runs (a data saver's page loads the app at once: `data-needs-app`).
 * Offline, the service worker answers this address with its own list.
 */
export default function Saved() {
  const { t } = useI18n();
  const saver = useDataSaver();
  const [items, setItems] = useState<SavedItem[] | null>(null);
  const [supported, setSupported] = useState(true);
  useEffect(() => {
    if (!canSave()) {
      setSupported(false);
      return;
    }
    readSaved().then(setItems, () => setItems([]));
  }, []);
  const remove = async (path: string) => {
    const { removeSaved } = await import('#web/offline/save-post.ts');
    await removeSaved(path);
    setItems(await readSaved());
  };
  let list: ReactNode;
  if (!supported) list = <p className="text-stone-600">{t('saved.unsupported')}</p>;
  else if (items === null) list = <p className="text-stone-500">{t('saved.loading')}</p>;
  else if (items.length === 0) {
    list = (
      <p className="rounded-lg bg-stone-50 p-4 text-stone-700" data-testid="saved-empty">
        {t('saved.empty')}
      </p>
    );
  } else {
    list = (
      <ul data-testid="saved-list">
        {items.map((item) => (
          <SavedEntry key={item.path} item={item} onRemove={() => void remove(item.path)} />
        ))}
      </ul>
    );
  }
  return (
    <div className="mx-auto max-w-3xl px-4 py-8" data-needs-app="">
      <h1 className="font-serif text-3xl font-bold text-stone-900">{t('saved.title')}</h1>
      <p className="mt-2 mb-6 text-stone-600">{t('saved.intro')}</p>
      <div aria-live="polite">{list}</div>
      <section aria-labelledby="data-saver-heading" className="mt-12 border-t border-stone-200 pt-6">
        <h2 id="data-saver-heading" className="text-xl font-bold text-stone-900">
          {t('dataSaver.title')}
        </h2>
        <p className="mt-2 text-stone-600">
          {t(saver ? 'dataSaver.isOn' : 'dataSaver.isOff')} {t('dataSaver.about')}
        </p>
        <a
          href={`/data-saver/${saver ? 'off' : 'on'}?next=/saved`}
          data-reload=""
          className="mt-4 inline-block rounded-full bg-rose-700 px-5 py-2 font-semibold text-white hover:bg-rose-800"
        >
          {t(saver ? 'dataSaver.turnOff' : 'dataSaver.turnOn')}
        </a>
      </section>
    </div>
  );
}
