// Routes of payroll configuration on the spec §7 payroll service paths, exactly: for pay schedules, pay structures,
// benefits in kind, allowances and bonuses, pay groups and remittance parties GET (list with the filters id,
// pay_structure_id, benefit_in_kind_id, allowance_and_bonus_id), POST, GET/PUT/DELETE {id}, POST delete-many; the pay
// group's employees and assign/unassign calls; the structure preview.
import {
  allowanceAndBonusListResponse,
  allowanceAndBonusRequest,
  allowanceAndBonusResponse,
  assignEmployeesRequest,
  benefitInKindListResponse,
  benefitInKindRequest,
  benefitInKindResponse,
  bulkResultResponse,
  deleteManyRequest,
  deleteManyResponse,
  idParams,
  PAYROLL_SETUP_MESSAGES as MESSAGES,
  messageOnly,
  PAYROLL_SETUP_PATHS as PATHS,
  payGroupAllowanceRequest,
  payGroupBenefitRequest,
  payGroupEmployeesQuery,
  payGroupEmployeesResponse,
  payGroupListResponse,
  payGroupRequest,
  payGroupResponse,
  payGroupStructureRequest,
  payrollSetupListQuery,
  payScheduleListResponse,
  payScheduleRequest,
  payScheduleResponse,
  payStructureListResponse,
  payStructurePreviewRequest,
  payStructurePreviewResponse,
  payStructureRequest,
  payStructureResponse,
  remittancePartyListResponse,
  remittancePartyRequest,
  remittancePartyResponse,
  updatePayGroupRequest,
} from '@paydesk/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { type Caller, callerOf, can, errors, errorsWith5xx, security } from '../../http/route-kit.ts';
import { DomainError } from '../../lib/errors.ts';
import * as benefits from './benefits.service.ts';
import * as groups from './pay-groups.service.ts';
import * as remittance from './remittance-parties.service.ts';
import * as setup from './setup.service.ts';
import * as structures from './structures.service.ts';

const view = can('payroll.setup.view');
const manage = can('payroll.setup.manage');
const tags = ['payroll-setup'];

type ListQuery = z.output<typeof payrollSetupListQuery>;

interface Resource {
  label: string;
  paths: { list: string; one: string; deleteMany: string };
  request: z.ZodType;
  updateRequest?: z.ZodType;
  response: z.ZodType;
  listResponse: z.ZodType;
  createdMessage: string;
  deletedMessage: string;
  list(companyId: string, query: ListQuery): Promise<unknown>;
  get(companyId: string, id: string): Promise<unknown>;
  save(caller: Caller, input: never, id?: string): Promise<unknown>;
  remove(caller: Caller, id: string): Promise<void>;
}

const companyOf = (request: FastifyRequest) => request.auth!.companyId;
const idOf = (request: FastifyRequest) => (request.params as { id: string }).id;

