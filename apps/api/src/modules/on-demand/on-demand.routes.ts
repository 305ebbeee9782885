// Employer routes of on-demand pay: rules and group overrides, one employee's earned to date, requests (list,
// export, approve, reject, bulk) and reconciliation. Thin: schema, permission, service.
import {
  approveRequest,
  bulkDecisionRequest,
  bulkDecisionResponse,
  earnedSummaryResponse,
  groupRulesRequest,
  groupRulesResponse,
  idParams,
  messageOnly,
  ON_DEMAND_MESSAGES,
  ON_DEMAND_PATHS,
  onDemandReconciliationResponse,
  onDemandRequestResponse,
  onDemandRulesRequest,
  onDemandRulesResponse,
  onDemandTransactionListResponse,
  onDemandTransactionQuery,
  reconciliationPeriodsResponse,
  reconciliationQuery,
  rejectRequest,
  withdrawalListQuery,
  withdrawalListResponse,
} from '@paydesk/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf, callerOf, can, errors, exportName, security, sendDownload } from '../../http/route-kit.ts';
import { BadRequest } from '../../lib/errors.ts';
import { onDemandTransactions } from './accounts.service.ts';
import {
  decide,
  decideMany,
  decisionMessage,
  exportRequests,
  getRequest,
  listRequests,
} from './decisions.service.ts';
import { earnedState } from './earned.service.ts';
import type { OnDemandDeps } from './on-demand-deps.ts';
import {
  reconciliationCsv,
  reconciliationPage,
  reconciliationPeriods,
} from './reconciliation/reconciliation.service.ts';
import { removeGroupRules, rulesOf, saveGroupRules, saveRules } from './rules.service.ts';

const groupParams = z.object({ groupId: z.uuid('Group not found') });

