// Routes of pay groups on the spec §7 payroll service paths: the five resource routes plus GET {id}, the assign and
// unassign calls of pay structures, benefits in kind and allowances and bonuses, and the pay group's employees.
import {
  assignEmployeesRequest,
  bulkResultResponse,
  idParams,
  PAYROLL_SETUP_MESSAGES as MESSAGES,
  PAYROLL_SETUP_PATHS as PATHS,
  payGroupAllowanceRequest,
  payGroupBenefitRequest,
  payGroupEmployeesQuery,
  payGroupEmployeesResponse,
  payGroupListResponse,
  payGroupRequest,
  payGroupResponse,
  payGroupStructureRequest,
  updatePayGroupRequest,
} from '@paydesk/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { callerOf, errors, security } from '../../http/route-kit.ts';
import * as groups from './pay-groups.service.ts';
import { companyOf, manage, resourceRoutes, tags, view } from './resource-routes.ts';
import type { PayrollSetupDeps } from './setup.service.ts';

export function payGroupRoutes(app: FastifyInstance, deps: PayrollSetupDeps) {
  const db = deps.db;
  const api = app.withTypeProvider<ZodTypeProvider>();

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
}
