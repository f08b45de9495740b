import { useState } from 'react';
import { formatDate } from '#common/l10n.ts';
import type { HeldComment } from '#common/newsroom.ts';
import { pathOf } from '#web/components/post-meta.tsx';
import { useI18n } from '#web/i18n/i18n-context.tsx';
import { Name, rich } from '#web/i18n/rich.tsx';
import { newsroomQueries } from './newsroom-queries.ts';
import { ActionButton, badge, type QueueAction, QueueTab } from './newsroom-ui.tsx';

type Decision = 'approved' | 'spam' | 'trash';

const DONE = {
  approved: 'newsroom.comments.approved',
  spam: 'newsroom.comments.spammed',
  trash: 'newsroom.comments.trashed',
} as const;

function Decisions({
  onDecide,
  disabled,
  legend,
}: {
  onDecide: (status: Decision) => void;
  disabled: boolean;
  /** the bulk bar's buttons act on the selection; its legend says so */
  legend?: string;
}) {
  const { t } = useI18n();
  const buttons = (
    <>
      <ActionButton look="approve" disabled={disabled} onClick={() => onDecide('approved')}>
        {t('newsroom.comments.approve')}
      </ActionButton>
      <ActionButton disabled={disabled} onClick={() => onDecide('spam')}>
        {t('newsroom.comments.spam')}
      </ActionButton>
      <ActionButton look="danger" disabled={disabled} onClick={() => onDecide('trash')}>
        {t('newsroom.comments.trash')}
      </ActionButton>
    </>
  );
  return legend ? (
    <fieldset className="flex flex-wrap gap-2" data-bulk>
      <legend className="sr-only">{legend}</legend>
      {buttons}
    </fieldset>
  ) : (
    <div className="flex flex-wrap gap-2">{buttons}</div>
  );
}

function HeldRow({
  comment,
  selected,
  onSelect,
  onDecide,
  busy,
}: {
  comment: HeldComment;
  selected: boolean;
  onSelect: (selected: boolean) => void;
  onDecide: (status: Decision) => void;
  busy: boolean;
}) {
  const { t, lang } = useI18n();
  const name = comment.author_name || comment.author_slug;
  return (
    <li className="flex gap-3 border-b border-stone-200 pb-4" data-held-comment={comment.id}>
      <input
        type="checkbox"
        className="mt-1.5 size-4 shrink-0"
        checked={selected}
        aria-labelledby={`select-comment-${comment.id}`}
        onChange={(event) => onSelect(event.target.checked)}
      />
      <span id={`select-comment-${comment.id}`} className="sr-only">
        {rich(t, 'newsroom.comments.select', { name: <Name>{name}</Name> })}
      </span>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <p className="text-sm text-stone-600">
          <a href={pathOf(comment.post_link)} className="font-semibold text-rose-800 hover:underline">
            {rich(t, 'newsroom.comments.on', { title: <span data-content="">{comment.post_title}</span> })}
          </a>
        </p>
        <p className="flex flex-wrap items-center gap-x-2 text-sm text-stone-600">
          <a
            href={`/author/${comment.author_slug}`}
            className="font-semibold text-stone-800 hover:underline"
            translate="no"
          >
            {name}
          </a>
          <span aria-hidden="true">·</span>
          <time dateTime={`${comment.date}+05:30`}>{formatDate(comment.date, lang)}</time>
          <span className={`${badge} bg-amber-100 text-amber-900`}>
            {comment.held_reason
              ? t(`newsroom.comments.reason.${comment.held_reason}`)
              : t('newsroom.comments.reason.editor')}
          </span>
        </p>
        <p className="whitespace-pre-line break-words text-stone-900" data-content="">
          {comment.content}
        </p>
        <Decisions onDecide={onDecide} disabled={busy} />
      </div>
    </li>
  );
}

/** Comments (decisions §10): held comments, decided one by one or in bulk. */
export function CommentsTab({ search }: { search: URLSearchParams }) {
  const { t } = useI18n();
  const [chosen, setChosen] = useState<number[]>([]);
  const decide = async ({ run }: QueueAction, list: number[], decision: Decision) => {
    const answer = await run<{ updated: number[] }>('comments', { ids: list, status: decision }, (done) =>
      t(DONE[decision], { count: done.updated.length }),
    );
    if (answer) setChosen((current) => current.filter((id) => !list.includes(id)));
  };
  return (
    <QueueTab
      name="comments"
      query={newsroomQueries.comments}
      search={search}
      top={(comments, action) => (
        <BulkBar
          ids={comments.map((comment) => comment.id)}
          chosen={chosen}
          onChoose={setChosen}
          busy={action.busy}
          onDecide={(list, decision) => void decide(action, list, decision)}
        />
      )}
    >
      {(comment, action) => (
        <HeldRow
          key={comment.id}
          comment={comment}
          selected={chosen.includes(comment.id)}
          busy={action.busy}
          onSelect={(on) =>
            setChosen((current) =>
              on ? [...current, comment.id] : current.filter((id) => id !== comment.id),
            )
          }
          onDecide={(decision) => void decide(action, [comment.id], decision)}
        />
      )}
    </QueueTab>
  );
}

/** Select all, how many are selected, and the decisions for them. */
function BulkBar({
  ids,
  chosen,
  onChoose,
  busy,
  onDecide,
}: {
  ids: number[];
  chosen: number[];
  onChoose: (ids: number[]) => void;
  busy: boolean;
  onDecide: (ids: number[], decision: Decision) => void;
}) {
  const { t } = useI18n();
  // A decided comment leaves the list; it must not stay selected.
  const selected = chosen.filter((id) => ids.includes(id));
  const allSelected = ids.length > 0 && selected.length === ids.length;
  return (
    <div className="sticky top-0 z-10 flex flex-wrap items-center gap-3 rounded-lg bg-stone-100 px-3 py-2">
      <label className="flex items-center gap-2 text-sm font-semibold text-stone-800">
        <input
          type="checkbox"
          className="size-4"
          checked={allSelected}
          onChange={(event) => onChoose(event.target.checked ? ids : [])}
        />
        {t('newsroom.comments.selectAll')}
      </label>
      <span className="text-sm text-stone-700" data-selected-count={selected.length}>
        {t('newsroom.comments.selected', { count: selected.length })}
      </span>
      <Decisions
        legend={t('newsroom.comments.bulk')}
        disabled={busy || selected.length === 0}
        onDecide={(decision) => onDecide(selected, decision)}
      />
    </div>
  );
}
