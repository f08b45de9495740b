import { type ComponentType, useCallback, useState } from 'react';
import type { PostType } from '#common/api-types.ts';
import type { ReportObject } from '#common/newsroom.ts';
import { useI18n } from '#web/i18n/i18n-context.tsx';
import { useSession } from '#web/lib/session-context.tsx';
import { MoreIcon } from '../ui/more-icons.tsx';
import type { ReportDialogProps } from './report-dialog.tsx';

const here = () => window.location.pathname + window.location.search;

/**
 * Report (decisions §10): on every item and comment but one's own. The dialog is its own
 * chunk, fetched on the first click, so pages that only read never load it; a visitor's
 * click opens sign-in instead.
 */
export function ReportButton({
  object,
  id,
  author,
  kind = 'post',
  className,
}: {
  object: ReportObject;
  id: number;
  author: number;
  /** the item's type, for the dialog's title; comments ignore it */
  kind?: PostType;
  className: string;
}) {
  const { t } = useI18n();
  const { session, openLogin } = useSession();
  const [Dialog, setDialog] = useState<ComponentType<ReportDialogProps> | null>(null);
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  if (session?.id === author) return null;

  function start() {
    if (!session) return openLogin({ redirect: here() });
    setOpen(true);
    if (!Dialog) {
      import('./report-dialog.tsx').then(
        (module) => setDialog(() => module.ReportDialog),
        (error: unknown) => {
          setOpen(false);
          console.info('report dialog failed to load', error);
        },
      );
    }
  }

  return (
    <>
      <button type="button" className={className} onClick={start} data-report={object}>
        <MoreIcon name="flag" size={16} />
        {t('report.report')}
      </button>
      {open && Dialog && <Dialog object={object} id={id} kind={kind} onClose={close} />}
    </>
  );
}
