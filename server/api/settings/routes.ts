import type { FastifyInstance } from 'fastify';
import { readRoute } from '#server/http/read-routes.ts';

export async function settingsRoutes(app: FastifyInstance) {
  readRoute(app, '/yka/v2/settings', async () => app.deps.settings.site());
}
