import type { Viewer } from '#server/http/context.ts';
import { isOwnerOrEditor } from './post.ts';
import { isEditor } from './roles.ts';

/** What the comment rules read of a comment. */
interface CommentFacts {
  authorId: number;
  status: string;
  hidden: boolean;
}

/** Moderation (statuses other than approved, the site-wide queue, no flood guard or hold): editors. */
export const mayModerateComments = (viewer: Viewer | null) => isEditor(viewer);

/** Decisions §4: held comments only to their author and editors; spam and trash to editors. */
export function canSeeComment(row: CommentFacts, viewer: Viewer | null) {
  if (isEditor(viewer)) return true;
  const own = viewer?.id === row.authorId;
  // Decisions §10: a comment hidden by reports shows only to its author and editors.
  if (row.hidden && !own) return false;
  return row.status === 'approved' || (row.status === 'hold' && own);
}

/** The author or an editor edits and deletes a comment and sees its raw text. */
export const mayChangeComment = (viewer: Viewer | null, row: { authorId: number }) =>
  isOwnerOrEditor(viewer, row.authorId);
