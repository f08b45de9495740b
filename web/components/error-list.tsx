import { useMutationState, useQueryClient } from '@tanstack/react-query';
import { useI18n } from '#web/i18n/i18n-context.tsx';
import { ApiRequestError } from '#web/lib/api-client.ts';
import { listed } from '#web/queries/mutations/errors.ts';
import { Icon } from './ui/icon.tsx';

/**
 * The generic error list (decisions §9): every failed action whose screen does not show the
 * failure itself, with the server's message, until dismissed. The failed mutations in the
 * query client are the list: no state of its own.
 */
export function ErrorList() {
  const { t } = useI18n();
  const cache = useQueryClient().getMutationCache();
  const failed = useMutationState({ filters: { predicate: listed }, select: (mutation) => mutation });
  if (failed.length === 0) return null;
  return (
    <ul
      role="alert"
      className="fixed inset-x-2 bottom-2 z-50 mx-auto flex max-w-md flex-col gap-2"
      data-error-list=""
    >
      {failed.map((mutation) => (
        <li
          key={mutation.mutationId}
          className="flex items-start gap-2 rounded-lg bg-stone-900 p-3 pr-1 text-sm text-white shadow-lg"
        >
          <span className="flex-1">
            {mutation.state.error instanceof ApiRequestError
              ? mutation.state.error.message
              : t('error.generic')}
          </span>
          <button
            type="button"
            className="rounded p-1 hover:bg-stone-700"
            aria-label={t('error.dismiss')}
            onClick={() => cache.remove(mutation)}
          >
            <Icon name="close" size={16} />
          </button>
        </li>
      ))}
    </ul>
  );
}
