// The development mailbox's face: its routes (the outbox shown at /dev/mailbox, never in production).
export { devMailboxRoutes } from './dev-mailbox.routes.ts';
