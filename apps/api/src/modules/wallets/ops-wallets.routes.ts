// The operator console's wallet tools (/api/ops/...): simulate a bank transfer to a virtual account number,
// review and disburse credit, and run or read the ledger reconciliation. Operator sign-in as in modules/ops.
import {
  approveCreditRequest,
  creditRequestResponse,
  inboundTransferRequest,
  inboundTransferResponse,
  OPS_WALLET_PATHS,
  opsCreditListResponse,
  opsCreditQuery,
  reconciliationListResponse,
  reconciliationResponse,
  rejectCreditRequest,
} from '@paydesk/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errors, requestOrigin, security } from '../../http/route-kit.ts';
import { BadRequest } from '../../lib/errors.ts';
import { readIdempotencyKey } from '../../lib/idempotency.ts';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import { isSandboxFunding } from '../../providers/funding/index.ts';
import { recentReconciliations, runReconciliation } from '../ledger/index.ts';
import { createOperatorTokens, registerOperatorContext } from '../ops/index.ts';
import * as credit from './credit/credit.service.ts';
import { findAccountName } from './funding/funding.service.ts';
import type { WalletDeps } from './wallet-deps.ts';

export function opsWalletRoutes(deps: WalletDeps) {
  return async (app: FastifyInstance) => {
    registerOperatorContext(app, { db: deps.db, tokens: createOperatorTokens(deps.config.APP_SECRET) });
    const api = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['ops'];
    const operator = { operator: true } as const;
    const idParams = z.object({ id: z.string().uuid('Credit request not found') });

    api.post(
      OPS_WALLET_PATHS.inboundTransfer,
      {
        schema: {
          tags,
          security,
          body: inboundTransferRequest,
          response: { 202: inboundTransferResponse, ...errors },
        },
        config: operator,
      },
      async (request, reply) => {
        const provider = deps.funding;
        if (!isSandboxFunding(provider)) {
          throw new BadRequest('Inbound transfers can only be simulated with the sandbox funding provider');
        }
        const idempotencyKey = readIdempotencyKey(request.headers['idempotency-key']);
        const account = await findAccountName(deps.db, request.body.accountNumber);
        const { providerReference, replayed } = await provider.receiveTransfer({
          ...request.body,
          idempotencyKey,
        });
        if (!replayed)
          await recordAudit(deps.db, {
            ...requestOrigin(request),
            companyId: null,
            actor: { type: 'operator', id: request.operator!.operatorId, label: request.operator!.email },
            action: 'ops.wallet.simulate-inbound-transfer',
            target: { type: 'account-number', id: request.body.accountNumber },
            outcome: 'success',
            metadata: { amount: request.body.amount, providerReference },
          });
        return reply.status(202).send({
          message: `Transfer sent to ${account.companyName} · ${account.walletName}; it will be credited shortly.`,
          data: {
            providerReference,
            accountName: `${account.companyName} - ${account.walletName}`,
            status: 'queued' as const,
          },
        });
      },
    );

    api.get(
      OPS_WALLET_PATHS.credits,
      {
        schema: {
          tags,
          security,
          querystring: opsCreditQuery,
          response: { 200: opsCreditListResponse, ...errors },
        },
        config: operator,
      },
      async (request) => ({
        message: 'Credit requests',
        data: await credit.listCreditsForOps(deps.db, request.query),
      }),
    );

    api.post(
      OPS_WALLET_PATHS.creditApprove(':id'),
      {
        schema: {
          tags,
          security,
          params: idParams,
          body: approveCreditRequest,
          response: { 200: creditRequestResponse, ...errors },
        },
        config: operator,
      },
      async (request) => ({
        message: 'Credit approved and disbursed',
        data: await credit.approveCredit(
          deps.db,
          request.operator!,
          requestOrigin(request),
          request.params.id,
          request.body,
        ),
      }),
    );

    api.post(
      OPS_WALLET_PATHS.creditReject(':id'),
      {
        schema: {
          tags,
          security,
          params: idParams,
          body: rejectCreditRequest,
          response: { 200: creditRequestResponse, ...errors },
        },
        config: operator,
      },
      async (request) => ({
        message: 'Credit request rejected',
        data: await credit.rejectCredit(
          deps.db,
          request.operator!,
          requestOrigin(request),
          request.params.id,
          request.body.comment,
        ),
      }),
    );

    api.get(
      OPS_WALLET_PATHS.reconciliation,
      {
        schema: { tags, security, response: { 200: reconciliationListResponse, ...errors } },
        config: operator,
      },
      async () => ({ message: 'Reconciliation runs', data: await recentReconciliations(deps.db) }),
    );

    api.post(
      OPS_WALLET_PATHS.reconciliation,
      {
        schema: { tags, security, response: { 200: reconciliationResponse, ...errors } },
        config: operator,
      },
      async (request) => {
        const report = await runReconciliation(deps.db, 'operator', request.operator!.operatorId);
        const clean = report.mismatches.length === 0 && report.unbalancedEntries === 0;
        return {
          message: clean
            ? `Ledger reconciled: ${report.accountsChecked} accounts match their postings`
            : `${report.mismatches.length} account(s) differ from their postings`,
          data: report,
        };
      },
    );
  };
}
