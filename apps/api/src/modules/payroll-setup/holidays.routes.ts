// Routes of a business's public holidays (GET by year, POST, PUT/DELETE {id}): viewing needs payroll.setup.view,
// changes payroll.setup.manage; another business's id is a 404 and a second holiday on one day a 409.
import {
  idParams,
  PUBLIC_HOLIDAY_MESSAGES as MESSAGES,
  messageOnly,
  PUBLIC_HOLIDAY_PATHS as PATHS,
  publicHolidayListQuery,
  publicHolidayListResponse,
  publicHolidayRequest,
  publicHolidayResponse,
} from '@paydesk/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { callerOf, errors, security } from '../../http/route-kit.ts';
import * as holidays from './holidays.service.ts';
import { companyOf, manage, tags, view } from './resource-routes.ts';
import type { PayrollSetupDeps } from './setup.service.ts';

export function holidayRoutes(app: FastifyInstance, deps: PayrollSetupDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const params = idParams('Public holiday');
  api.get(
    PATHS.publicHolidays,
    {
      schema: {
        tags,
        security,
        querystring: publicHolidayListQuery,
        response: { 200: publicHolidayListResponse, ...errors },
      },
      config: view,
    },
    async (request) => ({
      message: 'Public holidays',
      data: await holidays.listHolidays(deps, companyOf(request), request.query.year),
    }),
  );
  api.post(
    PATHS.publicHolidays,
    {
      schema: {
        tags,
        security,
        body: publicHolidayRequest,
        response: { 201: publicHolidayResponse, ...errors },
      },
      config: manage,
    },
    async (request, reply) =>
      reply.status(201).send({
        message: MESSAGES.created,
        data: await holidays.saveHoliday(deps, callerOf(request), request.body),
      }),
  );
  api.put(
    PATHS.publicHoliday,
    {
      schema: {
        tags,
        security,
        params,
        body: publicHolidayRequest,
        response: { 200: publicHolidayResponse, ...errors },
      },
      config: manage,
    },
    async (request) => ({
      message: MESSAGES.updated,
      data: await holidays.saveHoliday(deps, callerOf(request), request.body, request.params.id),
    }),
  );
  api.delete(
    PATHS.publicHoliday,
    { schema: { tags, security, params, response: { 200: messageOnly, ...errors } }, config: manage },
    async (request) => {
      await holidays.deleteHoliday(deps, callerOf(request), request.params.id);
      return { message: MESSAGES.deleted, data: null };
    },
  );
}
