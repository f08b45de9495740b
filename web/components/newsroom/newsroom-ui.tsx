import { useSuspenseQuery } from '@tanstack/react-query';
import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { PageLinks, pageOf } from '#web/components/paged-list.tsx';
import { useI18n } from '#web/i18n/i18n-context.tsx';
import type { ApiClient } from '#web/lib/api-client.ts';
import { useApi } from '#web/lib/api-context.tsx';
import { type StatusMessage, useNewsroomAction } from '#web/queries/mutations/newsroom.ts';
import type { NewsroomList } from './newsroom-queries.ts';

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

const LOOK = { approve: approveButton, plain: actionButton, danger: dangerButton };

/**
 * A newsroom button: `look` is its colour (the main action, a plain one, a removal). With
 * `confirm`, the click asks that question first and does nothing unless the member agrees.
 */
export function ActionButton({
  look = 'plain',
  confirm,
  onClick,
  className,
  ...props
}: Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> & { look?: keyof typeof LOOK; confirm?: string }) {
  return (
    <button
      type="button"
      className={className ? `${LOOK[look]} ${className}` : LOOK[look]}
      onClick={(event) => {
        if (confirm !== undefined && !window.confirm(confirm)) return;
        onClick?.(event);
      }}
      {...props}
    />
  );
}

/** What a queue's row may do: run a newsroom action; `busy` while one is on its way. */
export type QueueAction = Pick<ReturnType<typeof useNewsroomAction>, 'run' | 'busy'>;

/**
 * A queue tab (decisions §10): its intro, what comes before the list (a filter, a search),
 * the status of the last action, the list of one page (each item as `children` draws it, the
 * comments' bulk bar as `top` draws it) or the empty text, and the page links. Intro and
 * empty text are the catalogue's `newsroom.<name>.intro` and `.empty`.
 */
export function QueueTab<T>({
  name,
  query,
  search,
  before,
  top,
  ordered = false,
  gap = 'gap-4',
  acting = true,
  children: row,
}: {
  name: 'review' | 'comments' | 'reports' | 'people' | 'inbox' | 'log';
  query: (api: ApiClient, page: number) => NewsroomList<T>;
  search: URLSearchParams;
  before?: ReactNode;
  top?: (items: T[], action: QueueAction) => ReactNode;
  ordered?: boolean;
  gap?: 'gap-3' | 'gap-4' | 'gap-5';
  /** false for a list nothing is done in (the log): no status line */
  acting?: boolean;
  children: (item: T, action: QueueAction) => ReactNode;
}) {
  const { t } = useI18n();
  const list = useSuspenseQuery(query(useApi(), pageOf(search))).data;
  const { run, busy, status } = useNewsroomAction();
  const action = { run, busy };
  const List = ordered ? 'ol' : 'ul';
  return (
    <TabSection intro={t(`newsroom.${name}.intro`)}>
      {before}
      {acting && <StatusLine status={status} />}
      {list.data.length === 0 ? (
        <Empty text={t(`newsroom.${name}.empty`)} />
      ) : (
        <>
          {top?.(list.data, action)}
          <List className={`flex flex-col ${gap}`}>{list.data.map((item) => row(item, action))}</List>
        </>
      )}
      <PageLinks search={search} page={pageOf(search)} pages={list.totalPages} />
    </TabSection>
  );
}

/**
 * Up, down and remove for an entry of an ordered list (menus, home topics); each button's
 * name ends with the entry's, and `showWords` writes Up and Down beside the arrows.
 */
export function ReorderButtons({
  name,
  index,
  count,
  showWords = false,
  onMove,
  onRemove,
}: {
  name: string;
  index: number;
  count: number;
  showWords?: boolean;
  onMove: (to: number) => void;
  onRemove: () => void;
}) {
  const { t } = useI18n();
  const up = t('newsroom.site.menu.up');
  const down = t('newsroom.site.menu.down');
  const remove = t('newsroom.site.menu.remove');
  return (
    <>
      <ActionButton disabled={index === 0} aria-label={`${up}: ${name}`} onClick={() => onMove(index - 1)}>
        {showWords ? `↑ ${up}` : '↑'}
      </ActionButton>
      <ActionButton
        disabled={index === count - 1}
        aria-label={`${down}: ${name}`}
        onClick={() => onMove(index + 1)}
      >
        {showWords ? `↓ ${down}` : '↓'}
      </ActionButton>
      <ActionButton look="danger" aria-label={`${remove}: ${name}`} onClick={onRemove}>
        {remove}
      </ActionButton>
    </>
  );
}

/** A small form's buttons: submit (the main action) and Cancel; `spaced` sets them off the fields. */
export function FormButtons({
  submit,
  disabled,
  onCancel,
  spaced = false,
}: {
  submit: string;
  disabled: boolean;
  onCancel: () => void;
  spaced?: boolean;
}) {
  const { t } = useI18n();
  return (
    <div className={spaced ? 'mt-3 flex flex-wrap gap-2' : 'flex flex-wrap gap-2'}>
      <button type="submit" className={approveButton} disabled={disabled}>
        {submit}
      </button>
      <ActionButton onClick={onCancel}>{t('newsroom.cancel')}</ActionButton>
    </div>
  );
}
