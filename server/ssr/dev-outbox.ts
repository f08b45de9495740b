import type { FastifyInstance, FastifyRequest } from 'fastify';
import { escapeHtml } from '#common/html.ts';
import { noRoute } from '#server/http/errors.ts';

/**
 * `/dev/outbox`: the last mails of the dev outbox, newest first, so that a newcomer without a
 * mail server can read their sign-in code. It exists only when the mailer is the outbox
 * (no `SMTP_URL`, not production); otherwise it is a 404 like any unknown path. It answers
 * only a client on this machine (the socket's address, which no proxy header can fake): a
 * demo started with `npm start` on a public address must not hand out everyone's codes.
 */
const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * Headers a proxy adds. A reverse proxy on the same host (nginx, Caddy) connects from
 * loopback on behalf of anyone on the internet, so a loopback socket that carries any of
 * these is a forwarded stranger, not the developer at this machine (issue 15).
 */
const PROXY_HEADERS = [
  'forwarded',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-real-ip',
  'via',
];

/** A client on this machine talking to the server directly: loopback socket, no proxy in between. */
export function isDirectLoopback(request: FastifyRequest): boolean {
  if (!LOOPBACK.has(request.socket.remoteAddress ?? '')) return false;
  return PROXY_HEADERS.every((name) => request.headers[name] === undefined);
}

export async function devOutboxRoutes(app: FastifyInstance) {
  const { mailer } = app.deps;
  app.get('/dev/outbox', async (request, reply) => {
    if (mailer.kind !== 'outbox' || !isDirectLoopback(request)) throw noRoute();
    const items = mailer
      .outbox()
      .map(
        (mail) => `<article>
<h2>${escapeHtml(mail.subject)}</h2>
<p><small>To ${escapeHtml(mail.to)} · ${escapeHtml(mail.sentAt.toISOString())}</small></p>
<pre>${escapeHtml(mail.text)}</pre>
</article>`,
      )
      .join('<hr>\n');
    const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>Dev outbox</title>
<style>body{font-family:system-ui,sans-serif;max-width:46rem;margin:2rem auto;padding:0 1rem}pre{white-space:pre-wrap;background:#f4f4f5;padding:1rem}</style>
</head><body><h1>Dev outbox</h1>
<p>Mail is not sent because <code>SMTP_URL</code> is not set; the last ${mailer.outbox().length} messages are kept here, newest first.</p>
${items || '<p>No mail yet.</p>'}
</body></html>`;
    return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
  });
}
