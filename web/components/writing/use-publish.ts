import { type FormEvent, useState } from 'react';
import type { ApiPost } from '#common/api-types.ts';
import { pathOf } from '#web/components/post-meta.tsx';
import { useI18n } from '#web/i18n/i18n-context.tsx';
import { useRouter } from '#web/lib/router.tsx';
import { usePublishItem } from '#web/queries/mutations/writing.ts';

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
  const publishing = usePublishItem();
  const [error, setError] = useState<string | null>(null);

  function run() {
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
    publishing.mutate(publish, {
      onSuccess: (saved) => saved && navigate(pathOf(saved.link)),
      onError: (failure) => setError(failure instanceof Error ? failure.message : String(failure)),
    });
  }

  /** the writing form's submit: Enter in a field or the Publish button */
  function onSubmit(event: FormEvent) {
    event.preventDefault();
    run();
  }

  return { publishing: publishing.isPending, error, setError, onSubmit };
}
