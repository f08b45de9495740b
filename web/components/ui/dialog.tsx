import { type ReactNode, type RefObject, useId, useRef } from 'react';
import { useI18n } from '#web/i18n/i18n-context.tsx';
import { useCloseWithOtherModals } from '#web/lib/modals.ts';
import { useFocusTrap } from '#web/lib/use-focus-trap.ts';
import { Icon } from './icon.tsx';

export interface DialogProps {
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  /** the panel's width, padding and overflow (e.g. `max-w-md p-6 pb-8`) */
  className: string;
  /** a larger heading (login, topics) */
  large?: boolean;
  /** the panel, for callers that move focus into it */
  panelRef?: RefObject<HTMLDivElement | null>;
  /** the heading's id, when the content refers to it too */
  titleId?: string;
  describedBy?: string;
  busy?: boolean;
  /** false for the login modal: it closes the other modals, it is not closed by them */
  closeWithOthers?: boolean;
  /** a marker attribute tests and styles look for */
  marker?: string;
}

/**
 * The one modal shell: a dimmed page, a sheet from the bottom on phones and a centred card
 * from `sm` up, a close button, a heading. Focus stays inside, Escape closes, focus goes
 * back where it was (use-focus-trap.ts); another modal opening closes it (modals.ts).
 */
export function Dialog({
  title,
  onClose,
  children,
  className,
  large,
  panelRef,
  titleId,
  describedBy,
  busy,
  closeWithOthers = true,
  marker,
}: DialogProps) {
  const { t } = useI18n();
  const own = useRef<HTMLDivElement>(null);
  const panel = panelRef ?? own;
  const ownTitleId = useId();
  const headingId = titleId ?? ownTitleId;
  useFocusTrap(panel, onClose);
  useCloseWithOtherModals(closeWithOthers ? onClose : noop);
  return (
    <div className="fixed inset-0 z-50 flex items-end justify-center bg-stone-900/60 sm:items-center sm:p-4">
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={headingId}
        aria-describedby={describedBy}
        aria-busy={busy}
        className={`relative w-full rounded-t-2xl bg-white shadow-xl sm:rounded-2xl ${className}`}
        {...(marker ? { [`data-${marker}`]: '' } : {})}
      >
        <button
          type="button"
          onClick={onClose}
          className="absolute right-3 top-3 rounded p-2 text-stone-600 hover:bg-stone-100"
          aria-label={t('dialog.close')}
        >
          <Icon name="close" />
        </button>
        <h2 id={headingId} className={`pr-10 font-bold text-stone-900 ${large ? 'text-xl' : 'text-lg'}`}>
          {title}
        </h2>
        {children}
      </div>
    </div>
  );
}

function noop() {}

/** A dialog form's buttons: Cancel, and the submit button that says when it is sending. */
export function DialogActions({
  onCancel,
  cancel,
  submit,
  disabled,
}: {
  onCancel: () => void;
  cancel: string;
  /** the submit button's words (its sending words while a request is out) */
  submit: string;
  disabled: boolean;
}) {
  return (
    <div className="mt-4 flex justify-end gap-3">
      <button
        type="button"
        onClick={onCancel}
        className="rounded-full px-4 py-2 font-semibold text-stone-700 hover:bg-stone-100"
      >
        {cancel}
      </button>
      <button
        type="submit"
        disabled={disabled}
        className="rounded-full bg-rose-700 px-5 py-2 font-semibold text-white hover:bg-rose-800 disabled:opacity-60"
      >
        {submit}
      </button>
    </div>
  );
}
