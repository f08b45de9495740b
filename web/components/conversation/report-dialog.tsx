import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import type { PostType } from '#common/api-types.ts';
import {
  REPORT_NOTE_MAX,
  REPORT_REASONS,
  type ReportBody,
  type ReportObject,
  type ReportReason,
} from '#common/newsroom.ts';
import { useI18n } from '#web/i18n/i18n-context.tsx';
import { ApiRequestError } from '#web/lib/api-client.ts';
import { useReport } from '#web/queries/mutations/reports.ts';
import { Dialog, DialogActions } from '../ui/dialog.tsx';

export interface ReportDialogProps {
  object: ReportObject;
  id: number;
  kind: PostType;
  onClose: () => void;
}

const REASON_LABEL = {
  spam: 'report.reason.spam',
  harassment: 'report.reason.harassment',
  false_information: 'report.reason.false_information',
  sexual_content: 'report.reason.sexual_content',
  other: 'report.reason.other',
} as const satisfies Record<ReportReason, string>;

const TITLE = {
  post: 'report.title.post',
  page: 'report.title.post',
  video: 'report.title.video',
  note: 'report.title.note',
  poll: 'report.title.poll',
} as const satisfies Record<PostType, string>;

/**
 * The report dialog (decisions §10): a reason, a note (needed for Other), Send. A second
 * report of the same item answers 409 `already_reported`, which is said as such; any other
 * refusal shows the server's message.
 */
export function ReportDialog({ object, id, kind, onClose }: ReportDialogProps) {
  const { t } = useI18n();
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [note, setNote] = useState('');
  const report = useReport();
  const answer = report.data;
  const [error, setError] = useState('');
  const dialog = useRef<HTMLDivElement>(null);
  const noteId = useId();
  const countId = useId();
  const errorId = useId();
  const group = useId();
  // Not autoFocus: that runs before the trap's effect, which would then take the radio for
  // the element to give focus back to on close.
  useEffect(() => dialog.current?.querySelector('input')?.focus(), []);
  const noteNeeded = reason === 'other';

  function submit(event: FormEvent) {
    event.preventDefault();
    if (report.isPending) return;
    const text = note.trim();
    if (!reason) return setError(t('report.chooseReason'));
    if (noteNeeded && !text) return setError(t('report.needNote'));
    setError('');
    const body: ReportBody = { object, id, reason, ...(text ? { note: text } : {}) };
    report.mutate(body, {
      onError: (failure) =>
        setError(failure instanceof ApiRequestError ? failure.message : t('report.failed')),
    });
  }

  return (
    <Dialog
      title={t(object === 'comment' ? 'report.title.comment' : TITLE[kind])}
      onClose={onClose}
      className="max-h-full max-w-md overflow-y-auto p-5 pb-6"
      panelRef={dialog}
    >
      {answer ? (
        <>
          <p role="status" className="mt-4 rounded-lg bg-emerald-50 p-3 text-stone-800">
            {t(answer === 'sent' ? 'report.thanks' : 'report.already')}
          </p>
          <div className="mt-5 flex justify-end">
            <button
              type="button"
              // biome-ignore lint/a11y/noAutofocus: the answer replaced the form that had focus
              autoFocus
              onClick={onClose}
              className="rounded-full bg-rose-700 px-5 py-2 font-semibold text-white hover:bg-rose-800"
            >
              {t('comments.close')}
            </button>
          </div>
        </>
      ) : (
        <form onSubmit={submit} noValidate>
          <p className="mt-1 text-sm text-stone-600">{t('report.private')}</p>
          <fieldset className="mt-4">
            <legend className="font-semibold text-stone-900">{t('report.why')}</legend>
            <div className="mt-2 flex flex-col">
              {REPORT_REASONS.map((value) => (
                <label
                  key={value}
                  className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-2 text-stone-800 hover:bg-stone-50"
                >
                  <input
                    type="radio"
                    name={group}
                    value={value}
                    checked={reason === value}
                    onChange={() => {
                      setReason(value);
                      setError('');
                    }}
                    className="h-5 w-5 accent-rose-700"
                  />
                  {t(REASON_LABEL[value])}
                </label>
              ))}
            </div>
          </fieldset>
          <label htmlFor={noteId} className="mt-4 block text-sm font-semibold text-stone-800">
            {t(noteNeeded ? 'report.noteRequired' : 'report.noteOptional')}
          </label>
          <textarea
            id={noteId}
            value={note}
            onChange={(event) => {
              setNote(event.target.value);
              setError('');
            }}
            maxLength={REPORT_NOTE_MAX}
            aria-required={noteNeeded}
            aria-describedby={`${countId} ${errorId}`}
            aria-invalid={noteNeeded && error !== '' && !note.trim()}
            rows={3}
            className="mt-1 block w-full resize-y rounded-lg border border-stone-300 p-3 text-base text-stone-900 focus:border-rose-700 focus:outline-none"
          />
          <p id={countId} className="mt-1 text-right text-xs text-stone-600">
            {t('report.count', { count: note.length, max: REPORT_NOTE_MAX })}
          </p>
          <p id={errorId} role="alert" className="mt-2 text-sm font-semibold text-red-700 empty:hidden">
            {error}
          </p>
          <DialogActions
            onCancel={onClose}
            cancel={t('comments.cancel')}
            submit={report.isPending ? t('report.sending') : t('report.send')}
            disabled={report.isPending}
          />
        </form>
      )}
    </Dialog>
  );
}
