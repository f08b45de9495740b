import type { FastifyInstance } from 'fastify';

export async function settingsRoutes(app: FastifyInstance) {
  app.get('/yka/v2/settings', async () => app.deps.settings.site());
}
