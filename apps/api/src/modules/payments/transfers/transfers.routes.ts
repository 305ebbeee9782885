// Routes of transfers (spec §7 paths for single, multiple and uploads): send, preview an upload, follow a batch,
// list and read transfers, the PDF receipt, the fee schedule, and the banking rail's signed callback.
import multipart from '@fastify/multipart';
import {
  approvalPendingResponse,
  BANK_SIGNATURE_HEADER,
  batchLinesQuery,
  batchLinesResponse,
  ErrorCode,
  feeQuoteQuery,
  feeScheduleResponse,
  idParams,
  multipleTransferRequest,
  PAYMENTS_MESSAGES,
  PAYMENTS_PATHS,
  singleTransferRequest,
  success,
  TRANSFER_UPLOAD_COLUMNS,
  transferBatchResponse,
  transferListQuery,
  transferListResponse,
  transferPreviewResponse,
  transferReceiptEmailRequest,
  transferReceiptEmailResponse,
  transferResponse,
  transferTemplateQuery,
  transferUploadRequest,
  UPLOAD_MAX_BYTES,
} from '@paydesk/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  authOf,
  callerOf,
  can,
  errors,
  errorsWith5xx,
  readUpload,
  security,
  sendDownload,
  sendStored,
} from '../../../http/route-kit.ts';
import { Unauthorized } from '../../../lib/errors.ts';
import { readIdempotencyKey } from '../../../lib/idempotency.ts';
import { verifiedBusinessOnly } from '../../../platform/uploads/verified-uploads.ts';
import { authRateLimit } from '../../../plugins/rate-limits.ts';
import { commitUpload, sendMultipleTransfers } from '../batches/bulk-transfer.service.ts';
import { previewUpload } from '../batches/bulk-transfer-preview.service.ts';
import type { PaymentsDeps } from '../payments-deps.ts';
import { applyTransferOutcome } from '../rail/transfer-outcome.ts';
import { feeBandsOf, scheduleView } from './fees.ts';
import { emailTransferReceipt } from './receipt-email.service.ts';
import { sendSingleTransfer } from './single-transfer.service.ts';
import { transferReceiptPdf } from './transfer-receipt-pdf.ts';
import { transferTemplate } from './transfer-template.ts';
import { batchLinesView, getBatchView, getTransferView, receiptOf, transferPage } from './transfer-views.ts';

const keyOf = (header: string | string[] | undefined) => readIdempotencyKey(header);

