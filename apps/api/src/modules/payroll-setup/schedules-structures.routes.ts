// Routes of pay schedules and pay structures on the spec §7 payroll service paths (the five resource routes each, plus
// GET {id}) and the structure preview.
import {
  PAYROLL_SETUP_MESSAGES as MESSAGES,
  PAYROLL_SETUP_PATHS as PATHS,
  payScheduleListResponse,
  payScheduleRequest,
  payScheduleResponse,
  payStructureListResponse,
  payStructurePreviewRequest,
  payStructurePreviewResponse,
  payStructureRequest,
  payStructureResponse,
} from '@paydesk/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errors, security } from '../../http/route-kit.ts';
import { resourceRoutes, tags, view } from './resource-routes.ts';
import * as setup from './setup.service.ts';
import * as structures from './structures.service.ts';

export function scheduleAndStructureRoutes(app: FastifyInstance, deps: setup.PayrollSetupDeps) {
  const db = deps.db;
  const api = app.withTypeProvider<ZodTypeProvider>();

  // The static preview path is declared before the resource so it is never read as an id.
  api.post(
    PATHS.payStructurePreview,
    {
      schema: {
        tags,
        security,
        body: payStructurePreviewRequest,
        response: { 200: payStructurePreviewResponse, ...errors },
      },
      config: view,
    },
    async (request) => ({
      message: 'Pay structure preview',
      data: structures.previewStructure(request.body, deps.today?.()),
    }),
  );

  resourceRoutes(app, {
    label: 'Pay schedule',
    paths: { list: PATHS.paySchedules, one: PATHS.paySchedule, deleteMany: PATHS.paySchedulesDeleteMany },
    request: payScheduleRequest,
    response: payScheduleResponse,
    listResponse: payScheduleListResponse,
    createdMessage: 'Pay schedule created',
    deletedMessage: 'Pay schedule deleted',
    list: (companyId, query) => setup.listSchedules(deps, companyId, query),
    get: (companyId, id) => setup.getSchedule(deps, companyId, id),
    save: (caller, input, id) => setup.saveSchedule(deps, caller, input, id),
    remove: (caller, id) => setup.deleteOne(deps, caller, 'pay-schedule', id),
  });
  resourceRoutes(app, {
    label: 'Pay structure',
    paths: {
      list: PATHS.payStructures,
      one: PATHS.payStructure,
      deleteMany: PATHS.payStructuresDeleteMany,
    },
    request: payStructureRequest,
    response: payStructureResponse,
    listResponse: payStructureListResponse,
    createdMessage: MESSAGES.payStructureCreated,
    deletedMessage: 'Pay structure deleted',
    list: (companyId, query) =>
      structures.listStructures(db, companyId, { ...query, id: query.id ?? query.pay_structure_id }),
    get: (companyId, id) => structures.getStructure(db, companyId, id),
    save: (caller, input, id) => structures.saveStructure(deps, caller, input, id),
    remove: (caller, id) => structures.deleteStructure(deps, caller, id),
  });
}
