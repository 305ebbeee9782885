// The dashboard's week module's face (issue 29): GET /api/b2b/employer/dashboard/week, what an employer checks
// weekly — the next payroll and its cost, remittances due, pending approvals, on-demand exposure and failed payouts
// awaiting return — read from payroll, compliance-calendar, approvals, on-demand and payments through their faces,
// each item only for a member who may open its page. It owns no table.
import type { Database } from '@paydesk/db';
import { apiRoutes, defineModule } from '../../platform/modules/define-module.ts';
import { weekRoutes } from './week.routes.ts';

export const dashboardWeekModule = defineModule<{ db: Database }>({
  name: 'dashboard-week',
  routes: ({ db }) => apiRoutes(weekRoutes({ db })),
});
