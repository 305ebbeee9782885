// Routes of the authorities' receipts and each employee's remittance history (issue 28, proof per employee): the
// employer records a paid remittance's receipt (multipart, registered for these routes only) and downloads it, and
// reads an employee's deductions traced to their remittances; the employee reads their own in the staff app.
import multipart from '@fastify/multipart';
import {
  employeeRemittancesParams,
  PAYROLL_RUN_MESSAGES,
  PAYROLL_RUN_PATHS,
  remittanceHistoryResponse,
  remittanceParams,
  remittanceReceiptFields,
  remittanceResponse,
  staffAuthorityReceiptParams,
  UPLOAD_MAX_BYTES,
} from '@paydesk/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authOf, callerOf, can, errorsWith5xx, security, sendFile } from '../../../http/route-kit.ts';
import { BadRequest, ValidationFailed } from '../../../lib/errors.ts';
import { tooLarge } from '../../../platform/files/files-store.ts';
import { staffAuthHook, staffOf } from '../../staff/index.ts';
import type { PayrollDeps } from '../payroll-deps.ts';
import {
  employeeRemittanceHistory,
  myRemittanceHistory,
  openMyAuthorityReceipt,
  openRemittanceReceipt,
  type ReceiptForm,
  recordRemittanceReceipt,
} from './remittance-receipts.service.ts';

/** The form: an optional `receiptNumber` field and an optional `file` part (at most one). */
async function readReceiptForm(request: FastifyRequest): Promise<ReceiptForm> {
  const fields: Record<string, string> = {};
  let file: ReceiptForm['file'];
  try {
    for await (const part of request.parts({
      limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 3, parts: 4 },
    })) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (bytes.length || part.filename)
          file = { bytes, fileName: part.filename ?? '', claimedType: part.mimetype ?? '' };
      } else if (typeof part.value === 'string') fields[part.fieldname] = part.value;
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE')
      throw new BadRequest('Send the receipt as multipart/form-data.');
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
      throw new BadRequest('Send one receipt file at a time.');
    throw error;
  }
  const parsed = remittanceReceiptFields.safeParse({ receiptNumber: fields.receiptNumber });
  if (!parsed.success)
    throw new ValidationFailed({ receiptNumber: parsed.error.issues.map((i) => i.message) });
  if (!parsed.data.receiptNumber && !file) throw new BadRequest(PAYROLL_RUN_MESSAGES.receiptEmpty);
  return { receiptNumber: parsed.data.receiptNumber, file };
}

export function remittanceReceiptRoutes(deps: PayrollDeps) {
  return async (app: FastifyInstance) => {
    await app.register(multipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1 } });
    const api = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['payroll'];

    api.post(
      PAYROLL_RUN_PATHS.remittanceReceipt,
      {
        schema: {
          tags,
          security,
          params: remittanceParams,
          consumes: ['multipart/form-data'],
          description:
            "The authority's receipt of a paid remittance: `receiptNumber` and/or `file` (PDF, JPEG or PNG, checked " +
            'by content, at most 5 MB); replaces the one before (a file not sent keeps the one recorded). 409 before ' +
            'the remittance is paid.',
          response: { 200: remittanceResponse, ...errorsWith5xx },
        },
        config: can('payroll.pay'),
      },
      async (request) => {
        const form = await readReceiptForm(request);
        const { id, remittanceId } = request.params;
        return {
          message: PAYROLL_RUN_MESSAGES.receiptRecorded,
          data: await recordRemittanceReceipt(deps, callerOf(request), id, remittanceId, form),
        };
      },
    );

    api.get(
      PAYROLL_RUN_PATHS.remittanceReceiptFile,
      {
        schema: { tags, security, params: remittanceParams, response: errorsWith5xx },
        config: can('payroll.view'),
      },
      async (request, reply) =>
        sendFile(
          reply,
          await openRemittanceReceipt(
            deps,
            authOf(request).companyId,
            request.params.id,
            request.params.remittanceId,
          ),
        ),
    );

    api.get(
      PAYROLL_RUN_PATHS.employeeRemittances,
      {
        schema: {
          tags,
          security,
          params: employeeRemittancesParams,
          description:
            "The employee's deductions month by month, each traced to the remittance that carried it (its payment's " +
            "reference, NIP session id and ledger entry) and the authority's receipt; gaps listed.",
          response: { 200: remittanceHistoryResponse, ...errorsWith5xx },
        },
        config: can('payroll.view'),
      },
      async (request) => ({
        message: 'Remittance history',
        data: await employeeRemittanceHistory(deps, authOf(request).companyId, request.params.employeeId),
      }),
    );

    const onRequest = staffAuthHook({ db: deps.db, staffTokens: deps.staffTokens });
    api.get(
      PAYROLL_RUN_PATHS.staffRemittanceHistory,
      {
        schema: { tags: ['staff'], security, response: { 200: remittanceHistoryResponse, ...errorsWith5xx } },
        onRequest,
      },
      async (request) => ({
        message: 'Remittance history',
        data: await myRemittanceHistory(deps, staffOf(request)),
      }),
    );

    api.get(
      PAYROLL_RUN_PATHS.staffAuthorityReceiptFile,
      { schema: { tags: ['staff'], security, params: staffAuthorityReceiptParams }, onRequest },
      async (request, reply) =>
        sendFile(reply, await openMyAuthorityReceipt(deps, staffOf(request), request.params.remittanceId)),
    );
  };
}
