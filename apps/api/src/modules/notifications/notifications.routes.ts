import {
  errorResponse,
  markReadResponse,
  NOTIFICATION_PATHS,
  notificationListQuery,
  notificationListResponse,
  UNREAD_EVENT,
} from '@paydesk/contracts';
import type { Database } from '@paydesk/db';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf, security } from '../../http/route-kit.ts';
import type { NotificationHub } from '../../platform/notifications/notifications.hub.ts';
import {
  listNotifications,
  markAllRead,
  markRead,
} from '../../platform/notifications/notifications.service.ts';
import { openEventStream } from '../../platform/notifications/polled-stream.ts';
import { createStreamSlots, type StreamLimits } from '../../platform/notifications/stream-slots.ts';

const KEEP_ALIVE_MS = 25_000;

export function notificationRoutes(deps: { db: Database; hub: NotificationHub; streamLimits: StreamLimits }) {
  const slots = createStreamSlots(deps.streamLimits);
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const config = { auth: true, permission: 'notifications.view' } as const;
    const tags = ['notifications'];
    const me = (auth: { companyId: string; userId: string }) => ({
      companyId: auth.companyId,
      userId: auth.userId,
    });

    api.get(
      NOTIFICATION_PATHS.list,
      {
        schema: {
          tags,
          security,
          querystring: notificationListQuery,
          response: { 200: notificationListResponse, '4xx': errorResponse },
        },
        config,
      },
      async (request) => ({
        message: 'Notifications',
        data: await listNotifications(deps.db, me(authOf(request)), request.query),
      }),
    );

    api.patch(
      NOTIFICATION_PATHS.markAllRead,
      { schema: { tags, security, response: { 200: markReadResponse, '4xx': errorResponse } }, config },
      async (request) => ({
        message: 'All notifications marked as read',
        data: await markAllRead(deps.db, me(authOf(request))),
      }),
    );

    api.get(
      NOTIFICATION_PATHS.stream,
      {
        schema: {
          tags,
          security,
          description:
            'Server-sent events: `unread` with { unread } on connect and on every change. A few streams per session and a bounded number per business; more answer 429.',
          response: { '4xx': errorResponse },
        },
        config: { ...config, rateLimit: false },
      },
      async (request, reply) => {
        const auth = authOf(request);
        // Throws the 429 before the response is taken over; the slot is freed when the stream closes.
        const release = slots.take({ sessionId: auth.sessionId, companyId: auth.companyId });
        request.raw.on('close', release);
        const raw = openEventStream(request, reply, 5000);
        const unsubscribe = deps.hub.subscribe(me(authOf(request)), {
          send: (unread) => raw.write(`event: ${UNREAD_EVENT}\ndata: ${JSON.stringify({ unread })}\n\n`),
        });
        const keepAlive = setInterval(() => raw.write(': keep-alive\n\n'), KEEP_ALIVE_MS);
        request.raw.on('close', () => {
          clearInterval(keepAlive);
          unsubscribe();
        });
      },
    );

    api.patch(
      '/b2b/employer/notifications/:id',
      {
        schema: {
          tags,
          security,
          params: z.object({ id: z.string().uuid('Notification not found') }),
          response: { 200: markReadResponse, '4xx': errorResponse },
        },
        config,
      },
      async (request) => ({
        message: 'Notification marked as read',
        data: await markRead(deps.db, me(authOf(request)), request.params.id),
      }),
    );
  };
}
