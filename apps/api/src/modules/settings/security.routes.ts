// Routes of Login & Security (spec §2.3 /settings/login-security): change the password, the login code channel,
// open sessions (revoke one or all others) and the login history. The rules live in the auth module.
import {
  activeSessionsResponse,
  changePasswordRequest,
  changePasswordResponse,
  loginChannelRequest,
  loginChannelResponse,
  loginHistoryQuery,
  loginHistoryResponse,
  messageOnly,
  revokedSessionsResponse,
  SETTINGS_PATHS,
  sessionIdParams,
} from '@paydesk/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { callerOf, can, errors, security } from '../../http/route-kit.ts';
import * as auth from '../auth/index.ts';
import type { SettingsDeps } from './settings-deps.ts';

export function securityRoutes(deps: SettingsDeps) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['settings'];
    const self = can('settings.profile.manage');

    api.post(
      SETTINGS_PATHS.password,
      {
        schema: {
          tags,
          security,
          body: changePasswordRequest,
          response: { 200: changePasswordResponse, ...errors },
        },
        config: self,
      },
      async (request) => ({
        message: auth.PASSWORD_UPDATED_MESSAGE,
        data: await auth.changePassword(deps, callerOf(request), request.body),
      }),
    );
    const channelOut = { 200: loginChannelResponse, ...errors };
    api.get(
      SETTINGS_PATHS.loginChannel,
      { schema: { tags, security, response: channelOut }, config: self },
      async (request) => ({
        message: 'Login code channel',
        data: await auth.getLoginChannel(deps, callerOf(request)),
      }),
    );
    api.put(
      SETTINGS_PATHS.loginChannel,
      { schema: { tags, security, body: loginChannelRequest, response: channelOut }, config: self },
      async (request) => ({
        message: 'Login code channel saved',
        data: await auth.setLoginChannel(deps, callerOf(request), request.body.channel),
      }),
    );
    api.get(
      SETTINGS_PATHS.sessions,
      { schema: { tags, security, response: { 200: activeSessionsResponse, ...errors } }, config: self },
      async (request) => ({
        message: 'Active sessions',
        data: await auth.listSessions(deps, callerOf(request)),
      }),
    );
    api.post(
      SETTINGS_PATHS.revokeOthers,
      { schema: { tags, security, response: { 200: revokedSessionsResponse, ...errors } }, config: self },
      async (request) => ({
        message: 'Every other session has been signed out',
        data: { revoked: await auth.revokeOtherSessions(deps, callerOf(request)) },
      }),
    );
    api.delete(
      SETTINGS_PATHS.session,
      {
        schema: { tags, security, params: sessionIdParams, response: { 200: messageOnly, ...errors } },
        config: self,
      },
      async (request) => {
        await auth.revokeSession(deps, callerOf(request), request.params.id);
        return { message: 'Session signed out', data: null };
      },
    );
    api.get(
      SETTINGS_PATHS.loginHistory,
      {
        schema: {
          tags,
          security,
          querystring: loginHistoryQuery,
          response: { 200: loginHistoryResponse, ...errors },
        },
        config: self,
      },
      async (request) => ({
        message: 'Login history',
        data: await auth.loginHistory(deps, callerOf(request), request.query),
      }),
    );
  };
}
