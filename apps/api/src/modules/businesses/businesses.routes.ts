// Routes of the session's business calls (spec §7, all encrypted): sub accounts (POST and GET), add one, log in to
// one, switch back to main.
import { Readable } from 'node:stream';
import {
  addSubAccountRequest,
  addSubAccountResponse,
  BUSINESS_PATHS,
  CHANNEL,
  emptyData,
  lagosIso,
  loginSubAccountRequest,
  subAccountSessionResponse,
  subAccountsQuery,
  subAccountsResponse,
} from '@paydesk/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authOf, callerOf, errors, security, sendDownload } from '../../http/route-kit.ts';
import { csvRow } from '../../lib/csv.ts';
import * as businesses from './businesses.service.ts';
import { loginToSubAccount, switchToMain } from './sub-account-session.ts';

export function businessRoutes(deps: businesses.BusinessDeps) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['businesses'];
    const view = { auth: true, encrypted: true, permission: 'businesses.view' } as const;

    async function answerList(
      request: FastifyRequest,
      reply: FastifyReply,
      query: { page: number; limit: number; download: boolean; search?: string },
    ) {
      const caller = { companyId: authOf(request).companyId, userId: authOf(request).userId };
      if (!query.download) {
        return { message: 'Sub accounts', data: await businesses.listSubAccounts(deps, caller, query) };
      }
      const rows = await businesses.allSubAccounts(deps, caller);
      const lines = [
        csvRow([
          'Business',
          'Business type',
          'Manager',
          'Email',
          'Job title',
          'Company info',
          'Approved',
          'Invite accepted',
          'Created',
        ]),
        ...rows.map((r) =>
          csvRow([
            r.companyName,
            r.businessType,
            `${r.firstName} ${r.lastName}`.trim(),
            r.email,
            r.jobTitle,
            r.isCompanyInfo ? 'yes' : 'no',
            r.isActive ? 'yes' : 'no',
            r.isEmailVerified ? 'yes' : 'no',
            lagosIso(r.createdAt),
          ]),
        ),
      ];
      return sendDownload(reply, {
        stream: Readable.from(lines),
        name: 'businesses.csv',
        type: 'text/csv; charset=utf-8',
      });
    }

    api.get(
      BUSINESS_PATHS.subAccounts,
      {
        schema: {
          tags,
          security,
          querystring: subAccountsQuery,
          response: { 200: subAccountsResponse, ...errors },
        },
        config: view,
      },
      (request, reply) => answerList(request, reply, request.query),
    );

    api.post(
      BUSINESS_PATHS.subAccounts,
      {
        schema: {
          tags,
          security,
          body: subAccountsQuery.nullish(),
          response: { 200: subAccountsResponse, ...errors },
        },
        config: view,
      },
      (request, reply) => answerList(request, reply, request.body ?? subAccountsQuery.parse({})),
    );

    api.post(
      BUSINESS_PATHS.addSubAccount,
      {
        schema: {
          tags,
          security,
          body: addSubAccountRequest,
          response: { 201: addSubAccountResponse, ...errors },
        },
        config: { auth: true, encrypted: true, permission: 'businesses.create' },
      },
      async (request, reply) =>
        reply.status(201).send({
          message: 'Business added',
          data: await businesses.addSubAccount(deps, callerOf(request), request.body),
        }),
    );

    api.post(
      BUSINESS_PATHS.loginSubAccount,
      {
        schema: {
          tags,
          security,
          body: loginSubAccountRequest,
          response: { 200: subAccountSessionResponse, ...errors },
        },
        config: { auth: true, encrypted: true, permission: 'businesses.switch' },
      },
      async (request) => ({
        message: 'Login successful',
        data: await loginToSubAccount(
          deps,
          { ...callerOf(request), channel: CHANNEL },
          request.body.subAccountId,
        ),
      }),
    );

    api.post(
      BUSINESS_PATHS.switchToMain,
      {
        schema: {
          tags,
          security,
          body: emptyData.nullish(),
          response: { 200: subAccountSessionResponse, ...errors },
        },
        // Going back to the main account is always allowed to whoever came from it.
        config: { auth: true, encrypted: true, permission: 'session' },
      },
      async (request) => ({
        message: 'Switched to main account',
        data: await switchToMain(deps, { ...callerOf(request), channel: CHANNEL }),
      }),
    );
  };
}
