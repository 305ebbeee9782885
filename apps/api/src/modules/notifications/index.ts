// The notifications module's face: its routes (the service and live hub are in platform/notifications).
export { notificationRoutes } from './notifications.routes.ts';
