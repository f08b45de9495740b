import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiApplicationPassword, ApiMedia, ApiUserMe, UpdateMeBody } from '#common/api-types.ts';
import { browserSend } from '#web/lib/api-client.ts';
import { clearLocalSession } from '#web/lib/local-session.ts';
import { memberKeys } from '#web/queries/member-keys.ts';
import { SHOWN_BY_SCREEN } from './errors.ts';

/** Saves the profile, uploading a new picture first; the cached profile takes the answer. */
export function useSaveProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ body, photo }: { body: UpdateMeBody; photo: File | null }) => {
      if (photo) {
        const upload = new FormData();
        upload.append('file', photo);
        body.avatar_media = (await browserSend<ApiMedia>('POST', '/wp/v2/media', upload)).id;
      }
      return browserSend<ApiUserMe>('POST', '/wp/v2/users/me', body);
    },
    meta: SHOWN_BY_SCREEN,
    onSuccess: (saved) => queryClient.setQueryData(memberKeys.me, saved),
  });
}

type Passwords = Omit<ApiApplicationPassword, 'password'>[];

/** Creates an application password; the list shows it without its secret, which is shown once. */
export function useCreateApplicationPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) =>
      browserSend<ApiApplicationPassword>('POST', '/wp/v2/users/me/application-passwords', { name }),
    meta: SHOWN_BY_SCREEN,
    onSuccess: ({ password: _shownOnce, ...listed }) =>
      queryClient.setQueryData<Passwords>(memberKeys.applicationPasswords, (list = []) => [...list, listed]),
  });
}

export function useRevokeApplicationPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (uuid: string) => browserSend('DELETE', `/wp/v2/users/me/application-passwords/${uuid}`),
    meta: SHOWN_BY_SCREEN,
    onSuccess: (_answer, uuid) =>
      queryClient.setQueryData<Passwords>(memberKeys.applicationPasswords, (list = []) =>
        list.filter((item) => item.uuid !== uuid),
      ),
  });
}

/**
 * Ends sessions on the server: the user's own everywhere (`/yka/v2/logout-everywhere/`) or,
 * for an administrator, everyone's. This browser's session ended too: the local settings go
 * and `next` opens signed out.
 */
export function useEndSessions(path: string, next: string) {
  return useMutation({
    mutationFn: () => browserSend('POST', path),
    meta: SHOWN_BY_SCREEN,
    onSuccess: () => {
      clearLocalSession();
      window.location.assign(next);
    },
  });
}
