import type { FastifyInstance } from 'fastify';
import { type StatementTally, withStatementTally } from '#server/db/statement-count.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** database round trips made for this request so far (statement-count.ts) */
    statementTally: StatementTally;
  }
}

/**
 * Counts each request's SQL statements: the rest of the request runs inside its tally, so a
 * statement sent anywhere below (a route, a page's loaders) is counted. With `header` on,
 * the answer says how many (`X-SQL-Statements`), for `npm run bench` and the budget tests.
 */
export function installStatementTally(app: FastifyInstance, header: boolean) {
  app.decorateRequest('statementTally', null as unknown as StatementTally);
  // the callback form: `done` runs the rest of the request inside the tally's context
  app.addHook('onRequest', (request, _reply, done) => {
    const tally = { statements: 0 };
    request.statementTally = tally;
    withStatementTally(tally, done);
  });
  if (!header) return;
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-sql-statements', String(request.statementTally.statements));
  });
}
