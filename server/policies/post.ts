import type { PostStatus, PostType } from '#common/api-types.ts';
import { isEditableItem } from '#common/writing.ts';
import type { Viewer } from '#server/http/context.ts';
import { forbidden, unauthorized } from '#server/http/errors.ts';
import { isEditor } from './roles.ts';

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

/** The writer as the domain knows them: an id and whether they have an editor's rights. */
export const actorOf = (viewer: Viewer) => ({ id: viewer.id, editor: isEditor(viewer) });

/** The owner or an editor: who sees an item's drafts, raw text and what reports hid (decisions §4, §10). */
export const isOwnerOrEditor = (viewer: Viewer | null, authorId: number) =>
  viewer !== null && (viewer.id === authorId || isEditor(viewer));

/** Lists with items hidden by reports: editors (decisions §10). */
export const seesAllHidden = (viewer: Viewer | null) => isEditor(viewer);

/**
 * Drafts in a list, and its `context=edit`: the viewer's own items (the list asks for them
 * alone as its one author) or anything for editors (decisions §4).
 */
export const mayListUnpublished = (viewer: Viewer | null, authors: number[] | undefined) =>
  isEditor(viewer) || Boolean(viewer && authors?.length === 1 && authors[0] === viewer.id);

/** Drafts and items hidden by reports (decisions §10) only for their author and editors. */
export const maySeePost = (
  viewer: Viewer | null,
  post: { status: PostStatus; hidden: boolean; authorId: number },
) => (post.status === 'publish' && !post.hidden) || isOwnerOrEditor(viewer, post.authorId);

/** Editors are trusted: the flood guards on new items and comments do not apply to them. */
export const skipsFloodGuard = (viewer: Viewer) => isEditor(viewer);
