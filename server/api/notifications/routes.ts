import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { DigestRun, NotificationSettings } from '#common/notifications.ts';
import { sendDigests } from '#server/domain/notifications/digest.ts';
import {
  listNotifications,
  markAllRead,
  markRead,
  notificationSettings,
  unreadCount,
  updateNotificationSettings,
} from '#server/domain/notifications/inbox.ts';
import { unsubscribeDigest } from '#server/domain/notifications/unsubscribe.ts';
import { notFound } from '#server/http/errors.ts';
import { acceptFormBodies, bodyOf } from '#server/http/form-body.ts';
import { setPagingHeaders } from '#server/http/paging.ts';
import { parseQuery, parseWith, pathId } from '#server/http/params.ts';
import { type ReadReply, readRoute } from '#server/http/read-routes.ts';
import { authorizeDigestRun, authorizeNotifications } from '#server/policies/notifications.ts';
import { presentNotification } from './present.ts';
import { listQuery, settingsBody, tokenQuery } from './schema.ts';

/**
 * Notifications (decisions §10; shapes and routes in common/notifications.ts). Every
 * handler: parse → authorise (server/policies/notifications.ts) → a domain function → present.
 */
export async function notificationRoutes(app: FastifyInstance) {
  const { database, config, settings, mailer } = app.deps;
  const { db } = database;
  acceptFormBodies(app);
  const personal = (reply: ReadReply) => reply.header('cache-control', 'private, no-store');

  readRoute(app, '/yka/v2/notifications', async (request, reply) => {
    const q = parseQuery(listQuery, request.query);
    const viewer = request.viewer;
    authorizeNotifications(viewer);
    const list = await listNotifications(db, viewer.id, {
      limit: q.per_page,
      offset: (q.page - 1) * q.per_page,
      unreadOnly: q.unread === true,
    });
    setPagingHeaders(reply, list.total, q.per_page, q.page);
    personal(reply);
    return list.rows.map((row) => presentNotification(row, config.publicUrl));
  });

  readRoute(app, '/yka/v2/notifications/count', async (request, reply) => {
    const viewer = request.viewer;
    authorizeNotifications(viewer);
    personal(reply);
    return { unread: await unreadCount(db, viewer.id) };
  });

  app.post('/yka/v2/notifications/read-all', async (request) => {
    const viewer = request.viewer;
    authorizeNotifications(viewer);
    return { updated: await markAllRead(db, viewer.id) };
  });

  app.post<{ Params: { id: string } }>('/yka/v2/notifications/:id/read', async (request) => {
    const id = pathId(request.params.id);
    if (id === null) throw notFound('rest_notification_invalid_id', 'Invalid notification ID.');
    const viewer = request.viewer;
    authorizeNotifications(viewer);
    return presentNotification(await markRead(db, viewer.id, id), config.publicUrl);
  });

  readRoute(app, '/yka/v2/notifications/settings', async (request, reply): Promise<NotificationSettings> => {
    const viewer = request.viewer;
    authorizeNotifications(viewer);
    personal(reply);
    return notificationSettings(db, viewer.id);
  });

  app.post('/yka/v2/notifications/settings', async (request): Promise<NotificationSettings> => {
    const change = parseWith(settingsBody, bodyOf(request));
    const viewer = request.viewer;
    authorizeNotifications(viewer);
    return updateNotificationSettings(db, viewer.id, change);
  });

  // The digest's unsubscribe link (GET, from the page it opens) and the mail client's
  // one-click POST (RFC 8058): the signed token is the authority, no sign-in.
  const unsubscribe = async (request: FastifyRequest, reply: FastifyReply) => {
    const { token } = parseQuery(tokenQuery, { ...bodyOf(request), ...(request.query as object) });
    await unsubscribeDigest(db, token);
    personal(reply);
    return { email_digest: false };
  };
  app.get('/yka/v2/notifications/unsubscribe', unsubscribe);
  app.post('/yka/v2/notifications/unsubscribe', unsubscribe);

  app.post('/yka/v2/notifications/digest', async (request): Promise<DigestRun> => {
    authorizeDigestRun(request.viewer);
    return { sent: await sendDigests({ database, mailer, publicUrl: config.publicUrl, settings }) };
  });
}
