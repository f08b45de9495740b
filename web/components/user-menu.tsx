import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { SignedInSession } from '#common/api-types.ts';
import { useI18n } from '#web/i18n/i18n-context.tsx';
import { isLang, loadAccountsCatalogue } from '#web/i18n/translate.ts';
import { useCloseWithOtherModals } from '#web/lib/modals.ts';
import { useIdleModule } from '#web/lib/use-idle-module.ts';
import { Avatar } from './ui/avatar.tsx';
import { Icon } from './ui/icon.tsx';

/**
 * The menu's links and their strings (the accounts part of the catalogue) load when the
 * browser is idle after hydration: not on a visitor's page.
 */
const loadPanel = async () => {
  const lang = document.documentElement.lang;
  const [panel] = await Promise.all([
    import('./user-menu-panel.tsx'),
    loadAccountsCatalogue(isLang(lang) ? lang : 'en'),
  ]);
  return panel;
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

  // the panel's module also brings the bell with its unread count, once the page is idle
  const idle = useIdleModule(loadPanel);

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
      {idle && <idle.Bell />}
      <div className="relative">
        <button
          ref={button}
          type="button"
          className="flex items-center gap-1 rounded-full p-1 hover:bg-stone-100"
          aria-expanded={open}
          aria-controls={panelId}
          aria-label={t('nav.userMenu')}
          onClick={() => setOpen((value) => !value)}
        >
          <Avatar src={session.avatar_url} name={session.name} size={32} />
          <Icon name="dropdown-arrow" size={16} className="text-stone-600" />
        </button>
        {open && (
          <div
            ref={panel}
            id={panelId}
            className="absolute right-0 top-full mt-2 max-h-[80vh] w-64 overflow-y-auto rounded-lg border border-stone-200 bg-white py-1 shadow-lg"
          >
            {idle && <idle.default session={session} />}
          </div>
        )}
      </div>
    </>
  );
}
