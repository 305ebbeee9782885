// GET /api/b2b/employer/dashboard/week: the dashboard's week panel, read with dashboard.view; each item is answered
// only to a member whose permissions open its page (the service checks each one).
import { DASHBOARD_PATHS, dashboardWeekResponse } from '@paydesk/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authOf, can, errors, security } from '../../http/route-kit.ts';
import { requireTenant } from '../../lib/tenant.ts';
import { dashboardWeek, type WeekDeps } from './week.service.ts';

export function weekRoutes(deps: WeekDeps) {
  return async (app: FastifyInstance) => {
    app.withTypeProvider<ZodTypeProvider>().get(
      DASHBOARD_PATHS.week,
      {
        schema: { tags: ['dashboard'], security, response: { 200: dashboardWeekResponse, ...errors } },
        config: can('dashboard.view'),
      },
      async (request) => {
        const auth = authOf(request);
        const companyId = requireTenant(auth.companyId);
        return { message: 'This week', data: await dashboardWeek(deps, { ...auth, companyId }) };
      },
    );
  };
}
