// Routes of team management and custom roles: schema, permission, call the service, answer { message, data }.
import {
  type CustomRole,
  changeRoleRequest,
  gatedActionResponse,
  INVITE_SENT_MESSAGE,
  idParams,
  inviteMemberRequest,
  memberListQuery,
  memberListResponse,
  memberResponse,
  memberStatusRequest,
  messageOnly,
  myAccessResponse,
  permissionCatalogueResponse,
  roleListQuery,
  roleListResponse,
  rolePermissionsResponse,
  roleRequest,
  roleResponse,
  TEAM_PATHS,
  type TeamMember,
} from '@paydesk/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authOf, callerOf, errors, security } from '../../http/route-kit.ts';
import * as memberStatus from './member-status.service.ts';
import { changeRoles } from './role-approvals.ts';
import * as roles from './roles.service.ts';
import * as team from './team.service.ts';

/** An optional Idempotency-Key: a replayed change finds the same approval request. */
const keyOf = (request: FastifyRequest) => {
  const header = request.headers['idempotency-key'];
  const key = Array.isArray(header) ? header[0] : header;
  return key && /^[A-Za-z0-9_.:-]{8,128}$/.test(key) ? key : undefined;
};

const sentForApproval = (reply: FastifyReply, requestId: string) =>
  reply.status(202).send({
    message: 'Sent for approval',
    data: { approvalRequest: { requestId, status: 'pending' as const } },
  });

export function teamRoutes(deps: team.TeamDeps) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['team'];
    const view = { auth: true, permission: 'settings.team.view' } as const;
    const manage = { auth: true, permission: 'settings.team.manage' } as const;
    const memberId = idParams('Member');
    const roleId = idParams('Role');

    api.get(
      TEAM_PATHS.members,
      {
        schema: {
          tags,
          security,
          querystring: memberListQuery,
          response: { 200: memberListResponse, ...errors },
        },
        config: view,
      },
      async (request) => ({
        message: 'Team members',
        data: await team.listMembers(deps, authOf(request).companyId, request.query),
      }),
    );

    api.post(
      TEAM_PATHS.invite,
      {
        schema: { tags, security, body: inviteMemberRequest, response: { 201: memberResponse, ...errors } },
        config: manage,
      },
      async (request, reply) =>
        reply.status(201).send({
          message: INVITE_SENT_MESSAGE,
          data: await team.inviteMember(deps, callerOf(request), request.body),
        }),
    );

    api.get(
      TEAM_PATHS.member,
      {
        schema: { tags, security, params: memberId, response: { 200: memberResponse, ...errors } },
        config: view,
      },
      async (request) => ({
        message: 'Team member',
        data: await team.getMember(deps, authOf(request).companyId, request.params.id),
      }),
    );

    api.post(
      TEAM_PATHS.memberResendInvite,
      {
        schema: { tags, security, params: memberId, response: { 200: memberResponse, ...errors } },
        config: manage,
      },
      async (request) => ({
        message: INVITE_SENT_MESSAGE,
        data: await team.resendInvite(deps, callerOf(request), request.params.id),
      }),
    );

    api.patch(
      TEAM_PATHS.memberRole,
      {
        schema: {
          tags,
          security,
          params: memberId,
          body: changeRoleRequest,
          response: { 200: memberResponse, 202: gatedActionResponse, ...errors },
        },
        config: manage,
      },
      async (request, reply) => {
        const result = await changeRoles<TeamMember>(
          deps,
          callerOf(request),
          { op: 'member-role', memberId: request.params.id, input: request.body },
          keyOf(request),
        );
        if (result.gated) return sentForApproval(reply, result.requestId);
        return reply.send({ message: 'Role changed', data: result.result });
      },
    );

    api.patch(
      TEAM_PATHS.memberStatus,
      {
        schema: {
          tags,
          security,
          params: memberId,
          body: memberStatusRequest,
          response: { 200: memberResponse, ...errors },
        },
        config: manage,
      },
      async (request) => {
        const data = await memberStatus.setStatus(
          deps,
          callerOf(request),
          request.params.id,
          request.body.status,
        );
        return {
          message: request.body.status === 'disabled' ? 'Member deactivated' : 'Member reactivated',
          data,
        };
      },
    );

    api.delete(
      TEAM_PATHS.member,
      {
        schema: { tags, security, params: memberId, response: { 200: messageOnly, ...errors } },
        config: manage,
      },
      async (request) => {
        await memberStatus.removeMember(deps, callerOf(request), request.params.id);
        return { message: 'Member removed', data: null };
      },
    );

    // --- custom roles ---

    api.get(
      TEAM_PATHS.roles,
      {
        schema: {
          tags,
          security,
          querystring: roleListQuery,
          response: { 200: roleListResponse, ...errors },
        },
        config: view,
      },
      async (request) => ({
        message: 'Roles',
        data: await roles.listRoles(deps, authOf(request).companyId, request.query),
      }),
    );

    api.post(
      TEAM_PATHS.roles,
      {
        schema: { tags, security, body: roleRequest, response: { 201: roleResponse, ...errors } },
        config: manage,
      },
      async (request, reply) =>
        reply.status(201).send({
          message: 'Role created',
          data: await roles.createRole(deps, callerOf(request), request.body),
        }),
    );

    api.get(
      TEAM_PATHS.role,
      {
        schema: { tags, security, params: roleId, response: { 200: roleResponse, ...errors } },
        config: view,
      },
      async (request) => ({
        message: 'Role',
        data: await roles.getRole(deps, authOf(request).companyId, request.params.id),
      }),
    );

    api.get(
      TEAM_PATHS.rolePermissions,
      {
        schema: { tags, security, params: roleId, response: { 200: rolePermissionsResponse, ...errors } },
        config: view,
      },
      async (request) => {
        const role = await roles.getRole(deps, authOf(request).companyId, request.params.id);
        return {
          message: 'Role permissions',
          data: { roleId: role._id, name: role.name, permissions: role.permissions },
        };
      },
    );

    api.put(
      TEAM_PATHS.role,
      {
        schema: {
          tags,
          security,
          params: roleId,
          body: roleRequest,
          response: { 200: roleResponse, 202: gatedActionResponse, ...errors },
        },
        config: manage,
      },
      async (request, reply) => {
        const result = await changeRoles<CustomRole>(
          deps,
          callerOf(request),
          { op: 'role-permissions', roleId: request.params.id, input: request.body },
          keyOf(request),
        );
        if (result.gated) return sentForApproval(reply, result.requestId);
        return reply.send({ message: 'Role updated', data: result.result });
      },
    );

    api.delete(
      TEAM_PATHS.role,
      {
        schema: { tags, security, params: roleId, response: { 200: messageOnly, ...errors } },
        config: manage,
      },
      async (request) => {
        await roles.deleteRole(deps, callerOf(request), request.params.id);
        return { message: 'Role deleted', data: null };
      },
    );

    api.get(
      TEAM_PATHS.permissions,
      { schema: { tags, security, response: { 200: permissionCatalogueResponse, ...errors } }, config: view },
      async () => ({ message: 'Permissions', data: roles.permissionCatalogue() }),
    );

    api.get(
      TEAM_PATHS.me,
      {
        schema: { tags, security, response: { 200: myAccessResponse, ...errors } },
        config: { auth: true, permission: 'session' },
      },
      async (request) => ({ message: 'Your access', data: await roles.myAccess(deps, callerOf(request)) }),
    );
  };
}
