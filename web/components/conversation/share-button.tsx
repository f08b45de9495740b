import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useI18n } from '#web/i18n/i18n-context.tsx';
import { useCloseWithOtherModals } from '#web/lib/modals.ts';
import { MoreIcon } from '../ui/more-icons.tsx';
import { shareLinks } from './share-links.ts';

const NETWORKS = ['whatsapp', 'facebook', 'twitter', 'linkedin'] as const;

/**
 * Share (spec §2): the phone's own share sheet where the browser has the Web Share API,
 * otherwise a small menu of WhatsApp, Facebook, Twitter/X, LinkedIn and copy-link.
 */
export function ShareButton({ url, title }: { url: string; title: string }) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  const [copied, setCopied] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const close = useCallback(() => setOpen(false), []);
  useCloseWithOtherModals(close);

  useEffect(() => {
    if (!open) return;
    const onDown = (event: PointerEvent) => {
      if (box.current && !box.current.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    document.addEventListener('pointerdown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  function share() {
    if (typeof navigator.share === 'function') {
      navigator.share({ title, url }).catch(() => undefined); // a dismissed sheet is no error
      return;
    }
    setCopied(false);
    setOpen((o) => !o);
  }

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
    } catch {
      window.prompt(t('share.copy'), url);
    }
    setCopied(true);
  }

  const links = shareLinks(url, title);
  const item = 'flex min-h-11 w-full items-center gap-3 px-4 text-left text-stone-800 hover:bg-rose-50';
  return (
    <div ref={box} className="relative">
      <button
        type="button"
        onClick={share}
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        className="inline-flex min-h-10 items-center gap-1 rounded-full px-3 text-stone-600 hover:bg-rose-50"
      >
        <MoreIcon name="share" />
        <span>{t('share.share')}</span>
      </button>
      {open && (
        <ul
          id={menuId}
          className="absolute bottom-full right-0 z-40 mb-2 w-56 overflow-hidden rounded-xl border border-stone-200 bg-white py-1 shadow-lg"
        >
          {NETWORKS.map((network) => (
            <li key={network}>
              <a
                href={links[network]}
                target="_blank"
                rel="noopener noreferrer"
                className={item}
                onClick={close}
              >
                <MoreIcon name={network} />
                {t(`share.${network}`)}
              </a>
            </li>
          ))}
          <li>
            <button type="button" className={item} onClick={() => void copy()}>
              <MoreIcon name="new-tab" />
              <span aria-live="polite">{copied ? t('share.copied') : t('share.copy')}</span>
            </button>
          </li>
        </ul>
      )}
    </div>
  );
}
