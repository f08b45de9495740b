import type { Viewer } from '#server/http/context.ts';
import { unauthorized } from '#server/http/errors.ts';
import { authorizeNewsroom } from './newsroom.ts';

/** A member's notifications and their settings are theirs alone: a visitor is asked to sign in. */
export function authorizeNotifications(viewer: Viewer | null): asserts viewer is Viewer {
  if (!viewer) throw unauthorized('rest_not_logged_in', 'Please sign in to see your notifications.');
}

/** Sending the digest now (the schedule's work, on demand) is an administrator's. */
export function authorizeDigestRun(viewer: Viewer | null): asserts viewer is Viewer {
  authorizeNewsroom(viewer, 'administer');
}
