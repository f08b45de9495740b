import type { Role } from '#common/api-types.ts';
import type { Config } from '#server/config.ts';
import type { Database } from '#server/db/client.ts';
import type { Mailer } from '#server/domain/mail/mailer.ts';
import type { CountCache } from '#server/domain/posts/count-cache.ts';
import type { SettingsStore } from '#server/domain/settings.ts';
import type { ReadRoutes } from './read-routes.ts';

/** The signed-in user a request acts for; null for a visitor. */
export interface Viewer {
  id: number;
  role: Role;
  /**
   * Whether the reader blocks anyone, as the request began (read with the session). False
   * lets their lists be a visitor's (counters, kept plans); left out, their blocks apply.
   */
  blocksAnyone?: boolean;
}

/**
 * The reader whose blocks a list applies (decisions §4): null for a visitor and for a reader
 * who blocks no one, whose lists are then a visitor's, answered by the same counters and kept
 * plans (decisions 011, *A reader who blocks no one*).
 */
export const blockerOf = (viewer: Viewer | null): number | null =>
  viewer && viewer.blocksAnyone !== false ? viewer.id : null;

/**
 * What every route reaches through `app.deps`. State that lives as long as the app (the
 * count cache; the micro-cache is held by its hooks) hangs here, never on a module, so two
 * apps in one process share nothing.
 */
export interface AppDeps {
  config: Config;
  database: Database;
  settings: SettingsStore;
  mailer: Mailer;
  counts: CountCache;
  /** the API's GET handlers by path, which the page renderer calls directly */
  reads: ReadRoutes;
}

/** What `buildApp` needs; it makes the mailer from the config when none is given, and the caches. */
export type AppInput = Omit<AppDeps, 'mailer' | 'counts' | 'reads'> & { mailer?: Mailer };

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
  interface FastifyRequest {
    viewer: Viewer | null;
  }
}