export function onDemandRoutes(deps: OnDemandDeps) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['on-demand'];
    const P = ON_DEMAND_PATHS;

    api.get(
      P.rules,
      {
        schema: { tags, security, response: { 200: onDemandRulesResponse, ...errors } },
        config: can('people.employees.view'),
      },
      async (request) => ({
        message: 'On-demand pay settings',
        data: await rulesOf(deps.db, authOf(request).companyId),
      }),
    );
    api.put(
      P.rules,
      {
        schema: {
          tags,
          security,
          body: onDemandRulesRequest,
          response: { 200: onDemandRulesResponse, ...errors },
        },
        config: can('settings.on-demand.manage'),
      },
      async (request) => {
        await saveRules(deps.db, callerOf(request), request.body);
        return {
          message: ON_DEMAND_MESSAGES.rulesSaved,
          data: await rulesOf(deps.db, authOf(request).companyId),
        };
      },
    );
    api.put(
      P.groupRules,
      {
        schema: {
          tags,
          security,
          params: groupParams,
          body: groupRulesRequest,
          response: { 200: groupRulesResponse, ...errors },
        },
        config: can('settings.on-demand.manage'),
      },
      async (request) => ({
        message: ON_DEMAND_MESSAGES.groupRulesSaved,
        data: await saveGroupRules(deps.db, callerOf(request), request.params.groupId, request.body),
      }),
    );
    api.delete(
      P.groupRules,
      {
        schema: { tags, security, params: groupParams, response: { 200: messageOnly, ...errors } },
        config: can('settings.on-demand.manage'),
      },
      async (request) => {
        await removeGroupRules(deps.db, callerOf(request), request.params.groupId);
        return { message: ON_DEMAND_MESSAGES.groupRulesRemoved, data: null };
      },
    );
    api.get(
      P.employeeEarned,
      {
        schema: {
          tags,
          security,
          params: idParams('Employee'),
          response: { 200: earnedSummaryResponse, ...errors },
        },
        config: can('people.employees.view'),
      },
      async (request) => {
        const state = await earnedState(deps.db, authOf(request).companyId, request.params.id);
        if (!state) throw new BadRequest(ON_DEMAND_MESSAGES.noRules);
        return { message: 'Earned to date', data: state.summary };
      },
    );
    api.get(
      P.withdrawals,
      {
        schema: {
          tags,
          security,
          querystring: withdrawalListQuery,
          response: { 200: withdrawalListResponse, ...errors },
        },
        config: can('people.withdrawals.view'),
      },
      async (request) => ({
        message: 'Withdrawals and savings',
        data: await listRequests(deps.db, authOf(request).companyId, request.query),
      }),
    );
    api.get(
      P.withdrawalsExport,
      {
        schema: { tags, security, querystring: withdrawalListQuery },
        config: can('people.withdrawals.view'),
      },
      async (request, reply) =>
        sendDownload(reply, {
          bytes: await exportRequests(deps.db, authOf(request).companyId, request.query),
          name: exportName('withdrawals', request.query, 'csv'),
          type: 'text/csv; charset=utf-8',
        }),
    );
    api.get(
      P.withdrawal,
      {
        schema: {
          tags,
          security,
          params: idParams('Request'),
          response: { 200: onDemandRequestResponse, ...errors },
        },
        config: can('people.withdrawals.view'),
      },
      async (request) => ({
        message: 'Request',
        data: await getRequest(deps.db, authOf(request).companyId, request.params.id),
      }),
    );
    for (const decision of ['approve', 'reject'] as const) {
      api.post(
        decision === 'approve' ? P.approve : P.reject,
        {
          schema: {
            tags,
            security,
            params: idParams('Request'),
            body: decision === 'approve' ? approveRequest.optional() : rejectRequest.optional(),
            response: { 200: onDemandRequestResponse, ...errors },
          },
          config: can('people.withdrawals.decide'),
        },
        async (request) => {
          const view = await decide(deps, callerOf(request), request.params.id, decision, request.body);
          return { message: decisionMessage(view.kind, decision), data: view };
        },
      );
      api.post(
        decision === 'approve' ? P.bulkApprove : P.bulkReject,
        {
          schema: {
            tags,
            security,
            body: bulkDecisionRequest,
            response: { 200: bulkDecisionResponse, ...errors },
          },
          config: can('people.withdrawals.decide'),
        },
        async (request) => ({
          message: decision === 'approve' ? 'Requests approved' : 'Requests rejected',
          data: await decideMany(deps, callerOf(request), request.body.ids, decision, request.body),
        }),
      );
    }
    api.get(
      P.reconciliationPeriods,
      {
        schema: { tags, security, response: { 200: reconciliationPeriodsResponse, ...errors } },
        config: can('people.reconciliation.view'),
      },
      async (request) => ({
        message: 'Reconciliation periods',
        data: await reconciliationPeriods(deps.db, authOf(request).companyId),
      }),
    );
    api.get(
      P.reconciliation,
      {
        schema: {
          tags,
          security,
          querystring: reconciliationQuery,
          response: { 200: onDemandReconciliationResponse, ...errors },
        },
        config: can('people.reconciliation.view'),
      },
      async (request) => ({
        message: 'Reconciliation',
        data: await reconciliationPage(deps.db, authOf(request).companyId, request.query),
      }),
    );
    api.get(
      P.reconciliationExport,
      {
        schema: { tags, security, querystring: reconciliationQuery },
        config: can('people.reconciliation.view'),
      },
      async (request, reply) =>
        sendDownload(reply, {
          bytes: await reconciliationCsv(deps.db, authOf(request).companyId, request.query),
          name: exportName(
            'reconciliation',
            {
              period: request.query.period,
              search: request.query.search,
              flagged: request.query.flagged ? 'differences' : undefined,
            },
            'csv',
          ),
          type: 'text/csv; charset=utf-8',
        }),
    );
    api.get(
      P.transactions,
      {
        schema: {
          tags,
          security,
          querystring: onDemandTransactionQuery,
          response: { 200: onDemandTransactionListResponse, ...errors },
        },
        config: can('payments.transactions.view'),
      },
      async (request) => {
        const { page, limit, kind } = request.query;
        const all = (await onDemandTransactions(deps.db, authOf(request).companyId, { limit: 5_000 })).filter(
          (l) => !kind || l.kind === kind,
        );
        return {
          message: 'On-demand transactions',
          data: {
            docs: all.slice((page - 1) * limit, page * limit),
            totalDocs: all.length,
            page,
            limit,
            totalPages: Math.ceil(all.length / limit),
          },
        };
      },
    );
  };
}
