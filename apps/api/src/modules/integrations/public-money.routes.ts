// The public API's money routes (/api/v1): wallets and balances, transactions, transfers (Idempotency-Key required;
// posted through the payments face as the key), beneficiaries. Thin: schema, scope, call the face, answer.
import {
  apiTransferRequest,
  approvalPendingResponse,
  beneficiaryListQuery,
  beneficiaryListResponse,
  beneficiaryResponse,
  createBeneficiaryRequest,
  idParams,
  PAYMENTS_MESSAGES,
  PUBLIC_API_PATHS,
  transactionListQuery,
  transactionListResponse,
  transactionResponse,
  transferResponse,
  walletListResponse,
  walletResponse,
} from '@paydesk/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authOf, callerOf, errors, errorsWith5xx, sendStored } from '../../http/route-kit.ts';
import { readIdempotencyKey, requestFingerprint } from '../../lib/idempotency.ts';
import {
  createBeneficiary,
  findBeneficiaries,
  getTransferView,
  type PaymentsDeps,
  sendTransferAsApiKey,
} from '../payments/index.ts';
import { getTransaction, getWalletDetails, listTransactions, listWallets } from '../wallets/index.ts';
import { scoped, keySecurity as security, tags } from './public-api-kit.ts';

export function publicMoneyRoutes(deps: PaymentsDeps) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();

    api.get(
      PUBLIC_API_PATHS.wallets,
      {
        schema: {
          tags,
          security,
          description: "The business's wallets with their balances in kobo. Scope: wallets.view.",
          response: { 200: walletListResponse, ...errors },
        },
        config: scoped('wallets.view'),
      },
      async (request) => ({ message: 'Wallets', data: await listWallets(deps, authOf(request).companyId) }),
    );

    api.get(
      PUBLIC_API_PATHS.wallet,
      {
        schema: {
          tags,
          security,
          description: 'One wallet and its balance. Scope: wallets.view.',
          params: idParams('Wallet'),
          response: { 200: walletResponse, ...errors },
        },
        config: scoped('wallets.view'),
      },
      async (request) => ({
        message: 'Wallet',
        data: await getWalletDetails(deps, authOf(request).companyId, request.params.id),
      }),
    );

    api.get(
      PUBLIC_API_PATHS.transactions,
      {
        schema: {
          tags,
          security,
          description:
            'Wallet transactions, newest first, paged (page, limit up to 100). Scope: payments.transactions.view.',
          querystring: transactionListQuery,
          response: { 200: transactionListResponse, ...errors },
        },
        config: scoped('payments.transactions.view'),
      },
      async (request) => {
        const { page, limit, ...filters } = request.query;
        return {
          message: 'Transactions',
          data: await listTransactions(deps.db, authOf(request).companyId, filters, { page, limit }),
        };
      },
    );

    api.get(
      PUBLIC_API_PATHS.transaction,
      {
        schema: {
          tags,
          security,
          description: 'One transaction. Scope: payments.transactions.view.',
          params: idParams('Transaction'),
          response: { 200: transactionResponse, ...errors },
        },
        config: scoped('payments.transactions.view'),
      },
      async (request) => ({
        message: 'Transaction',
        data: await getTransaction(deps.db, authOf(request).companyId, request.params.id),
      }),
    );

    api.post(
      PUBLIC_API_PATHS.transfers,
      {
        schema: {
          tags,
          security,
          description:
            'Sends one transfer to a beneficiary, a bank account or a Paydesk wallet (amount in kobo). The Idempotency-Key header is required: a repeated key replays the first answer and pays once. Transfer limits, fees and approval workflows apply as in the dashboard (202 when a workflow holds it for approval). Scope: payments.transfer.create.',
          body: apiTransferRequest,
          response: { 201: transferResponse, 202: approvalPendingResponse, ...errorsWith5xx },
        },
        config: scoped('payments.transfer.create'),
      },
      async (request, reply) => {
        const key = readIdempotencyKey(request.headers['idempotency-key']);
        return sendStored(reply, await sendTransferAsApiKey(deps, callerOf(request), request.body, key));
      },
    );

    api.get(
      PUBLIC_API_PATHS.transfer,
      {
        schema: {
          tags,
          security,
          description: 'One transfer and its status. Scope: payments.transactions.view.',
          params: idParams('Transfer'),
          response: { 200: transferResponse, ...errors },
        },
        config: scoped('payments.transactions.view'),
      },
      async (request) => ({
        message: 'Transfer',
        data: await getTransferView(deps.db, authOf(request).companyId, request.params.id),
      }),
    );

    api.get(
      PUBLIC_API_PATHS.beneficiaries,
      {
        schema: {
          tags,
          security,
          description: 'Saved beneficiaries, paged. Scope: payments.beneficiaries.view.',
          querystring: beneficiaryListQuery.omit({ download: true }),
          response: { 200: beneficiaryListResponse, ...errors },
        },
        config: scoped('payments.beneficiaries.view'),
      },
      async (request) => ({
        message: 'Beneficiaries',
        data: await findBeneficiaries(deps.db, authOf(request).companyId, request.query),
      }),
    );

    api.post(
      PUBLIC_API_PATHS.beneficiaries,
      {
        schema: {
          tags,
          security,
          description:
            'Adds a beneficiary after name enquiry (202 when an approval workflow covers it). Send an Idempotency-Key header to make a retry safe. Scope: payments.beneficiaries.manage.',
          body: createBeneficiaryRequest,
          response: { 201: beneficiaryResponse, 202: approvalPendingResponse, ...errorsWith5xx },
        },
        config: scoped('payments.beneficiaries.manage'),
      },
      async (request, reply) => {
        const header = request.headers['idempotency-key'];
        const caller = callerOf(request);
        // The approvals gate keys a request by the client's key; without one, by what is asked (as the dashboard).
        const key =
          (Array.isArray(header) ? header[0] : header) ??
          requestFingerprint(
            'POST',
            `${caller.auth.apiKey?.id}${PUBLIC_API_PATHS.beneficiaries}`,
            request.body,
          );
        const result = await createBeneficiary(deps, caller, request.body, key);
        if (result.status === 202)
          return reply.status(202).send({ message: PAYMENTS_MESSAGES.approvalPending, data: result.pending });
        return reply
          .status(201)
          .send({ message: PAYMENTS_MESSAGES.beneficiaryCreated, data: result.beneficiary });
      },
    );
  };
}
