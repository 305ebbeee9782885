// Routes of /settings/settlements: settlement accounts (add with a code, confirm, resend, list, remove) and sweep
// rules (set up with PIN and Idempotency-Key, gateable 'settlement.sweep'; list, pause, resume, delete, history).
// All need 'settings.settlements.manage'.
import {
  addSettlementAccountRequest,
  approvalPendingResponse,
  confirmSettlementAccountRequest,
  createSweepRuleRequest,
  idParams,
  messageOnly,
  SETTLEMENT_MESSAGES,
  SETTLEMENT_PATHS,
  settlementAccountListResponse,
  settlementAccountResponse,
  settlementCodeSentResponse,
  sweepHistoryQuery,
  sweepHistoryResponse,
  sweepRuleListResponse,
  sweepRuleResponse,
} from '@paydesk/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authOf, callerOf, can, errors, errorsWith5xx, security, sendStored } from '../../http/route-kit.ts';
import { readIdempotencyKey } from '../../lib/idempotency.ts';
import * as accounts from './accounts.service.ts';
import type { SettlementsDeps } from './settlements-deps.ts';
import * as rules from './sweep-rules.service.ts';

export function settlementRoutes(deps: SettlementsDeps) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['settings'];
    const config = can('settings.settlements.manage');
    const account = idParams('Settlement account');
    const rule = idParams('Sweep rule');

    api.get(
      SETTLEMENT_PATHS.accounts,
      { schema: { tags, security, response: { 200: settlementAccountListResponse, ...errors } }, config },
      async (request) => ({
        message: 'Settlement accounts',
        data: await accounts.listAccounts(deps, authOf(request).companyId),
      }),
    );
    api.post(
      SETTLEMENT_PATHS.accounts,
      {
        schema: {
          tags,
          security,
          description: 'Checks the account by name enquiry and emails the member a code to confirm it.',
          body: addSettlementAccountRequest,
          response: { 200: settlementCodeSentResponse, ...errorsWith5xx },
        },
        config,
      },
      async (request) => ({
        message: SETTLEMENT_MESSAGES.codeSent,
        data: await accounts.addAccount(deps, callerOf(request), request.body),
      }),
    );
    api.post(
      SETTLEMENT_PATHS.resend(':id'),
      {
        schema: { tags, security, params: account, response: { 200: settlementCodeSentResponse, ...errors } },
        config,
      },
      async (request) => ({
        message: SETTLEMENT_MESSAGES.codeSent,
        data: await accounts.resendCode(deps, callerOf(request), request.params.id),
      }),
    );
    api.post(
      SETTLEMENT_PATHS.confirm(':id'),
      {
        schema: {
          tags,
          security,
          params: account,
          body: confirmSettlementAccountRequest,
          response: { 200: settlementAccountResponse, ...errors },
        },
        config,
      },
      async (request) => ({
        message: SETTLEMENT_MESSAGES.accountAdded,
        data: await accounts.confirmAccount(deps, callerOf(request), request.params.id, request.body.code),
      }),
    );
    api.delete(
      SETTLEMENT_PATHS.account(':id'),
      { schema: { tags, security, params: account, response: { 200: messageOnly, ...errors } }, config },
      async (request) => {
        await accounts.removeAccount(deps, callerOf(request), request.params.id);
        return { message: SETTLEMENT_MESSAGES.accountRemoved, data: null };
      },
    );

    api.get(
      SETTLEMENT_PATHS.rules,
      { schema: { tags, security, response: { 200: sweepRuleListResponse, ...errors } }, config },
      async (request) => ({
        message: 'Sweep rules',
        data: await rules.listRules(deps, authOf(request).companyId),
      }),
    );
    api.post(
      SETTLEMENT_PATHS.rules,
      {
        schema: {
          tags,
          security,
          description:
            "Sweeps a wallet's balance above a floor to a settlement account on a schedule. Needs an Idempotency-Key header and the transaction PIN. Gateable ('settlement.sweep').",
          body: createSweepRuleRequest,
          response: { 201: sweepRuleResponse, 202: approvalPendingResponse, ...errorsWith5xx },
        },
        config,
      },
      async (request, reply) => {
        const key = readIdempotencyKey(request.headers['idempotency-key']);
        return sendStored(reply, await rules.createRule(deps, callerOf(request), request.body, key));
      },
    );
    const one = { 200: sweepRuleResponse, ...errors };
    api.post(
      SETTLEMENT_PATHS.pause(':id'),
      { schema: { tags, security, params: rule, response: one }, config },
      async (request) => ({
        message: SETTLEMENT_MESSAGES.rulePaused,
        data: (await rules.changeRule(deps, callerOf(request), request.params.id, 'pause'))!,
      }),
    );
    api.post(
      SETTLEMENT_PATHS.resume(':id'),
      { schema: { tags, security, params: rule, response: one }, config },
      async (request) => ({
        message: SETTLEMENT_MESSAGES.ruleResumed,
        data: (await rules.changeRule(deps, callerOf(request), request.params.id, 'resume'))!,
      }),
    );
    api.delete(
      SETTLEMENT_PATHS.rule(':id'),
      { schema: { tags, security, params: rule, response: { 200: messageOnly, ...errors } }, config },
      async (request) => {
        await rules.changeRule(deps, callerOf(request), request.params.id, 'delete');
        return { message: SETTLEMENT_MESSAGES.ruleDeleted, data: null };
      },
    );
    api.get(
      SETTLEMENT_PATHS.history(':id'),
      {
        schema: {
          tags,
          security,
          params: rule,
          querystring: sweepHistoryQuery,
          response: { 200: sweepHistoryResponse, ...errors },
        },
        config,
      },
      async (request) => ({
        message: 'Sweeps',
        data: await rules.sweepHistory(deps, authOf(request).companyId, request.params.id, request.query),
      }),
    );
  };
}