/** The five routes every §7 payroll resource has, plus GET {id}. */
function resourceRoutes(app: FastifyInstance, r: Resource) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const params = idParams(r.label);
  api.get(
    r.paths.list,
    {
      schema: {
        tags,
        security,
        querystring: payrollSetupListQuery,
        response: { 200: r.listResponse, ...errors },
      },
      config: view,
    },
    async (request) => ({ message: r.label, data: await r.list(companyOf(request), request.query) }),
  );
  api.post(
    r.paths.list,
    {
      schema: { tags, security, body: r.request, response: { 201: r.response, ...errorsWith5xx } },
      config: manage,
    },
    async (request, reply) =>
      reply
        .status(201)
        .send({ message: r.createdMessage, data: await r.save(callerOf(request), request.body as never) }),
  );
  api.post(
    r.paths.deleteMany,
    {
      schema: { tags, security, body: deleteManyRequest, response: { 200: deleteManyResponse, ...errors } },
      config: manage,
    },
    async (request) => {
      const caller = callerOf(request);
      const result = { deleted: [] as string[], failures: [] as Array<{ id: string; message: string }> };
      // Each record is deleted in its own transaction: one refused (not found, in use) leaves the others deleted.
      for (const id of request.body.ids) {
        try {
          await r.remove(caller, id);
          result.deleted.push(id);
        } catch (error) {
          if (!(error instanceof DomainError)) throw error;
          result.failures.push({ id, message: error.message });
        }
      }
      return { message: r.deletedMessage, data: result };
    },
  );
  api.get(
    r.paths.one,
    { schema: { tags, security, params, response: { 200: r.response, ...errors } }, config: view },
    async (request) => ({ message: r.label, data: await r.get(companyOf(request), idOf(request)) }),
  );
  api.put(
    r.paths.one,
    {
      schema: {
        tags,
        security,
        params,
        body: r.updateRequest ?? r.request,
        response: { 200: r.response, ...errorsWith5xx },
      },
      config: manage,
    },
    async (request) => ({
      message: `${r.label} updated`,
      data: await r.save(callerOf(request), request.body as never, idOf(request)),
    }),
  );
  api.delete(
    r.paths.one,
    { schema: { tags, security, params, response: { 200: messageOnly, ...errors } }, config: manage },
    async (request) => {
      await r.remove(callerOf(request), idOf(request));
      return { message: r.deletedMessage, data: null };
    },
  );
}

