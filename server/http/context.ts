import type { Role } from '#common/api-types.ts';
import type { Config } from '#server/config.ts';
import type { Database } from '#server/db/client.ts';
import type { Mailer } from '#server/domain/mail/mailer.ts';
import type { SettingsStore } from '#server/domain/settings.ts';

/** The signed-in user a request acts for; null for a visitor. */
export interface Viewer {
  id: number;
  role: Role;
}

/** What every route reaches through `app.deps`. */
export interface AppDeps {
  config: Config;
  database: Database;
  settings: SettingsStore;
  mailer: Mailer;
}

/** What `buildApp` needs; it makes the mailer from the config when none is given. */
export type AppInput = Omit<AppDeps, 'mailer'> & { mailer?: Mailer };

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
  interface FastifyRequest {
    viewer: Viewer | null;
  }
}

export const isEditor = (viewer: Viewer | null) =>
  viewer?.role === 'editor' || viewer?.role === 'administrator';
