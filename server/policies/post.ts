import type { PostStatus, PostType } from '#common/api-types.ts';
import { isEditableItem } from '#common/writing.ts';
import { isEditor, type Viewer } from '#server/http/context.ts';
import { forbidden, unauthorized } from '#server/http/errors.ts';

export type PostAction = 'update' | 'delete';

/** What the rules need to know about an item. */
export interface PostFacts {
  type: PostType;
  status: PostStatus;
  authorId: number;
  categories: number[];
}

/**
 * Who may do what with a post, note, video or poll (spec §5, decisions §4, §6):
 * - update: editors any item but polls; the owner a note, a draft or a post still in
 *   `unreviewed` (`isEditableItem`, shared with the screens); polls are never edited.
 * - delete: the owner or an editor, any type, polls too.
 */
export function can(
  viewer: Viewer | null,
  action: PostAction,
  post: PostFacts,
  unreviewedId: number,
): boolean {
  if (!viewer || post.type === 'page') return false;
  const owner = viewer.id === post.authorId;
  if (action === 'delete') return owner || isEditor(viewer);
  if (post.type === 'poll') return false;
  if (isEditor(viewer)) return true;
  return owner && isEditableItem(post, unreviewedId);
}

/** `can`, or the WordPress error: 401 for visitors, 403 `rest_cannot_edit` / `rest_cannot_delete`. */
export function authorize(
  viewer: Viewer | null,
  action: PostAction,
  post: PostFacts,
  unreviewedId: number,
): asserts viewer is Viewer {
  if (can(viewer, action, post, unreviewedId)) return;
  if (!viewer) throw unauthorized('rest_not_logged_in', 'Sorry, you must be logged in to do that.');
  throw action === 'delete'
    ? forbidden('rest_cannot_delete', 'Sorry, you are not allowed to delete this item.')
    : forbidden('rest_cannot_edit', 'Sorry, you are not allowed to edit this item.');
}
