import type { Viewer } from '#server/http/context.ts';
import { isEditor } from './roles.ts';

/** Media (decisions §6): any signed-in user uploads; the owner or an editor deletes. */
export const mayDeleteMedia = (viewer: Viewer, item: { authorId: number | null }) =>
  item.authorId === viewer.id || isEditor(viewer);
