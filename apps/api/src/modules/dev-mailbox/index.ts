// The development mailbox's face: its routes (the outbox shown at /dev/mailbox, never in production).
import type { Database } from '@paydesk/db';
import type { AppConfig } from '../../config.ts';
import { defineModule } from '../../platform/modules/define-module.ts';
import { devMailboxRoutes } from './dev-mailbox.routes.ts';

export const devMailboxModule = defineModule<{ db: Database; config: Pick<AppConfig, 'devMailbox'> }>({
  name: 'dev-mailbox',
  routes: (deps) => (deps.config.devMailbox ? devMailboxRoutes(deps.db) : null),
});
