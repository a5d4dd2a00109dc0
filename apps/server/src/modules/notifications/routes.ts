// A signed-in user's own notifications (the header's bell), their notification preferences (the
// toggles of Settings), and the live stream that tells an open page of new ones.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { markAllReadInput, notificationPreferences, notificationsQuery, notificationsResponse, unreadCountResponse, uuid } from '@app/core';
import { currentUser } from '../../auth/access.js';
import { openLiveStream } from './live/stream.js';
import { getPreferences, savePreferences } from './preferences.js';
import { listNotifications, markAllRead, markRead, unreadCount } from './service.js';

const tags = ['notifications'];

export default async function notificationRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/notifications', { schema: { tags, querystring: notificationsQuery, response: { 200: notificationsResponse } } }, (req) =>
    listNotifications(app.db, currentUser(req).id, req.query.before),
  );

  r.get('/api/notifications/unread-count', { schema: { tags, response: { 200: unreadCountResponse } } }, async (req) => ({
    unreadCount: await unreadCount(app.db, currentUser(req).id),
  }));

  r.post(
    '/api/notifications/:id/read',
    { schema: { tags, params: z.object({ id: uuid }), response: { 200: unreadCountResponse } } },
    (req) => markRead(app.db, currentUser(req).id, req.params.id, app.now()),
  );

  r.post('/api/notifications/read-all', { schema: { tags, body: markAllReadInput, response: { 200: unreadCountResponse } } }, (req) =>
    markAllRead(app.db, currentUser(req).id, req.body.upTo, app.now()),
  );

  r.get('/api/me/notification-preferences', { schema: { tags, response: { 200: notificationPreferences } } }, (req) =>
    getPreferences(app.db, currentUser(req).id),
  );

  r.put(
    '/api/me/notification-preferences',
    { schema: { tags, body: notificationPreferences, response: { 200: notificationPreferences } } },
    (req) => savePreferences(app.db, currentUser(req).id, req.body, app.now()),
  );

  // Server-sent events: 'ready' once the stream is live (refetch what you show), 'notification'
  // (kind, course, quiz, attempt: what to refresh), 'read' (read marks changed elsewhere).
  r.get('/api/live', { schema: { tags, hide: true } }, (req, reply) => openLiveStream(app.live, req, reply));
}