export function transferRoutes(deps: PaymentsDeps) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['payments'];
    await app.register(multipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1 } });
    const sent = { 201: transferResponse, 202: approvalPendingResponse, ...errorsWith5xx };
    const batchSent = { 201: transferBatchResponse, 202: approvalPendingResponse, ...errorsWith5xx };

    api.post(
      PAYMENTS_PATHS.transferSingle,
      {
        schema: {
          tags,
          security,
          description:
            "One transfer to a beneficiary, a bank account or a Paydesk wallet. Needs an Idempotency-Key header. Gateable ('transfer.single').",
          body: singleTransferRequest,
          response: sent,
        },
        config: can('payments.transfer.create'),
      },
      async (request, reply) => {
        const key = keyOf(request.headers['idempotency-key']);
        return sendStored(reply, await sendSingleTransfer(deps, callerOf(request), request.body, key));
      },
    );

    api.post(
      PAYMENTS_PATHS.transferMultiple,
      {
        schema: {
          tags,
          security,
          description:
            "Many transfers in one form, posted at once with a result per line. Needs an Idempotency-Key header. Gateable ('transfer.bulk').",
          body: multipleTransferRequest,
          response: batchSent,
        },
        config: can('payments.transfer.create'),
      },
      async (request, reply) => {
        const key = keyOf(request.headers['idempotency-key']);
        return sendStored(reply, await sendMultipleTransfers(deps, callerOf(request), request.body, key));
      },
    );

    api.get(
      PAYMENTS_PATHS.transferUploadsTemplate,
      {
        schema: {
          tags,
          security,
          querystring: transferTemplateQuery,
          description: `The transfer upload template: ${TRANSFER_UPLOAD_COLUMNS.join(', ')} (amount in naira).`,
        },
        config: can('payments.transfer.create'),
      },
      async (request, reply) => {
        const template = await transferTemplate(request.query.format);
        return sendDownload(reply, {
          bytes: template.body,
          name: `transfers-template.${request.query.format}`,
          type: template.type,
        });
      },
    );

    api.post(
      PAYMENTS_PATHS.transferUploadsPreview,
      {
        schema: {
          tags,
          security,
          consumes: ['multipart/form-data'],
          description:
            'Checks every row of a CSV or XLSX (name enquiry per account) and keeps it as a draft.',
          response: { 200: transferPreviewResponse, ...errorsWith5xx },
        },
        config: can('payments.transfer.create'),
        preValidation: verifiedBusinessOnly(deps.db),
      },
      async (request) => ({
        message: 'Upload preview',
        data: await previewUpload(deps, callerOf(request), await readUpload(request)),
      }),
    );

    api.post(
      PAYMENTS_PATHS.transferUploads,
      {
        schema: {
          tags,
          security,
          description:
            "Sends a previewed upload as a batch posted by a job (progress at the batch path). Needs an Idempotency-Key header. Gateable ('transfer.bulk').",
          body: transferUploadRequest,
          response: batchSent,
        },
        config: can('payments.transfer.create'),
      },
      async (request, reply) => {
        const key = keyOf(request.headers['idempotency-key']);
        return sendStored(reply, await commitUpload(deps, callerOf(request), request.body, key));
      },
    );

    api.get(
      PAYMENTS_PATHS.batch(':id'),
      {
        schema: {
          tags,
          security,
          params: idParams('Batch'),
          response: { 200: transferBatchResponse, ...errors },
        },
        config: can('payments.transactions.view'),
      },
      async (request) => ({
        message: 'Transfer batch',
        data: await getBatchView(deps.db, authOf(request).companyId, request.params.id),
      }),
    );

    api.get(
      PAYMENTS_PATHS.batchLines(':id'),
      {
        schema: {
          tags,
          security,
          params: idParams('Batch'),
          querystring: batchLinesQuery,
          response: { 200: batchLinesResponse, ...errors },
        },
        config: can('payments.transactions.view'),
      },
      async (request) => ({
        message: 'Batch lines',
        data: await batchLinesView(deps.db, authOf(request).companyId, request.params.id, request.query),
      }),
    );

    api.get(
      PAYMENTS_PATHS.transfers,
      {
        schema: {
          tags,
          security,
          querystring: transferListQuery,
          response: { 200: transferListResponse, ...errors },
        },
        config: can('payments.transactions.view'),
      },
      async (request) => ({
        message: 'Transfers',
        data: await transferPage(deps.db, authOf(request).companyId, request.query),
      }),
    );

    api.get(
      PAYMENTS_PATHS.fees,
      {
        schema: {
          tags,
          security,
          querystring: feeQuoteQuery,
          response: { 200: feeScheduleResponse, ...errors },
        },
        config: can('payments.transfer.create'),
      },
      async (request) => ({
        message: 'Transfer fees',
        data: scheduleView(await feeBandsOf(deps.db, authOf(request).companyId), request.query.amount),
      }),
    );

    api.get(
      PAYMENTS_PATHS.transfer(':id'),
      {
        schema: {
          tags,
          security,
          params: idParams('Transfer'),
          response: { 200: transferResponse, ...errors },
        },
        config: can('payments.transactions.view'),
      },
      async (request) => ({
        message: 'Transfer',
        data: await getTransferView(deps.db, authOf(request).companyId, request.params.id),
      }),
    );

    api.get(
      PAYMENTS_PATHS.transferReceipt(':id'),
      {
        schema: {
          tags,
          security,
          params: idParams('Transfer'),
          description: 'The transfer receipt as a PDF, with the NIP session id once settled.',
        },
        config: can('payments.transactions.export'),
      },
      async (request, reply) => {
        const receipt = await receiptOf(deps.db, authOf(request).companyId, request.params.id);
        return sendDownload(reply, {
          bytes: await transferReceiptPdf(receipt),
          name: `transfer-${receipt.reference}.pdf`,
          type: 'application/pdf',
        });
      },
    );

    api.post(
      PAYMENTS_PATHS.transferReceiptEmail(':id'),
      {
        schema: {
          tags,
          security,
          params: idParams('Transfer'),
          body: transferReceiptEmailRequest,
          description:
            'Emails the PDF receipt of a transfer its bank settled to any address (409 before it settled).',
          response: { 200: transferReceiptEmailResponse, ...errors },
        },
        // Sends mail to an address the caller chooses: limited like the other routes that send mail.
        config: {
          ...can('payments.transactions.view'),
          rateLimit: authRateLimit(deps.config.AUTH_RATE_LIMIT_PER_MINUTE),
        },
      },
      async (request) => ({
        message: PAYMENTS_MESSAGES.receiptEmailed,
        data: await emailTransferReceipt(deps, callerOf(request), request.params.id, request.body.email),
      }),
    );

    // The callback is verified over the exact bytes received, so this route keeps the raw body.
    await app.register(async (scope) => {
      scope.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
        request.rawBody = body as string;
        try {
          done(null, body ? JSON.parse(body as string) : {});
        } catch {
          done(Object.assign(new Error('The body is not valid JSON'), { statusCode: 400 }), undefined);
        }
      });
      scope.withTypeProvider<ZodTypeProvider>().post(
        PAYMENTS_PATHS.bankCallback,
        {
          schema: {
            tags,
            description: `The banking rail's transfer callback, signed with HMAC-SHA256 in ${BANK_SIGNATURE_HEADER}.`,
            response: { 200: success(z.object({ outcome: z.string() })), ...errors },
          },
        },
        async (request) => {
          const header = request.headers[BANK_SIGNATURE_HEADER];
          const outcome = deps.rail.verifyCallback(
            request.rawBody ?? '',
            Array.isArray(header) ? header[0] : header,
          );
          if (!outcome)
            throw new Unauthorized('The callback signature does not hold', ErrorCode.invalidToken);
          const result = await applyTransferOutcome(deps, outcome);
          request.log.info({ reference: outcome.reference, result }, 'bank transfer callback');
          return { message: 'Callback received', data: { outcome: result } };
        },
      );
    });
  };
}
