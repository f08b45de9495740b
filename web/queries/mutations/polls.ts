import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiPoll } from '#common/api-types.ts';
import { ApiRequestError, browserSend } from '#web/lib/api-client.ts';
import { keys } from '../keys.ts';

/**
 * A vote on a poll (spec §4): the answer replaces the cached poll. A 409 `already_voted`
 * carries the poll as it stands, which replaces it too (`counted: false`); any other
 * failure joins the error list.
 */
export function usePollVote(pollId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (choiceId: number): Promise<{ poll: ApiPoll; counted: boolean }> => {
      try {
        const poll = await browserSend<ApiPoll>('POST', `/yka/v2/polls/${pollId}/vote`, {
          choice_id: choiceId,
        });
        return { poll, counted: true };
      } catch (error) {
        const known = error instanceof ApiRequestError && (error.data.poll as ApiPoll | undefined);
        if (known) return { poll: known, counted: false };
        throw error;
      }
    },
    onSuccess: ({ poll }) => queryClient.setQueryData(keys.poll(pollId), poll),
  });
}
