import type { FastifyInstance } from 'fastify';
import type { ReportAnswer } from '#common/newsroom.ts';
import { reportItem } from '#server/domain/newsroom/reports.ts';
import { siteCategories } from '#server/domain/writing/post-terms.ts';
import { acceptFormBodies, bodyOf } from '#server/http/form-body.ts';
import { parseWith } from '#server/http/params.ts';
import { authorizeReport } from '#server/policies/newsroom.ts';
import { reportBody } from '../newsroom/schema.ts';

/** A member reports a post, video, note, poll or comment once (decisions §10). */
export async function reportRoutes(app: FastifyInstance) {
  const { database, settings } = app.deps;
  acceptFormBodies(app);

  app.post('/yka/v2/reports', async (request, reply) => {
    const body = parseWith(reportBody, bodyOf(request));
    const viewer = request.viewer;
    authorizeReport(viewer);
    const { site, stored } = await settings.fresh();
    await database.db.transaction((tx) =>
      reportItem(tx, viewer.id, body, stored.report_hide_threshold, siteCategories(site)),
    );
    return reply.code(201).send({ object: body.object, id: body.id, reported: true } satisfies ReportAnswer);
  });
}
