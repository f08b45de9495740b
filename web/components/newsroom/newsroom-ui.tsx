import type { ReactNode } from 'react';
import type { StatusMessage } from '#web/queries/mutations/newsroom.ts';

export const actionButton =
  'inline-flex items-center gap-1 rounded-full border border-stone-300 bg-white px-3 py-1 text-sm font-semibold text-stone-800 hover:bg-stone-100 disabled:opacity-50';
export const approveButton =
  'inline-flex items-center gap-1 rounded-full bg-rose-700 px-3 py-1 text-sm font-semibold text-white hover:bg-rose-800 disabled:opacity-50';
export const dangerButton =
  'inline-flex items-center gap-1 rounded-full border border-red-300 bg-white px-3 py-1 text-sm font-semibold text-red-800 hover:bg-red-50 disabled:opacity-50';
export const badge = 'inline-block rounded-full px-2 py-0.5 text-xs font-semibold';

/**
 * What the last action did, read out by screen readers: a polite status when it worked, an
 * alert with the server's message when it did not. Always in the page so the region is known.
 */
export function StatusLine({ status }: { status: StatusMessage | null }) {
  return (
    <div aria-live="polite" data-newsroom-status>
      {status?.kind === 'done' && (
        <p
          role="status"
          className="rounded-lg bg-emerald-50 px-4 py-2 text-sm font-semibold text-emerald-900"
        >
          {status.text}
        </p>
      )}
      {status?.kind === 'error' && (
        <p role="alert" className="rounded-lg bg-red-50 px-4 py-2 text-sm font-semibold text-red-800">
          {status.text}
        </p>
      )}
    </div>
  );
}

/** A tab's intro line and, below it, its list (or the empty text). */
export function TabSection({ intro, children }: { intro: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-4">
      <p className="text-sm text-stone-600">{intro}</p>
      {children}
    </section>
  );
}

export function Empty({ text }: { text: string }) {
  return (
    <p className="rounded-lg border border-dashed border-stone-300 px-4 py-8 text-center text-stone-600">
      {text}
    </p>
  );
}
