// The health module's face: the liveness and readiness probe.
import type { Database } from '@paydesk/db';
import { defineModule } from '../../platform/modules/define-module.ts';
import { healthRoutes } from './health.routes.ts';

export const healthModule = defineModule<{ db: Database }>({
  name: 'health',
  routes: (deps) => healthRoutes(deps.db),
});
