// Routes of recurring transfers: create (Idempotency-Key, PIN, gateable 'transfer.recurring.setup'), list, details,
// edit (PIN), pause, resume, cancel, and the history of its runs. All need 'payments.recurring.manage'.
import {
  approvalPendingResponse,
  createRecurringTransferRequest,
  idParams,
  pageQuery,
  RECURRING_PATHS,
  recurringHistoryResponse,
  recurringTransferListQuery,
  recurringTransferListResponse,
  recurringTransferResponse,
  updateRecurringTransferRequest,
} from '@paydesk/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  authOf,
  callerOf,
  can,
  errors,
  errorsWith5xx,
  security,
  sendStored,
} from '../../../http/route-kit.ts';
import { readIdempotencyKey } from '../../../lib/idempotency.ts';
import type { PaymentsDeps } from '../payments-deps.ts';
import {
  createRecurring,
  getRecurring,
  historyPage,
  recurringPage,
  recurringView,
} from './recurring.service.ts';
import {
  cancelRecurring,
  editRecurring,
  pauseRecurring,
  resumeRecurring,
} from './recurring-manage.service.ts';

export function recurringRoutes(deps: PaymentsDeps) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['payments'];
    const config = can('payments.recurring.manage');
    const params = idParams('Recurring transfer');
    const one = { 200: recurringTransferResponse, ...errors };

    api.post(
      RECURRING_PATHS.recurringTransfers,
      {
        schema: {
          tags,
          security,
          description:
            "Sets up a recurring transfer to a beneficiary or another wallet. Needs an Idempotency-Key header. Gateable ('transfer.recurring.setup').",
          body: createRecurringTransferRequest,
          response: { 201: recurringTransferResponse, 202: approvalPendingResponse, ...errorsWith5xx },
        },
        config,
      },
      async (request, reply) => {
        const key = readIdempotencyKey(request.headers['idempotency-key']);
        return sendStored(reply, await createRecurring(deps, callerOf(request), request.body, key));
      },
    );

    api.get(
      RECURRING_PATHS.recurringTransfers,
      {
        schema: {
          tags,
          security,
          querystring: recurringTransferListQuery,
          response: { 200: recurringTransferListResponse, ...errors },
        },
        config,
      },
      async (request) => ({
        message: 'Recurring transfers',
        data: await recurringPage(deps.db, authOf(request).companyId, request.query),
      }),
    );

    api.get(
      RECURRING_PATHS.recurringTransfer(':id'),
      { schema: { tags, security, params, response: one }, config },
      async (request) => ({
        message: 'Recurring transfer',
        data: await recurringView(
          deps.db,
          await getRecurring(deps.db, authOf(request).companyId, request.params.id),
        ),
      }),
    );

    api.patch(
      RECURRING_PATHS.recurringTransfer(':id'),
      { schema: { tags, security, params, body: updateRecurringTransferRequest, response: one }, config },
      async (request) => editRecurring(deps, callerOf(request), request.params.id, request.body),
    );

    api.post(
      RECURRING_PATHS.pause(':id'),
      { schema: { tags, security, params, response: one }, config },
      async (request) => pauseRecurring(deps, callerOf(request), request.params.id),
    );

    api.post(
      RECURRING_PATHS.resume(':id'),
      { schema: { tags, security, params, response: one }, config },
      async (request) => resumeRecurring(deps, callerOf(request), request.params.id),
    );

    api.post(
      RECURRING_PATHS.cancel(':id'),
      { schema: { tags, security, params, response: one }, config },
      async (request) => cancelRecurring(deps, callerOf(request), request.params.id),
    );

    api.get(
      RECURRING_PATHS.history(':id'),
      {
        schema: {
          tags,
          security,
          params,
          querystring: pageQuery,
          response: { 200: recurringHistoryResponse, ...errors },
        },
        config,
      },
      async (request) => ({
        message: 'Recurring transfer history',
        data: await historyPage(deps.db, authOf(request).companyId, request.params.id, request.query),
      }),
    );
  };
}
