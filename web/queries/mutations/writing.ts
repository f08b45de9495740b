import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  ApiMedia,
  ApiPost,
  CreatePollAnswer,
  CreatePollBody,
  DeletedPostAnswer,
  WriteBody,
} from '#common/api-types.ts';
import { REST_BASE } from '#common/links.ts';
import { browserSend } from '#web/lib/api-client.ts';
import { memberKeys } from '#web/queries/member-keys.ts';
import { keys } from '../keys.ts';
import { SHOWN_BY_SCREEN } from './errors.ts';

/**
 * Creates (no id) or updates a post, video or note through the writing endpoint: the
 * drafts' autosave (use-draft.ts, which may send it as the page closes) and Publish.
 */
export function savePost(id: number | null, body: WriteBody, keepalive = false) {
  return browserSend<ApiPost>('POST', `/yka/v2/fep/${id ?? ''}`, body, undefined, { keepalive });
}

/**
 * Deletes an item. Spec §7: notes and polls use the single-item call with method delete;
 * posts the writing endpoint.
 */
export function deleteItem(post: Pick<ApiPost, 'id' | 'type'>) {
  const path =
    post.type === 'note' || post.type === 'poll'
      ? `/wp/v2/${REST_BASE[post.type]}/${post.id}`
      : `/yka/v2/fep/${post.id}`;
  return browserSend<DeletedPostAnswer>('DELETE', path);
}

/** After a write: the writer's lists and every post list may show the item. */
export function refreshAfterWrite(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: memberKeys.writing.mine.all });
  void queryClient.invalidateQueries({ queryKey: keys.posts.all });
}

/** Uploads one image through the media endpoint (decisions §6). */
export async function uploadImage(file: File): Promise<ApiMedia> {
  const form = new FormData();
  form.append('file', file);
  return browserSend<ApiMedia>('POST', '/wp/v2/media', form);
}

/**
 * Publish (or Update) of a writing screen: sends what `publish` builds (the draft's last
 * save with the publish status), then the lists refresh. The screen shows a failure.
 */
export function usePublishItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (publish: () => Promise<ApiPost | null>) => publish(),
    meta: SHOWN_BY_SCREEN,
    onSuccess: () => refreshAfterWrite(queryClient),
  });
}

/** Deletes one of the writer's items (after the screen's 'Are you sure…'); the lists refresh. */
export function useDeleteItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteItem,
    meta: SHOWN_BY_SCREEN,
    onSuccess: () => refreshAfterWrite(queryClient),
  });
}

/** Creates a poll (issue 5); the lists refresh. */
export function useCreatePoll() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreatePollBody) => browserSend<CreatePollAnswer>('POST', '/yka/v2/polls', body),
    meta: SHOWN_BY_SCREEN,
    onSuccess: () => refreshAfterWrite(queryClient),
  });
}
