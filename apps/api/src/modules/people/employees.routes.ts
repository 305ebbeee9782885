// Routes of the employee register: list, add, read, change, delete, history and export.
import {
  createEmployeeRequest,
  employeeExportQuery,
  employeeHistoryResponse,
  employeeListQuery,
  employeeListResponse,
  employeeResponse,
  idParams,
  messageOnly,
  PEOPLE_MESSAGES,
  PEOPLE_PATHS,
  updateEmployeeRequest,
} from '@paydesk/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  authOf,
  callerOf,
  can,
  errors,
  errorsWith5xx,
  exportName,
  security,
  sendDownload,
} from '../../http/route-kit.ts';
import { createPageCache, pageKey } from '../../platform/read-cache.ts';
import { deleteEmployee } from './employee-actions.service.ts';
import * as employees from './employees.service.ts';
import { EXPORT_TYPES, exportEmployees } from './employees-export.ts';

export function employeeRoutes(deps: employees.PeopleDeps) {
  // The list's first pages, kept as their answer's bytes until a write may have changed them (decision 0014; the
  // tables the page reads announce their writes, migration 0060).
  const pages = createPageCache(deps.db, { ttlMs: deps.config.READ_CACHE_MS ?? 0, maxEntries: 500 });
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['people'];
    const params = idParams('Employee');

    api.get(
      PEOPLE_PATHS.employees,
      {
        schema: {
          tags,
          security,
          querystring: employeeListQuery,
          response: { 200: employeeListResponse, ...errors },
        },
        config: can('people.employees.view'),
      },
      async (request, reply) => {
        const companyId = authOf(request).companyId;
        return pages.send(reply, pageKey(companyId, request.query), async () => ({
          message: 'Employees',
          data: await employees.listEmployees(deps.db, companyId, request.query),
        }));
      },
    );

    api.post(
      PEOPLE_PATHS.employees,
      {
        schema: {
          tags,
          security,
          body: createEmployeeRequest,
          response: { 201: employeeResponse, ...errorsWith5xx },
        },
        config: can('people.employees.manage'),
      },
      async (request, reply) =>
        reply.status(201).send({
          message: 'Employee added',
          data: await employees.createEmployee(deps, callerOf(request), request.body),
        }),
    );

    api.get(
      PEOPLE_PATHS.employeesExport,
      {
        schema: {
          tags,
          security,
          querystring: employeeExportQuery,
          description: "CSV or XLSX of the matching employees, in the list's sort (newest first by default).",
        },
        config: can('people.employees.view'),
      },
      async (request, reply) => {
        const { format, sort, ...filters } = request.query;
        const stream = await exportEmployees(deps.db, authOf(request).companyId, filters, format, sort);
        return sendDownload(reply, {
          stream,
          name: exportName('employees', filters, format),
          type: EXPORT_TYPES[format],
        });
      },
    );

    api.get(
      PEOPLE_PATHS.employee,
      {
        schema: { tags, security, params, response: { 200: employeeResponse, ...errors } },
        config: can('people.employees.view'),
      },
      async (request) => ({
        message: 'Employee',
        data: await employees.getEmployee(deps.db, authOf(request).companyId, request.params.id),
      }),
    );

    api.patch(
      PEOPLE_PATHS.employee,
      {
        schema: {
          tags,
          security,
          params,
          body: updateEmployeeRequest,
          response: { 200: employeeResponse, ...errorsWith5xx },
        },
        config: can('people.employees.manage'),
      },
      async (request) => ({
        message: 'Employee updated',
        data: await employees.updateEmployee(deps, callerOf(request), request.params.id, request.body),
      }),
    );

    api.delete(
      PEOPLE_PATHS.employee,
      {
        schema: { tags, security, params, response: { 200: messageOnly, ...errors } },
        config: can('people.employees.delete'),
      },
      async (request) => {
        await deleteEmployee(deps, callerOf(request), request.params.id);
        return { message: PEOPLE_MESSAGES.deleted, data: null };
      },
    );

    api.get(
      PEOPLE_PATHS.employeeHistory,
      {
        schema: { tags, security, params, response: { 200: employeeHistoryResponse, ...errors } },
        config: can('people.employees.view'),
      },
      async (request) => ({
        message: 'Employee history',
        data: await employees.employeeHistory(deps.db, authOf(request).companyId, request.params.id),
      }),
    );
  };
}
