// Routes of the employee actions of spec §4: status (single and bulk), on-demand pay invitations and switches, and
// a message to selected employees (the contacts directory).
import {
  bulkEmployeeRequest,
  bulkResultResponse,
  employeeMessageRequest,
  employeeResponse,
  INVITE_SENT_MESSAGE,
  idParams,
  MESSAGE_SENT,
  PEOPLE_MESSAGES,
  PEOPLE_PATHS,
  type Permission,
} from '@paydesk/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authOf, callerOf, can, errors, security } from '../../http/route-kit.ts';
import * as actions from './employee-actions.service.ts';
import { messageEmployees } from './employee-messages.service.ts';
import { getEmployee, type PeopleDeps } from './employees.service.ts';

const STATUS_ROUTES: { action: actions.StatusAction; path: string; bulkPath: string; message: string }[] = [
  {
    action: 'enable',
    path: PEOPLE_PATHS.enable,
    bulkPath: PEOPLE_PATHS.bulkEnable,
    message: PEOPLE_MESSAGES.activated,
  },
  {
    action: 'disable',
    path: PEOPLE_PATHS.disable,
    bulkPath: PEOPLE_PATHS.bulkDisable,
    message: PEOPLE_MESSAGES.deactivated,
  },
  {
    action: 'archive',
    path: PEOPLE_PATHS.archive,
    bulkPath: PEOPLE_PATHS.bulkArchive,
    message: 'Employee Archived',
  },
];

const FLAG_ROUTES: { action: actions.FlagAction; path: string; message: string }[] = [
  { action: 'stopEarnings', path: PEOPLE_PATHS.stopEarnings, message: 'Employee earnings stopped' },
  { action: 'resumeEarnings', path: PEOPLE_PATHS.resumeEarnings, message: PEOPLE_MESSAGES.earningsResumed },
  { action: 'pauseWithdrawals', path: PEOPLE_PATHS.pauseWithdrawals, message: 'Employee withdrawals paused' },
  {
    action: 'resumeWithdrawals',
    path: PEOPLE_PATHS.resumeWithdrawals,
    message: 'Employee withdrawals resumed',
  },
];

export function employeeActionRoutes(deps: PeopleDeps) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['people'];
    const params = idParams('Employee');
    const single = (
      path: string,
      permission: Permission,
      message: string,
      run: typeof actions.resendInvite,
    ) =>
      api.post(
        path,
        {
          schema: { tags, security, params, response: { 200: employeeResponse, ...errors } },
          config: can(permission),
        },
        async (request) => {
          await run(deps, callerOf(request), request.params.id);
          return { message, data: await getEmployee(deps.db, authOf(request).companyId, request.params.id) };
        },
      );
    const bulk = (
      path: string,
      permission: Permission,
      message: string,
      run: typeof actions.inviteToOnDemand,
    ) =>
      api.post(
        path,
        {
          schema: {
            tags,
            security,
            body: bulkEmployeeRequest,
            response: { 200: bulkResultResponse, ...errors },
          },
          config: can(permission),
        },
        async (request) => ({ message, data: await run(deps, callerOf(request), request.body.ids) }),
      );

    for (const route of STATUS_ROUTES) {
      single(route.path, 'people.employees.manage', route.message, (d, c, id) =>
        actions.changeStatusOf(d, c, id, route.action),
      );
      bulk(route.bulkPath, 'people.employees.manage', route.message, (d, c, ids) =>
        actions.changeStatus(d, c, ids, route.action),
      );
    }
    for (const route of FLAG_ROUTES) {
      single(route.path, 'people.on-demand.manage', route.message, (d, c, id) =>
        actions.changeOnDemandFlag(d, c, id, route.action),
      );
    }
    single(
      PEOPLE_PATHS.inviteOnDemand,
      'people.on-demand.manage',
      INVITE_SENT_MESSAGE,
      actions.inviteOneToOnDemand,
    );
    single(PEOPLE_PATHS.resendInvite, 'people.on-demand.manage', INVITE_SENT_MESSAGE, actions.resendInvite);
    bulk(
      PEOPLE_PATHS.bulkInviteOnDemand,
      'people.on-demand.manage',
      INVITE_SENT_MESSAGE,
      actions.inviteToOnDemand,
    );
    api.post(
      PEOPLE_PATHS.message,
      {
        schema: {
          tags,
          security,
          body: employeeMessageRequest,
          description: 'Email or SMS to the selected employees through the outbox; per-employee outcomes.',
          response: { 200: bulkResultResponse, ...errors },
        },
        config: can('people.employees.manage'),
      },
      async (request) => ({
        message: MESSAGE_SENT,
        data: await messageEmployees(deps, callerOf(request), request.body),
      }),
    );
  };
}
