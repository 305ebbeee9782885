// The public API's read-only people routes (/api/v1): employees and payroll runs. Thin: schema, scope, call the
// face, answer.
import {
  employeeListQuery,
  employeeListResponse,
  employeeResponse,
  idParams,
  PUBLIC_API_PATHS,
  payrollRunListQuery,
  payrollRunListResponse,
  payrollRunParams,
  payrollRunResponse,
} from '@paydesk/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authOf, errors } from '../../http/route-kit.ts';
import { getRun, listRuns, type PayrollDeps } from '../payroll/index.ts';
import { getEmployee, listEmployees } from '../people/index.ts';
import { scoped, keySecurity as security, tags } from './public-api-kit.ts';

export function publicPeopleRoutes(deps: PayrollDeps) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();

    api.get(
      PUBLIC_API_PATHS.employees,
      {
        schema: {
          tags,
          security,
          description: 'Employees, paged, with filters. Scope: people.employees.view.',
          querystring: employeeListQuery,
          response: { 200: employeeListResponse, ...errors },
        },
        config: scoped('people.employees.view'),
      },
      async (request) => ({
        message: 'Employees',
        data: await listEmployees(deps.db, authOf(request).companyId, request.query),
      }),
    );

    api.get(
      PUBLIC_API_PATHS.employee,
      {
        schema: {
          tags,
          security,
          description: 'One employee. Scope: people.employees.view.',
          params: idParams('Employee'),
          response: { 200: employeeResponse, ...errors },
        },
        config: scoped('people.employees.view'),
      },
      async (request) => ({
        message: 'Employee',
        data: await getEmployee(deps.db, authOf(request).companyId, request.params.id),
      }),
    );

    api.get(
      PUBLIC_API_PATHS.payrollRuns,
      {
        schema: {
          tags,
          security,
          description: 'Payroll runs, newest period first, paged. Scope: payroll.view.',
          querystring: payrollRunListQuery.omit({ download: true }),
          response: { 200: payrollRunListResponse, ...errors },
        },
        config: scoped('payroll.view'),
      },
      async (request) => ({
        message: 'Payroll runs',
        data: await listRuns(deps, authOf(request).companyId, request.query),
      }),
    );

    api.get(
      PUBLIC_API_PATHS.payrollRun,
      {
        schema: {
          tags,
          security,
          description: 'One payroll run with its totals. Scope: payroll.view.',
          params: payrollRunParams,
          response: { 200: payrollRunResponse, ...errors },
        },
        config: scoped('payroll.view'),
      },
      async (request) => ({
        message: 'Payroll run',
        data: await getRun(deps, authOf(request).companyId, request.params.id),
      }),
    );
  };
}
