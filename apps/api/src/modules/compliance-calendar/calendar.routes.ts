// Routes of the compliance calendar (GET the calendar, its summary for the dashboard, one obligation): all read
// with payroll.view; another business's obligation id is a 404.
import {
  complianceCalendarQuery,
  complianceCalendarResponse,
  complianceSummaryResponse,
  obligationParams,
  obligationResponse,
  COMPLIANCE_CALENDAR_PATHS as PATHS,
} from '@paydesk/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authOf, can, errors, security } from '../../http/route-kit.ts';
import { requireTenant } from '../../lib/tenant.ts';
import * as service from './calendar.service.ts';

const view = can('payroll.view');
const tags = ['payroll'];
const companyOf = (request: FastifyRequest) => requireTenant(authOf(request).companyId);

export function calendarRoutes(deps: service.CalendarDeps) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    api.get(
      PATHS.calendar,
      {
        schema: {
          tags,
          security,
          querystring: complianceCalendarQuery,
          response: { 200: complianceCalendarResponse, ...errors },
        },
        config: view,
      },
      async (request) => ({
        message: 'Compliance calendar',
        data: await service.calendar(deps, companyOf(request), request.query),
      }),
    );
    api.get(
      PATHS.summary,
      { schema: { tags, security, response: { 200: complianceSummaryResponse, ...errors } }, config: view },
      async (request) => ({
        message: 'Compliance summary',
        data: await service.summary(deps, companyOf(request)),
      }),
    );
    api.get(
      PATHS.obligation,
      {
        schema: {
          tags,
          security,
          params: obligationParams,
          response: { 200: obligationResponse, ...errors },
        },
        config: view,
      },
      async (request) => ({
        message: 'Obligation',
        data: await service.obligation(deps, companyOf(request), request.params.id),
      }),
    );
  };
}
