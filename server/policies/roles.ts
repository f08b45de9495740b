import type { Role } from '#common/api-types.ts';
import type { Viewer } from '#server/http/context.ts';

/**
 * The roles (decisions §3): a subscriber writes and takes part, an editor also moderates, an
 * administrator also runs the site. These two questions are the only place role names are
 * compared; every policy asks them, and the domain gets their answers as plain values.
 */
export const isEditor = (viewer: Viewer | null) =>
  viewer?.role === 'editor' || viewer?.role === 'administrator';

export const isAdministrator = (viewer: Viewer | null) => viewer?.role === 'administrator';

/** Every role, least rights first: what the newsroom's People tab may set. */
export const ROLES = ['subscriber', 'editor', 'administrator'] as const satisfies readonly Role[];
