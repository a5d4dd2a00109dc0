// A signed-in user's own notifications (the header's bell), their notification preferences (the
// toggles of Settings), and the live stream that tells an open page of new ones.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  markAllReadInput,
  notificationPreferences,
  notificationPreferencesResponse,
  notificationsQuery,
  notificationsResponse,
  timeZoneInput,
  timeZoneResponse,
  unreadCountResponse,
  uuid,
} from '@app/core';
import { currentUser } from '../../auth/route-access.js';
import { openLiveStream } from './live/stream.js';
import { getPreferences, savePreferences, saveTimeZone } from './preferences.js';
import { listNotifications, markAllRead, markRead, unreadCount } from './service.js';

const tags = ['notifications'];

/** The live stream (live/stream.ts), as the document shows it. */
const liveSchema = {
  summary: 'Follow your notifications live',
  description:
    'A server-sent event stream for an open page. Events: `ready` (`{ resync }`) once the stream is live and again ' +
    'after the server lost its channel for a while (refetch what you show); `notification` (`{ kind, courseId, quizId, ' +
    'attemptId }`: what to refresh); `read` (`{}`: read marks changed elsewhere). Comment lines (`: ping`) keep it ' +
    'open; a `retry` field says when to reconnect. It ends when the session does, or the server stops.',
  tags,
  produces: ['text/event-stream'],
  openapi: {
    responses: {
      200: {
        description: 'The stream, open until the client leaves, the session ends or the server stops.',
        content: { 'text/event-stream': { schema: { type: 'string' } } },
      },
    },
  },
  // 429: as many streams open for this user in this process as allowed (LIVE_STREAMS_PER_USER).
  errors: [429],
} as const;

export default async function notificationRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/notifications',
    {
      schema: {
        summary: 'List your notifications',
        tags,
        querystring: notificationsQuery,
        errors: [404],
        response: { 200: notificationsResponse },
      },
    },
    (req) => listNotifications(app.deps, currentUser(req).id, req.query.before),
  );

  r.get(
    '/api/notifications/unread-count',
    { schema: { summary: 'Count your unread notifications', tags, response: { 200: unreadCountResponse } } },
    async (req) => ({
      unreadCount: await unreadCount(app.deps, currentUser(req).id),
    }),
  );

  r.post(
    '/api/notifications/:id/read',
    {
      schema: {
        summary: 'Mark a notification read',
        tags,
        params: z.object({ id: uuid }),
        errors: [404],
        response: { 200: unreadCountResponse },
      },
    },
    (req) => markRead(app.deps, currentUser(req).id, req.params.id),
  );

  r.post(
    '/api/notifications/read-all',
    {
      schema: {
        summary: 'Mark all notifications read',
        tags,
        body: markAllReadInput,
        errors: [404],
        response: { 200: unreadCountResponse },
      },
    },
    (req) => markAllRead(app.deps, currentUser(req).id, req.body.upTo),
  );

  r.get(
    '/api/me/notification-preferences',
    { schema: { summary: 'Get your notification preferences', tags, response: { 200: notificationPreferencesResponse } } },
    (req) => getPreferences(app.deps, currentUser(req).id),
  );

  r.put(
    '/api/me/notification-preferences',
    {
      schema: {
        summary: 'Save your notification preferences',
        tags,
        body: notificationPreferences,
        response: { 200: notificationPreferencesResponse },
      },
    },
    (req) => savePreferences(app.deps, currentUser(req).id, req.body),
  );

  // The browser reports its zone once per load: the user's "today" for due dates and e-mails. Any
  // signed-in user, the read-only subadmin too and one who must still change their password
  // ('session'): it is a fact about their device, not a change to the platform
  // (docs/notifications.md, "E-mail").
  r.put(
    '/api/me/time-zone',
    {
      config: { access: 'session' },
      schema: {
        summary: 'Report your time zone',
        tags,
        body: timeZoneInput,
        response: { 200: timeZoneResponse },
      },
    },
    (req) => saveTimeZone(app.deps, currentUser(req).id, req.body.timeZone),
  );

  // Server-sent events: 'ready' once the stream is live (refetch what you show), 'notification'
  // (kind, course, quiz, attempt: what to refresh), 'read' (read marks changed elsewhere).
  r.get('/api/live', { schema: liveSchema }, (req, reply) => openLiveStream(app.live, req, reply));
}
