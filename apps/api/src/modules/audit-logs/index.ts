// The audit logs module's face: reading a business's audit events.
import type { Database } from '@paydesk/db';
import { apiRoutes, defineModule } from '../../platform/modules/define-module.ts';
import { auditLogRoutes } from './audit-logs.routes.ts';

export const auditLogsModule = defineModule<{ db: Database }>({
  name: 'audit-logs',
  routes: (deps) => apiRoutes(auditLogRoutes(deps)),
});
