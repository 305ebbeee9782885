// Routes of bill payments (ours; the spec keeps the bills paths as constants it does not show): the billers of a
// category, customer validation, a purchase, bulk bills (preview and send, then the batch's progress), the history,
// one bill and its PDF receipt.
import {
  approvalPendingResponse,
  BILL_CATEGORY_LABELS,
  BILLS_MESSAGES,
  BILLS_PATHS,
  billBatchResponse,
  billBulkPreviewRequest,
  billBulkPreviewResponse,
  billBulkRequest,
  billersQuery,
  billersResponse,
  billListQuery,
  billListResponse,
  billPaymentResponse,
  billPurchaseRequest,
  idParams,
  validateCustomerRequest,
  validateCustomerResponse,
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
  sendDownload,
  sendStored,
} from '../../../http/route-kit.ts';
import { ValidationFailed } from '../../../lib/errors.ts';
import { readIdempotencyKey } from '../../../lib/idempotency.ts';
import { verifiedBusinessOnly } from '../../../platform/uploads/verified-uploads.ts';
import { previewBulk, sendBulkBills } from './bill-bulk.service.ts';
import { purchaseBill } from './bill-purchase.service.ts';
import { billReceiptPdf } from './bill-receipt.ts';
import { billPage, billReceiptOf, getBillBatchView, getBillView } from './bill-views.ts';
import type { BillsDeps } from './bills-deps.ts';

export function billRoutes(deps: BillsDeps) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['bills'];
    const view = can('payments.transactions.view');
    const pay = can('payments.bills.pay');

    api.get(
      BILLS_PATHS.billers,
      {
        schema: { tags, security, querystring: billersQuery, response: { 200: billersResponse, ...errors } },
        config: pay,
      },
      async (request) => ({
        message: `${BILL_CATEGORY_LABELS[request.query.category]} billers`,
        data: { category: request.query.category, billers: await deps.bills.billers(request.query.category) },
      }),
    );

    api.post(
      BILLS_PATHS.validate,
      {
        schema: {
          tags,
          security,
          description:
            'Looks up the customer behind a meter or smartcard number (name, address, current plan).',
          body: validateCustomerRequest,
          response: { 200: validateCustomerResponse, ...errorsWith5xx },
        },
        config: pay,
      },
      async (request) => {
        const customer = await deps.bills.validateCustomer({
          billerCode: request.body.billerCode,
          productCode: request.body.productCode ?? null,
          customerNumber: request.body.customerNumber,
        });
        if (!customer) throw new ValidationFailed({ customerNumber: [BILLS_MESSAGES.customerNotFound] });
        return { message: BILLS_MESSAGES.validated, data: customer };
      },
    );

    api.post(
      BILLS_PATHS.purchase,
      {
        schema: {
          tags,
          security,
          description:
            "Pays one bill from a wallet with the transaction PIN; the answer carries the biller's outcome (a failed bill is reversed). Needs an Idempotency-Key header. Gateable ('bill.payment').",
          body: billPurchaseRequest,
          response: { 201: billPaymentResponse, 202: approvalPendingResponse, ...errorsWith5xx },
        },
        config: pay,
      },
      async (request, reply) => {
        const key = readIdempotencyKey(request.headers['idempotency-key']);
        return sendStored(reply, await purchaseBill(deps, callerOf(request), request.body, key));
      },
    );

    api.post(
      BILLS_PATHS.bulkPreview,
      {
        schema: {
          tags,
          security,
          description:
            'Checks every row of a bulk bills file, CSV text or XLSX in base64 (customer validation where the biller has one); stores nothing.',
          body: billBulkPreviewRequest,
          response: { 200: billBulkPreviewResponse, ...errorsWith5xx },
        },
        config: pay,
        preValidation: verifiedBusinessOnly(deps.db),
      },
      async (request) => ({
        message: 'Bulk bills preview',
        data: await previewBulk(deps, callerOf(request), request.body),
      }),
    );

    api.post(
      BILLS_PATHS.bulk,
      {
        schema: {
          tags,
          security,
          description:
            "Pays many bills of one category, line by line by a job (progress at the batch path). Needs an Idempotency-Key header. Gateable ('bill.payment').",
          body: billBulkRequest,
          response: { 201: billBatchResponse, 202: approvalPendingResponse, ...errorsWith5xx },
        },
        config: pay,
      },
      async (request, reply) => {
        const key = readIdempotencyKey(request.headers['idempotency-key']);
        return sendStored(reply, await sendBulkBills(deps, callerOf(request), request.body, key));
      },
    );

    api.get(
      BILLS_PATHS.batch(':id'),
      {
        schema: {
          tags,
          security,
          params: idParams('Bill batch'),
          response: { 200: billBatchResponse, ...errors },
        },
        config: view,
      },
      async (request) => ({
        message: 'Bill batch',
        data: await getBillBatchView(deps.db, authOf(request).companyId, request.params.id),
      }),
    );

    api.get(
      BILLS_PATHS.bills,
      {
        schema: {
          tags,
          security,
          querystring: billListQuery,
          response: { 200: billListResponse, ...errors },
        },
        config: view,
      },
      async (request) => ({
        message: 'Bill payments',
        data: await billPage(deps.db, authOf(request).companyId, request.query),
      }),
    );

    api.get(
      BILLS_PATHS.bill(':id'),
      {
        schema: {
          tags,
          security,
          params: idParams('Bill payment'),
          response: { 200: billPaymentResponse, ...errors },
        },
        config: view,
      },
      async (request) => ({
        message: 'Bill payment',
        data: await getBillView(deps.db, authOf(request).companyId, request.params.id),
      }),
    );

    api.get(
      BILLS_PATHS.billReceipt(':id'),
      {
        schema: {
          tags,
          security,
          params: idParams('Bill payment'),
          description: 'The bill receipt as a PDF, with the token of prepaid electricity.',
        },
        config: can('payments.transactions.export'),
      },
      async (request, reply) => {
        const receipt = await billReceiptOf(deps.db, authOf(request).companyId, request.params.id);
        return sendDownload(reply, {
          bytes: await billReceiptPdf(receipt),
          name: `bill-${receipt.bill.reference}.pdf`,
          type: 'application/pdf',
        });
      },
    );
  };
}
