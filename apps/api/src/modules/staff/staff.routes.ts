// Routes of the staff app under /api/staff: sign-in by code, accepting an invitation, the employee's profile and
// bank account, refreshing the session, choosing the employer, sign-out. They use staff tokens only (staffAuthHook),
// never the employer auth context.
import {
  messageOnly,
  STAFF_MESSAGES,
  STAFF_PATHS,
  staffAcceptRequest,
  staffBankAccountRequest,
  staffCodeRequest,
  staffInvitationPreviewResponse,
  staffProfileResponse,
  staffRefreshRequest,
  staffSessionResponse,
  staffSwitchRequest,
  staffTokensResponse,
  staffVerifyRequest,
} from '@paydesk/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errors, requestOrigin, security } from '../../http/route-kit.ts';
import { authRateLimit } from '../../plugins/rate-limits.ts';
import { staffAuthHook, staffOf } from './staff-auth.ts';
import type { StaffDeps } from './staff-deps.ts';
import { acceptInvitation, previewInvitation } from './staff-invitations.service.ts';
import * as login from './staff-login.service.ts';
import * as profile from './staff-profile.service.ts';
import * as sessions from './staff-sessions.ts';

export function staffRoutes(deps: StaffDeps) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['staff'];
    const limited = { rateLimit: authRateLimit(deps.config.AUTH_RATE_LIMIT_PER_MINUTE) };
    const signedIn = staffAuthHook(deps);

    api.post(
      STAFF_PATHS.requestCode,
      {
        schema: { tags, body: staffCodeRequest, response: { 200: messageOnly, ...errors } },
        config: limited,
      },
      async (request) => {
        await login.requestCode(deps, request.body.identifier);
        return { message: STAFF_MESSAGES.codeSent, data: null };
      },
    );

    api.post(
      STAFF_PATHS.verifyCode,
      {
        schema: { tags, body: staffVerifyRequest, response: { 200: staffSessionResponse, ...errors } },
        config: limited,
      },
      async (request) => ({
        message: STAFF_MESSAGES.signedIn,
        data: await login.verifyCode(deps, requestOrigin(request), request.body),
      }),
    );

    api.post(
      STAFF_PATHS.acceptInvitation,
      {
        schema: { tags, body: staffAcceptRequest, response: { 200: staffSessionResponse, ...errors } },
        config: limited,
      },
      async (request) => ({
        message: STAFF_MESSAGES.invitationAccepted,
        data: await acceptInvitation(deps, requestOrigin(request), request.body),
      }),
    );

    api.post(
      STAFF_PATHS.invitation,
      {
        schema: {
          tags,
          body: staffAcceptRequest,
          response: { 200: staffInvitationPreviewResponse, ...errors },
        },
        config: limited,
      },
      async (request) => ({
        message: STAFF_MESSAGES.invitation,
        data: await previewInvitation(deps, request.body),
      }),
    );

    api.get(
      STAFF_PATHS.me,
      { schema: { tags, security, response: { 200: staffProfileResponse, ...errors } }, onRequest: signedIn },
      async (request) => ({ message: 'Profile', data: await profile.myProfile(deps, staffOf(request)) }),
    );

    api.put(
      STAFF_PATHS.bankAccount,
      {
        schema: {
          tags,
          security,
          body: staffBankAccountRequest,
          response: { 200: staffProfileResponse, ...errors },
        },
        onRequest: signedIn,
      },
      async (request) => ({
        message: STAFF_MESSAGES.bankConfirmed,
        data: await profile.confirmBankAccount(deps, staffOf(request), requestOrigin(request), request.body),
      }),
    );

    api.post(
      STAFF_PATHS.logout,
      { schema: { tags, security, response: { 200: messageOnly, ...errors } }, onRequest: signedIn },
      async (request) => {
        await sessions.logout(deps, staffOf(request));
        return { message: STAFF_MESSAGES.loggedOut, data: null };
      },
    );

    api.post(
      STAFF_PATHS.refresh,
      {
        schema: { tags, body: staffRefreshRequest, response: { 200: staffTokensResponse, ...errors } },
        config: limited,
      },
      async (request) => ({
        message: STAFF_MESSAGES.refreshed,
        data: await sessions.refreshStaffSession(deps, request.body.refreshToken),
      }),
    );

    api.put(
      STAFF_PATHS.switchEmployer,
      {
        schema: {
          tags,
          security,
          body: staffSwitchRequest,
          response: { 200: staffSessionResponse, ...errors },
        },
        onRequest: signedIn,
      },
      async (request) => ({
        message: STAFF_MESSAGES.employerSwitched,
        data: await sessions.switchEmployer(
          deps,
          staffOf(request),
          requestOrigin(request),
          request.body.employeeId,
        ),
      }),
    );
  };
}
