import type { Viewer } from '#server/http/context.ts';
import { forbidden, unauthorized } from '#server/http/errors.ts';
import { isAdministrator, isEditor } from './roles.ts';

/**
 * Who may use the newsroom (decisions §10): editors and administrators moderate (review,
 * comments, reports); only administrators administer (site, people, inbox, log).
 */
export type NewsroomAction = 'moderate' | 'administer';

export function canNewsroom(viewer: Viewer | null, action: NewsroomAction): boolean {
  if (!viewer) return false;
  return action === 'moderate' ? isEditor(viewer) : isAdministrator(viewer);
}

/** `canNewsroom`, or the WordPress error: 401 for visitors, 403 `rest_forbidden` for others. */
export function authorizeNewsroom(viewer: Viewer | null, action: NewsroomAction): asserts viewer is Viewer {
  if (canNewsroom(viewer, action)) return;
  if (!viewer) throw unauthorized();
  throw forbidden();
}

/** Reporting is for signed-in members (decisions §10); a visitor is asked to sign in. */
export function authorizeReport(viewer: Viewer | null): asserts viewer is Viewer {
  if (!viewer) throw unauthorized('rest_not_logged_in', 'Please sign in to report.');
}
