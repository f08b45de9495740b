import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Suspense, useCallback, useEffect, useState } from 'react';
import { stripTags } from '#common/format.ts';
import { useI18n } from '#web/i18n/i18n-context.tsx';
import { useApi } from '#web/lib/api-context.tsx';
import { CARD_FIELDS, keys, queries } from '#web/queries/keys.ts';
import { pathOf } from '../post-meta.tsx';
import { Dialog } from '../ui/dialog.tsx';
import { Icon } from '../ui/icon.tsx';
import { REMOVE_AFTER_VOTE_MS, SKIP_SECONDS, skipLabel } from './poll-state.ts';
import { PollWidget } from './poll-widget.tsx';

const MODAL_PARAMS = { per_page: 10, _embed: 1, _fields: CARD_FIELDS };

/**
 * PollWithinModal, the poll slides (spec §2, §4, §9): one poll at a time. Each shows a skip
 * countdown from 5, ticking each second ('Skipping in N seconds', or 'Closing in N seconds'
 * on the last); a vote says 'You've grown your streak by 2 points' and removes the poll
 * after 4 s. An empty list closes the modal, resets it and refetches the polls.
 */
export function PollModal({ onClose }: { onClose: () => void }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const { t, lang } = useI18n();
  const list = useQuery(queries.posts(api, 'polls', MODAL_PARAMS)).data?.data.filter((p) => p.poll_id > 0);
  const [gone, setGone] = useState<number[]>([]);
  const [seconds, setSeconds] = useState(SKIP_SECONDS);
  const [voted, setVoted] = useState(false);
  const left = list?.filter((p) => !gone.includes(p.id)) ?? [];
  const current = left[0];
  const remove = useCallback((id: number) => {
    setVoted(false);
    setGone((ids) => [...ids, id]);
  }, []);

  useEffect(() => {
    if (!list || left.length > 0) return;
    setGone([]);
    void queryClient.invalidateQueries({ queryKey: keys.posts.source('polls') });
    onClose();
  }, [list, left.length, onClose, queryClient]);

  // The skip countdown restarts with each poll and stops at a vote.
  useEffect(() => {
    if (!current || voted) return;
    setSeconds(SKIP_SECONDS);
    const timer = window.setInterval(() => setSeconds((s) => s - 1), 1000);
    return () => window.clearInterval(timer);
  }, [current?.id, voted]);
  useEffect(() => {
    if (current && !voted && seconds <= 0) remove(current.id);
  }, [seconds, current, voted, remove]);
  useEffect(() => {
    if (!current || !voted) return;
    const timer = window.setTimeout(() => remove(current.id), REMOVE_AFTER_VOTE_MS);
    return () => window.clearTimeout(timer);
  }, [current, voted, remove]);

  const label = skipLabel(left.length, seconds);
  return (
    <Dialog
      title={t('polls.title')}
      onClose={onClose}
      className="max-h-[90vh] max-w-lg overflow-y-auto p-5 pb-6"
      marker="poll-modal"
    >
      {current ? (
        <div key={current.id} className="mt-3" lang={current.lang}>
          <a
            href={pathOf(current.link)}
            className="font-serif text-lg font-bold text-stone-900 hover:underline"
          >
            {stripTags(current.title.rendered)}
          </a>
          <div className="mt-3">
            <Suspense fallback={<div className="h-40 animate-pulse rounded-xl bg-stone-100" />}>
              <PollWidget pollId={current.poll_id} lang={lang} onVoted={() => setVoted(true)} />
            </Suspense>
          </div>
          {voted ? (
            <p role="status" className="mt-4 rounded-lg bg-emerald-50 p-3 font-semibold text-emerald-900">
              {t('polls.streak')}
            </p>
          ) : (
            <button
              type="button"
              onClick={() => remove(current.id)}
              className="mt-4 w-full rounded-full border border-stone-300 px-4 py-2 font-semibold text-stone-700 hover:border-rose-700"
              data-skip=""
            >
              {t(label.key, { count: label.count })}
            </button>
          )}
        </div>
      ) : (
        <div className="mt-3 h-48 animate-pulse rounded-xl bg-stone-100" aria-busy="true" />
      )}
    </Dialog>
  );
}

/** Opens the poll slides (on the polls list and the PollWithinModal feed style). */
export function PollSlidesButton() {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="inline-flex items-center gap-2 rounded-full bg-rose-700 px-4 py-2 text-sm font-semibold text-white hover:bg-rose-800"
      >
        <Icon name="polls" size={16} />
        {t('polls.slides')}
      </button>
      {open && <PollModal onClose={close} />}
    </>
  );
}
