// Routes of beneficiaries (spec §7 paths): list with filters (and its CSV download), create after name enquiry,
// delete with a body, the bulk upload confirmed by an emailed code, and the GET name-enquiry search.
import {
  approvalPendingResponse,
  beneficiaryListQuery,
  beneficiaryListResponse,
  beneficiaryResponse,
  beneficiaryUploadCodeResponse,
  beneficiaryUploadRequest,
  beneficiaryUploadResponse,
  createBeneficiaryRequest,
  deleteBeneficiaryRequest,
  messageOnly,
  nameEnquirySearchQuery,
  nameEnquirySearchResponse,
  PAYMENTS_MESSAGES,
  PAYMENTS_PATHS,
} from '@paydesk/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  authOf,
  callerOf,
  can,
  errors,
  errorsWith5xx,
  exportName,
  security,
  sendDownload,
} from '../../../http/route-kit.ts';
import { requestFingerprint } from '../../../lib/idempotency.ts';
import { verifiedBusinessOnly } from '../../../platform/uploads/verified-uploads.ts';
import { nameEnquiryRoute, requireVerifiedBusiness } from '../../banks/index.ts';
import type { PaymentsDeps } from '../payments-deps.ts';
import { resolveAccount } from '../transfers/destination.ts';
import {
  beneficiariesCsv,
  createBeneficiary,
  findBeneficiaries,
  removeBeneficiary,
} from './beneficiaries.service.ts';
import { sendUploadCode, uploadBeneficiaries } from './beneficiaries-upload.service.ts';

export function beneficiaryRoutes(deps: PaymentsDeps) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['payments'];

    api.get(
      PAYMENTS_PATHS.beneficiaries,
      {
        schema: {
          tags,
          security,
          querystring: beneficiaryListQuery,
          // One path answers two shapes (spec §7: the list "also used for download"): JSON (beneficiaryListResponse)
          // or, with download=true, CSV; so the 200 is documented here rather than serialised by schema.
          description:
            'Beneficiaries with filters (beneficiaryListResponse); download=true answers every match as CSV.',
          response: { ...errors },
        },
        config: can('payments.beneficiaries.view'),
      },
      async (request, reply) => {
        const companyId = authOf(request).companyId;
        if (request.query.download === 'true') {
          return sendDownload(reply, {
            bytes: await beneficiariesCsv(deps.db, companyId, request.query),
            name: exportName('beneficiaries', request.query, 'csv'),
            type: 'text/csv; charset=utf-8',
          });
        }
        const list = beneficiaryListResponse.parse({
          message: 'Beneficiaries',
          data: await findBeneficiaries(deps.db, companyId, request.query),
        });
        return reply.send(list as never);
      },
    );

    api.post(
      PAYMENTS_PATHS.beneficiary,
      {
        schema: {
          tags,
          security,
          description:
            "Adds a beneficiary after name enquiry. Gateable ('beneficiary.add'): 202 with the approval request when a workflow covers it.",
          body: createBeneficiaryRequest,
          response: { 201: beneficiaryResponse, 202: approvalPendingResponse, ...errorsWith5xx },
        },
        config: can('payments.beneficiaries.manage'),
      },
      async (request, reply) => {
        const caller = callerOf(request);
        const header = request.headers['idempotency-key'];
        // The gate keys a request by the client's key; without one, by what is asked.
        const key =
          (Array.isArray(header) ? header[0] : header) ??
          requestFingerprint('POST', `${caller.auth.memberId}${PAYMENTS_PATHS.beneficiary}`, request.body);
        const result = await createBeneficiary(deps, caller, request.body, key);
        if (result.status === 202)
          return reply.status(202).send({ message: PAYMENTS_MESSAGES.approvalPending, data: result.pending });
        return reply
          .status(201)
          .send({ message: PAYMENTS_MESSAGES.beneficiaryCreated, data: result.beneficiary });
      },
    );

    api.delete(
      PAYMENTS_PATHS.beneficiary,
      {
        schema: {
          tags,
          security,
          body: deleteBeneficiaryRequest,
          response: { 200: messageOnly, ...errors },
        },
        config: can('payments.beneficiaries.manage'),
      },
      async (request) => removeBeneficiary(deps, callerOf(request), request.body.beneficiaryId),
    );

    api.post(
      PAYMENTS_PATHS.beneficiariesUploadCode,
      {
        schema: { tags, security, response: { 200: beneficiaryUploadCodeResponse, ...errors } },
        config: can('payments.beneficiaries.manage'),
      },
      async (request) => ({
        message: 'A code was sent to your email',
        data: await sendUploadCode(deps, callerOf(request)),
      }),
    );

    api.post(
      PAYMENTS_PATHS.beneficiariesUploadBulk,
      {
        schema: {
          tags,
          security,
          description: `A CSV of bankCode, accountNumber, nickname confirmed by the emailed code; a wrong code answers '${PAYMENTS_MESSAGES.otpMismatch}'.`,
          body: beneficiaryUploadRequest,
          response: { 200: beneficiaryUploadResponse, ...errorsWith5xx },
        },
        config: can('payments.beneficiaries.manage'),
        preValidation: verifiedBusinessOnly(deps.db),
      },
      async (request) => ({
        message: PAYMENTS_MESSAGES.beneficiariesUploaded,
        data: await uploadBeneficiaries(deps, callerOf(request), request.body),
      }),
    );

    api.get(
      PAYMENTS_PATHS.nameEnquirySearch,
      {
        schema: {
          tags,
          security,
          description:
            'The name the bank holds for an account (q is its number). For members who add or pay beneficiaries, employees or remittance parties in a verified business; one budget per business with POST /accounts/name-enquiries.',
          querystring: nameEnquirySearchQuery,
          response: { 200: nameEnquirySearchResponse, ...errorsWith5xx },
        },
        config: nameEnquiryRoute(deps.config),
      },
      async (request) => {
        await requireVerifiedBusiness(deps.db, authOf(request).companyId);
        const account = await resolveAccount(deps, {
          bankCode: request.query.bankCode,
          accountNumber: request.query.q,
        });
        return {
          message: 'Account validated',
          data: {
            bankCode: account.bankCode,
            bankName: account.bankName ?? '',
            accountNumber: account.accountNumber,
            accountName: account.accountName,
          },
        };
      },
    );
  };
}
