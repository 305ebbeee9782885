// The notifications module's face: the list, read marks and the live stream (limited per session and business).
import type { Database } from '@paydesk/db';
import type { AppConfig } from '../../config.ts';
import { apiRoutes, defineModule } from '../../platform/modules/define-module.ts';
import type { NotificationHub } from '../../platform/notifications/notifications.hub.ts';
import { notificationRoutes } from './notifications.routes.ts';

type NotificationsConfig = Pick<AppConfig, 'SSE_STREAMS_PER_SESSION' | 'SSE_STREAMS_PER_BUSINESS'>;

export const notificationsModule = defineModule<{
  db: Database;
  hub: NotificationHub;
  config: NotificationsConfig;
}>({
  name: 'notifications',
  routes: ({ db, hub, config }) =>
    apiRoutes(
      notificationRoutes({
        db,
        hub,
        streamLimits: {
          perSession: config.SSE_STREAMS_PER_SESSION,
          perBusiness: config.SSE_STREAMS_PER_BUSINESS,
        },
      }),
    ),
});