export function payrollSetupRoutes(deps: setup.PayrollSetupDeps) {
  return async (app: FastifyInstance) => {
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
    resourceRoutes(app, {
      label: 'Benefit',
      paths: {
        list: PATHS.benefitsInKind,
        one: PATHS.benefitInKind,
        deleteMany: PATHS.benefitsInKindDeleteMany,
      },
      request: benefitInKindRequest,
      response: benefitInKindResponse,
      listResponse: benefitInKindListResponse,
      createdMessage: MESSAGES.benefitCreated,
      deletedMessage: 'Benefit deleted',
      list: (companyId, query) =>
        benefits.listBenefits(db, companyId, { ...query, id: query.id ?? query.benefit_in_kind_id }),
      get: (companyId, id) => benefits.getBenefit(db, companyId, id),
      save: (caller, input, id) => benefits.saveBenefit(deps, caller, input, id),
      remove: (caller, id) => setup.deleteOne(deps, caller, 'benefit-in-kind', id),
    });
    resourceRoutes(app, {
      label: 'Allowance',
      paths: {
        list: PATHS.allowancesAndBonuses,
        one: PATHS.allowanceAndBonus,
        deleteMany: PATHS.allowancesAndBonusesDeleteMany,
      },
      request: allowanceAndBonusRequest,
      response: allowanceAndBonusResponse,
      listResponse: allowanceAndBonusListResponse,
      createdMessage: MESSAGES.allowanceCreated,
      deletedMessage: 'Allowance deleted',
      list: (companyId, query) =>
        benefits.listAllowances(db, companyId, { ...query, id: query.id ?? query.allowance_and_bonus_id }),
      get: (companyId, id) => benefits.getAllowance(db, companyId, id),
      save: (caller, input, id) => benefits.saveAllowance(deps, caller, input, id),
      remove: (caller, id) => setup.deleteOne(deps, caller, 'allowance-and-bonus', id),
    });
    resourceRoutes(app, {
      label: 'Remittance Party',
      paths: {
        list: PATHS.remittanceParties,
        one: PATHS.remittanceParty,
        deleteMany: PATHS.remittancePartiesDeleteMany,
      },
      request: remittancePartyRequest,
      response: remittancePartyResponse,
      listResponse: remittancePartyListResponse,
      createdMessage: 'Remittance Party created',
      deletedMessage: MESSAGES.remittancePartyDeleted,
      list: (companyId, query) => remittance.listRemittanceParties(db, companyId, query),
      get: (companyId, id) => remittance.getRemittanceParty(db, companyId, id),
      save: (caller, input, id) => remittance.saveRemittanceParty(deps, caller, input, id),
      remove: (caller, id) => setup.deleteOne(deps, caller, 'remittance-party', id),
    });

    // Pay groups: the assignment paths are static, so they come before the resource's {id} routes.
    for (const [path, what, body, direction] of [
      [PATHS.payGroupAssignPayStructure, 'pay-structure', payGroupStructureRequest, 'assign'],
      [PATHS.payGroupUnassignPayStructure, 'pay-structure', payGroupStructureRequest, 'unassign'],
      [PATHS.payGroupAssignBenefitsInKind, 'benefit-in-kind', payGroupBenefitRequest, 'assign'],
      [PATHS.payGroupUnassignBenefitsInKind, 'benefit-in-kind', payGroupBenefitRequest, 'unassign'],
      [PATHS.payGroupAssignAllowanceAndBonus, 'allowance-and-bonus', payGroupAllowanceRequest, 'assign'],
      [PATHS.payGroupUnassignAllowanceAndBonus, 'allowance-and-bonus', payGroupAllowanceRequest, 'unassign'],
    ] as const) {
      api.post(
        path,
        {
          schema: { tags, security, body, response: { 200: bulkResultResponse, ...errors } },
          config: manage,
        },
        async (request) => {
          const b = request.body as {
            pay_group_ids: string[];
            pay_structure_id?: string;
            benefit_in_kind_id?: string;
            allowance_and_bonus_id?: string;
          };
          const itemId = (b.pay_structure_id ?? b.benefit_in_kind_id ?? b.allowance_and_bonus_id)!;
          return {
            message: direction === 'assign' ? 'Assigned to pay groups' : 'Removed from pay groups',
            data: await groups.changeAssignment(
              deps,
              callerOf(request),
              what,
              itemId,
              b.pay_group_ids,
              direction,
            ),
          };
        },
      );
    }
    resourceRoutes(app, {
      label: 'Pay group',
      paths: { list: PATHS.payGroups, one: PATHS.payGroup, deleteMany: PATHS.payGroupsDeleteMany },
      request: payGroupRequest,
      updateRequest: updatePayGroupRequest,
      response: payGroupResponse,
      listResponse: payGroupListResponse,
      createdMessage: MESSAGES.payGroupCreated,
      deletedMessage: 'Pay group deleted',
      list: (companyId, query) => groups.listGroups(db, companyId, query),
      get: (companyId, id) => groups.getGroup(db, companyId, id),
      save: (caller, input, id) => groups.saveGroup(deps, caller, input, id),
      remove: (caller, id) => groups.deleteGroup(deps, caller, id),
    });
    const params = idParams('Pay group');
    api.get(
      PATHS.payGroupAssignedEmployees,
      {
        schema: {
          tags,
          security,
          params,
          querystring: payGroupEmployeesQuery,
          response: { 200: payGroupEmployeesResponse, ...errors },
        },
        config: view,
      },
      async (request) => ({
        message: 'Assigned employees',
        data: await groups.assignedEmployees(db, companyOf(request), request.params.id, request.query),
      }),
    );
    for (const [path, direction, message] of [
      [PATHS.payGroupAssignEmployees, 'assign', 'Employees assigned to pay group'],
      [PATHS.payGroupUnassignEmployees, 'unassign', 'Employees removed from pay group'],
    ] as const) {
      api.patch(
        path,
        {
          schema: {
            tags,
            security,
            params,
            body: assignEmployeesRequest,
            response: { 200: bulkResultResponse, ...errors },
          },
          config: manage,
        },
        async (request) => ({
          message,
          data: await groups.changeEmployees(
            deps,
            callerOf(request),
            request.params.id,
            request.body.employee_ids,
            direction,
          ),
        }),
      );
    }
  };
}
