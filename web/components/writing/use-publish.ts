import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ApiPost } from '#common/api-types.ts';
import { pathOf } from '#web/components/post-meta.tsx';
import { useI18n } from '#web/i18n/i18n-context.tsx';
import { useRouter } from '#web/lib/router.tsx';
import { refreshAfterWrite } from './writing-queries.ts';

/**
 * The Publish (or Update) button of a writing screen: nothing is sent while the item is
 * empty or the screen names a problem; on success the lists refresh and the reader's page
 * of the item opens; a failure shows the server's message.
 */
export function usePublish(
  publish: () => Promise<ApiPost | null>,
  isEmpty: () => boolean,
  /** a screen's own reason not to send yet (a video without a playable link), or null */
  problem: () => string | null = () => null,
) {
  const { t } = useI18n();
  const { navigate } = useRouter();
  const queryClient = useQueryClient();
  const [publishing, setPublishing] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function run() {
    setError(null);
    if (isEmpty()) {
      setError(t('write.empty'));
      return;
    }
    const reason = problem();
    if (reason) {
      setError(reason);
      return;
    }
    setPublishing(true);
    try {
      const saved = await publish();
      refreshAfterWrite(queryClient);
      if (saved) navigate(pathOf(saved.link));
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setPublishing(false);
    }
  }

  return { publishing, error, setError, run };
}
