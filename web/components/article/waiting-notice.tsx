import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ApiPost } from '#common/api-types.ts';
import { useI18n } from '#web/i18n/i18n-context.tsx';
import { ApiRequestError, browserSend } from '#web/lib/api-client.ts';
import { useSession } from '#web/lib/session-context.tsx';
import { useSettings } from '#web/lib/use-settings.tsx';
import { keys } from '#web/queries/keys.ts';

/**
 * The notice over a post that is not in its topics yet (unreviewed or unlisted). An editor
 * reading a post that waits for review approves it here, as the newsroom's Review button
 * does (decisions 010): the post stays public and leaves the queue. Sending it back or
 * changing its topics needs the newsroom's forms, which the notice links to.
 */
export function WaitingNotice({ post, hidden }: { post: ApiPost; hidden: boolean }) {
  const { t } = useI18n();
  const settings = useSettings();
  const { session } = useSession();
  const queryClient = useQueryClient();
  const [state, setState] = useState<'waiting' | 'sending' | 'approved' | 'failed'>('waiting');
  const [problem, setProblem] = useState('');
  if (state === 'approved')
    return (
      <p role="status" className="mb-4 rounded bg-emerald-50 p-3 text-sm text-emerald-900">
        {t('post.approved')}
      </p>
    );
  if (!hidden) return null;
  const reviewable =
    session !== null &&
    session.role !== 'subscriber' &&
    post.categories.includes(settings.exclude_categories.unreviewed);
  const approve = () => {
    setState('sending');
    browserSend('POST', `/yka/v2/newsroom/posts/${post.id}/approve`, {}).then(
      () => {
        setState('approved');
        void queryClient.invalidateQueries({ queryKey: keys.posts.all });
      },
      (failure: unknown) => {
        // approved or sent back meanwhile, said in the page's language; else the server's words
        if (failure instanceof ApiRequestError && failure.code === 'rest_post_not_in_review')
          setProblem(t('post.notWaiting'));
        else setProblem(failure instanceof Error && failure.message ? failure.message : t('error.generic'));
        setState('failed');
      },
    );
  };
  return (
    <div className="mb-4 flex flex-wrap items-center gap-x-4 gap-y-2 rounded bg-amber-50 p-3 text-sm text-amber-900">
      <p>{t('post.unreviewed')}</p>
      {reviewable && (
        <>
          <button
            type="button"
            onClick={approve}
            disabled={state === 'sending'}
            className="min-h-9 rounded-full bg-emerald-700 px-4 font-semibold text-white hover:bg-emerald-800 disabled:opacity-60"
          >
            {t('post.approve')}
          </button>
          <a href="/newsroom" className="font-semibold underline underline-offset-2">
            {t('post.inNewsroom')}
          </a>
        </>
      )}
      {state === 'failed' && (
        <p role="alert" className="w-full font-semibold text-red-700">
          {problem}
        </p>
      )}
    </div>
  );
}
