import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useI18n } from '#web/i18n/i18n-context.tsx';
import { MoreIcon } from './ui/more-icons.tsx';

export interface Tab {
  id: number;
  name: string;
}

export const TAB_HASH_PREFIX = 'term_tabs_tab-';
const SCROLL_STEP = 250;

/**
 * Term tabs (spec §4): the first tab is selected by default, the selection lives in the URL
 * hash as term_tabs_tab-{id}, an unknown hash falls back to the first tab, and arrows scroll
 * the strip 250 px when it overflows.
 */
export function TermTabs({
  tabs,
  children,
  extra,
}: {
  tabs: Tab[];
  children: (tab: Tab) => ReactNode;
  /** shown at the end of the strip (the newsfeed's Add topic button) */
  extra?: ReactNode;
}) {
  const { t } = useI18n();
  const [selected, setSelected] = useState(tabs[0]?.id ?? 0);
  const [overflow, setOverflow] = useState(false);
  const strip = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const fromHash = () => {
      const hash = window.location.hash.slice(1);
      if (!hash.startsWith(TAB_HASH_PREFIX)) return;
      const id = Number(hash.slice(TAB_HASH_PREFIX.length));
      setSelected(tabs.some((tab) => tab.id === id) ? id : (tabs[0]?.id ?? 0));
    };
    fromHash();
    window.addEventListener('hashchange', fromHash);
    return () => window.removeEventListener('hashchange', fromHash);
  }, [tabs]);

  useEffect(() => {
    const el = strip.current;
    if (!el) return;
    const measure = () => setOverflow(el.scrollWidth > el.clientWidth + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  const choose = (id: number) => {
    setSelected(id);
    window.history.replaceState(window.history.state, '', `#${TAB_HASH_PREFIX}${id}`);
  };
  const scroll = (dir: number) => strip.current?.scrollBy({ left: dir * SCROLL_STEP, behavior: 'smooth' });
  const current = tabs.find((tab) => tab.id === selected) ?? tabs[0];

  return (
    <div>
      <div className="relative mb-6 flex items-center border-b border-stone-200">
        {overflow && (
          <button
            type="button"
            onClick={() => scroll(-1)}
            className="shrink-0 p-1 text-stone-600"
            aria-label={t('tabs.scrollLeft')}
          >
            <MoreIcon name="arrow-left" />
          </button>
        )}
        <div ref={strip} role="tablist" className="flex flex-1 gap-1 overflow-x-auto [scrollbar-width:none]">
          {tabs.map((tab) => (
            <button
              key={tab.id}
              type="button"
              role="tab"
              id={`${TAB_HASH_PREFIX}${tab.id}`}
              aria-selected={tab.id === current?.id}
              aria-controls="term-tab-panel"
              onClick={() => choose(tab.id)}
              className={`shrink-0 whitespace-nowrap border-b-2 px-3 py-2 text-sm font-semibold ${tab.id === current?.id ? 'border-rose-700 text-rose-800' : 'border-transparent text-stone-600 hover:text-stone-900'}`}
            >
              {tab.name}
            </button>
          ))}
        </div>
        {overflow && (
          <button
            type="button"
            onClick={() => scroll(1)}
            className="shrink-0 p-1 text-stone-600"
            aria-label={t('tabs.scrollRight')}
          >
            <MoreIcon name="arrow-right" />
          </button>
        )}
        {extra}
      </div>
      <div id="term-tab-panel" role="tabpanel" aria-labelledby={`${TAB_HASH_PREFIX}${current?.id ?? 0}`}>
        {current && children(current)}
      </div>
    </div>
  );
}
