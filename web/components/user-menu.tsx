import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { SignedInSession } from '#common/api-types.ts';
import { useI18n } from '#web/i18n/i18n-context.tsx';
import { isLang, loadAccountsCatalogue } from '#web/i18n/translate.ts';
import { useCloseWithOtherModals } from '#web/lib/modals.ts';
import { Bell } from './notifications/bell.tsx';
import { Avatar } from './ui/avatar.tsx';
import { Icon } from './ui/icon.tsx';

type PanelComponent = typeof import('./user-menu-panel.tsx').default;

/**
 * The menu's links and their strings (the accounts part of the catalogue) load when the
 * member reaches for the button (pointer, focus) or opens it: not with the page, which keeps
 * the article page within its budget (decisions 016). The bell comes with this chunk: it is
 * rendered with the header and reads its count after hydration.
 */
let panelLoad: Promise<typeof import('./user-menu-panel.tsx')> | null = null;
const loadPanel = () => {
  panelLoad ??= (async () => {
    const lang = document.documentElement.lang;
    const [panel] = await Promise.all([
      import('./user-menu-panel.tsx'),
      loadAccountsCatalogue(isLang(lang) ? lang : 'en'),
    ]);
    return panel;
  })();
  panelLoad.catch(() => {
    panelLoad = null;
  });
  return panelLoad;
};

/**
 * The signed-in header's user menu: a disclosure (button + list of links), so it needs no
 * arrow-key menu semantics. Escape, a click outside or leaving it with Tab closes it.
 */
export function UserMenu({ session, here }: { session: SignedInSession; here: string }) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const close = useCallback(() => setOpen(false), []);
  useCloseWithOtherModals(close);

  // A navigation closes the menu.
  useEffect(() => setOpen(false), [here]);

  const [Panel, setPanel] = useState<PanelComponent | null>(null);
  const fetchPanel = useCallback(() => {
    loadPanel().then(
      (m) => setPanel(() => m.default),
      (error: unknown) => console.info('chunk failed', error),
    );
  }, []);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!panel.current?.contains(target) && !button.current?.contains(target)) setOpen(false);
    };
    // Tabbing out of the menu closes it.
    const onFocus = (event: FocusEvent) => {
      const target = event.target as Node;
      if (!panel.current?.contains(target) && !button.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('focusin', onFocus);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('focusin', onFocus);
    };
  }, [open]);

  return (
    <>
      <Bell />
      <div className="relative">
        {/* Until the page's script has hydrated, the button submits to the menu as a page
            (screens/menu.tsx): a tap on a slow phone before then still opens the menu. */}
        <form action="/menu" method="get">
          <button
            ref={button}
            type="submit"
            className="flex items-center gap-1 rounded-full p-1 hover:bg-stone-100"
            aria-expanded={open}
            aria-controls={panelId}
            aria-label={t('nav.userMenu')}
            onPointerEnter={fetchPanel}
            onPointerDown={fetchPanel}
            onFocus={fetchPanel}
            onClick={(event) => {
              event.preventDefault();
              fetchPanel();
              setOpen((value) => !value);
            }}
          >
            <Avatar src={session.avatar_url} name={session.name} size={32} />
            {/* on a phone the avatar alone, as apps show it: the header's row has no room for the caret */}
            <Icon name="dropdown-arrow" size={16} className="hidden text-stone-600 sm:block" />
          </button>
        </form>
        {open && (
          <div
            ref={panel}
            id={panelId}
            className="absolute right-0 top-full mt-2 max-h-[80vh] w-64 overflow-y-auto rounded-lg border border-stone-200 bg-white py-1 shadow-lg"
          >
            {Panel ? (
              <Panel session={session} />
            ) : (
              <p className="px-4 py-2.5 text-sm text-stone-600">{t('loading')}</p>
            )}
          </div>
        )}
      </div>
    </>
  );
}
