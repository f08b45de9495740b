import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { NEWSROOM_API } from '#web/components/newsroom/newsroom-queries.ts';
import { browserSend } from '#web/lib/api-client.ts';
import { memberKeys } from '#web/queries/member-keys.ts';
import { keys } from '../keys.ts';
import { SHOWN_BY_SCREEN } from './errors.ts';

export interface StatusMessage {
  kind: 'done' | 'error';
  text: string;
}

/** The server's message of a failed request (every newsroom error is an `ApiError`). */
export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * One newsroom action: the write, then every newsroom query (lists and tab counts) and the
 * public lists the item may enter or leave are refreshed. `status` says what happened, in
 * words, or the server's message.
 */
export function useNewsroomAction() {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<StatusMessage | null>(null);
  const mutation = useMutation({
    meta: SHOWN_BY_SCREEN,
    mutationFn: ({ path, body }: { path: string; body?: unknown }) =>
      browserSend<unknown>('POST', `${NEWSROOM_API}/${path}`, body ?? {}),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: memberKeys.newsroom.all }),
        queryClient.invalidateQueries({ queryKey: keys.posts.all }),
        queryClient.invalidateQueries({ queryKey: keys.comments.all }),
      ]);
    },
  });
  /** Sends; answers the server's answer, or null after showing its error (also given to `failed`). */
  async function run<T>(
    path: string,
    body: unknown,
    done: (answer: T) => string,
    failed?: (error: unknown) => void,
  ): Promise<T | null> {
    setStatus(null);
    try {
      const answer = (await mutation.mutateAsync({ path, body })) as T;
      setStatus({ kind: 'done', text: done(answer) });
      return answer;
    } catch (error) {
      setStatus({ kind: 'error', text: messageOf(error) });
      failed?.(error);
      return null;
    }
  }
  return { run, busy: mutation.isPending, status, setStatus };
}
