// Routes of employee groups (spec §2.3, §4 Groups): list with counts, create, edit, delete, details with members,
// and assigning employee_ids (spec §3 Employee assignment) with per-item results.
import {
  assignEmployeesRequest,
  bulkResultResponse,
  groupListQuery,
  groupListResponse,
  groupMembersQuery,
  groupMembersResponse,
  groupRequest,
  groupResponse,
  idParams,
  messageOnly,
  PEOPLE_MESSAGES,
  PEOPLE_PATHS,
  updateGroupRequest,
} from '@paydesk/contracts';
import type { Database } from '@paydesk/db';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authOf, callerOf, can, errors, security } from '../../http/route-kit.ts';
import * as groups from './groups.service.ts';

export function groupRoutes(deps: { db: Database; onEffectError?: (error: unknown) => void }) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['people'];
    const params = idParams('Group');
    const view = can('people.groups.view');
    const manage = can('people.groups.manage');

    api.get(
      PEOPLE_PATHS.groups,
      {
        schema: {
          tags,
          security,
          querystring: groupListQuery,
          response: { 200: groupListResponse, ...errors },
        },
        config: view,
      },
      async (request) => ({
        message: 'Groups',
        data: await groups.listGroups(deps.db, authOf(request).companyId, request.query),
      }),
    );

    api.post(
      PEOPLE_PATHS.groups,
      {
        schema: { tags, security, body: groupRequest, response: { 201: groupResponse, ...errors } },
        config: manage,
      },
      async (request, reply) =>
        reply.status(201).send({
          message: PEOPLE_MESSAGES.groupCreated,
          data: await groups.createGroup(deps, callerOf(request), request.body),
        }),
    );

    api.get(
      PEOPLE_PATHS.group,
      { schema: { tags, security, params, response: { 200: groupResponse, ...errors } }, config: view },
      async (request) => ({
        message: 'Group',
        data: await groups.getGroup(deps.db, authOf(request).companyId, request.params.id),
      }),
    );

    api.put(
      PEOPLE_PATHS.group,
      {
        schema: {
          tags,
          security,
          params,
          body: updateGroupRequest,
          response: { 200: groupResponse, ...errors },
        },
        config: manage,
      },
      async (request) => ({
        message: 'Group updated',
        data: await groups.updateGroup(deps, callerOf(request), request.params.id, request.body),
      }),
    );

    api.delete(
      PEOPLE_PATHS.group,
      { schema: { tags, security, params, response: { 200: messageOnly, ...errors } }, config: manage },
      async (request) => {
        await groups.deleteGroup(deps, callerOf(request), request.params.id);
        return { message: PEOPLE_MESSAGES.groupDeleted, data: null };
      },
    );

    api.get(
      PEOPLE_PATHS.groupMembers,
      {
        schema: {
          tags,
          security,
          params,
          querystring: groupMembersQuery,
          response: { 200: groupMembersResponse, ...errors },
        },
        config: view,
      },
      async (request) => ({
        message: 'Group members',
        data: await groups.groupMembers(deps.db, authOf(request).companyId, request.params.id, request.query),
      }),
    );

    for (const [path, direction, message] of [
      [PEOPLE_PATHS.groupAssign, 'assign', PEOPLE_MESSAGES.assignedToGroup],
      [PEOPLE_PATHS.groupUnassign, 'unassign', 'Removed from Group'],
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
          data: await groups.changeMembers(
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
