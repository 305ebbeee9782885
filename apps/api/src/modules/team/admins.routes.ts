// Routes of the administrators page (/settings/administrators), ownership transfer and accepting an invitation.
import {
  ADMIN_ASSIGNED_MESSAGE,
  acceptInviteRequest,
  acceptInviteResponse,
  adminListQuery,
  adminListResponse,
  adminResponse,
  assignBusinessesRequest,
  INVITE_SENT_MESSAGE,
  idParams,
  inviteAdminRequest,
  memberStatusRequest,
  messageOnly,
  ownershipTransferConfirmRequest,
  ownershipTransferStartRequest,
  ownershipTransferStartResponse,
  TEAM_PATHS,
  updateAdminRequest,
} from '@paydesk/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authOf, callerOf, errors, requestOrigin, security } from '../../http/route-kit.ts';
import { authRateLimit } from '../../plugins/rate-limits.ts';
import { acceptInvite } from './accept.service.ts';
import * as admins from './admins.service.ts';
import * as ownership from './ownership.service.ts';
import type { TeamDeps } from './team.service.ts';

export function adminRoutes(deps: TeamDeps) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['administrators'];
    const view = { auth: true, permission: 'settings.administrators.view' } as const;
    const edit = { auth: true, permission: 'settings.administrators.edit' } as const;
    const params = idParams('Administrator');

    api.get(
      TEAM_PATHS.admins,
      {
        schema: {
          tags,
          security,
          querystring: adminListQuery,
          response: { 200: adminListResponse, ...errors },
        },
        config: view,
      },
      async (request) => ({
        message: 'Administrators',
        data: await admins.listAdmins(deps, authOf(request).companyId, request.query),
      }),
    );

    api.post(
      TEAM_PATHS.admins,
      {
        schema: { tags, security, body: inviteAdminRequest, response: { 201: adminResponse, ...errors } },
        config: edit,
      },
      async (request, reply) =>
        reply.status(201).send({
          message: INVITE_SENT_MESSAGE,
          data: await admins.inviteAdmin(deps, callerOf(request), request.body),
        }),
    );

    api.get(
      TEAM_PATHS.admin,
      { schema: { tags, security, params, response: { 200: adminResponse, ...errors } }, config: view },
      async (request) => ({
        message: 'Administrator',
        data: await admins.getAdmin(deps, authOf(request).companyId, request.params.id),
      }),
    );

    api.put(
      TEAM_PATHS.admin,
      {
        schema: {
          tags,
          security,
          params,
          body: updateAdminRequest,
          response: { 200: adminResponse, ...errors },
        },
        config: edit,
      },
      async (request) => ({
        message: 'Administrator updated',
        data: await admins.updateAdmin(deps, callerOf(request), request.params.id, request.body),
      }),
    );

    api.patch(
      TEAM_PATHS.adminStatus,
      {
        schema: {
          tags,
          security,
          params,
          body: memberStatusRequest,
          response: { 200: adminResponse, ...errors },
        },
        config: edit,
      },
      async (request) => {
        const data = await admins.setAdminStatus(
          deps,
          callerOf(request),
          request.params.id,
          request.body.status,
        );
        return {
          message:
            request.body.status === 'disabled' ? 'Administrator deactivated' : 'Administrator activated',
          data,
        };
      },
    );

    api.delete(
      TEAM_PATHS.admin,
      { schema: { tags, security, params, response: { 200: messageOnly, ...errors } }, config: edit },
      async (request) => {
        await admins.deleteAdmin(deps, callerOf(request), request.params.id);
        return { message: 'Administrator removed', data: null };
      },
    );

    api.post(
      TEAM_PATHS.adminResendInvite,
      { schema: { tags, security, params, response: { 200: adminResponse, ...errors } }, config: edit },
      async (request) => ({
        message: INVITE_SENT_MESSAGE,
        data: await admins.resendAdminInvite(deps, callerOf(request), request.params.id),
      }),
    );

    api.post(
      TEAM_PATHS.adminAssignBusinesses,
      {
        schema: {
          tags,
          security,
          params,
          body: assignBusinessesRequest,
          response: { 200: adminResponse, ...errors },
        },
        config: edit,
      },
      async (request) => ({
        message: ADMIN_ASSIGNED_MESSAGE,
        data: await admins.assignBusinesses(
          deps,
          callerOf(request),
          request.params.id,
          request.body.businesses,
        ),
      }),
    );

    const transferLimit = authRateLimit(deps.config.AUTH_RATE_LIMIT_PER_MINUTE);

    api.post(
      TEAM_PATHS.ownershipTransferStart,
      {
        schema: {
          tags,
          security,
          body: ownershipTransferStartRequest,
          response: { 200: ownershipTransferStartResponse, ...errors },
        },
        config: { ...edit, rateLimit: transferLimit },
      },
      async (request) => ({
        message: 'Enter the code sent to your email',
        data: await ownership.startTransfer(deps, callerOf(request), request.body),
      }),
    );

    api.post(
      TEAM_PATHS.ownershipTransferConfirm,
      {
        schema: {
          tags,
          security,
          body: ownershipTransferConfirmRequest,
          response: { 200: messageOnly, ...errors },
        },
        config: { ...edit, rateLimit: transferLimit },
      },
      async (request) => {
        await ownership.confirmTransfer(deps, callerOf(request), request.body);
        return { message: 'Ownership transferred', data: null };
      },
    );

    api.post(
      TEAM_PATHS.acceptInvite,
      {
        schema: { tags, body: acceptInviteRequest, response: { 200: acceptInviteResponse, ...errors } },
        config: { encrypted: true, rateLimit: transferLimit },
      },
      async (request) => ({
        message: 'Invitation accepted',
        data: await acceptInvite(deps, request.body, requestOrigin(request)),
      }),
    );
  };
}
