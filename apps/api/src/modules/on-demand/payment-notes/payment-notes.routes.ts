// Employer routes of payment notes (advanced funding mode): the list, one note with its lines, its PDF, paying it
// from a wallet with the PIN (Idempotency-Key), and the payments made (/payment-history). Thin: schema,
// permission, service.
import {
  idParams,
  NOTE_STATUSES,
  notePaymentResponse,
  ON_DEMAND_PATHS,
  pageQuery,
  paymentHistoryResponse,
  paymentNoteDetailsResponse,
  paymentNoteListQuery,
  paymentNoteListResponse,
  payNoteRequest,
} from '@paydesk/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  authOf,
  callerOf,
  can,
  errors,
  security,
  sendDownload,
  sendStored,
} from '../../../http/route-kit.ts';
import { readIdempotencyKey } from '../../../lib/idempotency.ts';
import { companyName } from '../../wallets/index.ts';
import type { OnDemandDeps } from '../on-demand-deps.ts';
import { paymentNotePdf } from './payment-note-pdf.ts';
import { listPaymentNotes, paymentHistory, paymentNoteDetails, payNote } from './payment-notes.service.ts';

const noteParams = z.object({ invoiceId: idParams('Payment note').shape.id });

export function paymentNoteRoutes(deps: OnDemandDeps) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['on-demand'];
    const P = ON_DEMAND_PATHS;

    api.get(
      P.paymentNotes,
      {
        schema: {
          tags,
          security,
          querystring: paymentNoteListQuery,
          description: `Payment notes, newest period first; status one of ${NOTE_STATUSES.join(', ')}.`,
          response: { 200: paymentNoteListResponse, ...errors },
        },
        config: can('payments.invoices.view'),
      },
      async (request) => ({
        message: 'Payment notes',
        data: await listPaymentNotes(deps.db, authOf(request).companyId, request.query),
      }),
    );
    api.get(
      P.paymentNote,
      {
        schema: {
          tags,
          security,
          params: noteParams,
          response: { 200: paymentNoteDetailsResponse, ...errors },
        },
        config: can('payments.invoices.view'),
      },
      async (request) => ({
        message: 'Payment note',
        data: await paymentNoteDetails(deps.db, authOf(request).companyId, request.params.invoiceId),
      }),
    );
    api.get(
      P.paymentNotePdf,
      { schema: { tags, security, params: noteParams }, config: can('payments.invoices.view') },
      async (request, reply) => {
        const { companyId } = authOf(request);
        const note = await paymentNoteDetails(deps.db, companyId, request.params.invoiceId);
        const pdf = await paymentNotePdf(note, await companyName(deps.db, companyId));
        return sendDownload(reply, {
          bytes: pdf,
          name: `${note.invoiceNumber}.pdf`,
          type: 'application/pdf',
        });
      },
    );
    api.post(
      P.paymentNotePay,
      {
        schema: {
          tags,
          security,
          params: noteParams,
          body: payNoteRequest,
          description:
            'Pays the note once, in full, from a wallet, with the PIN and an Idempotency-Key header.',
          response: { 200: notePaymentResponse, ...errors },
        },
        config: can('payments.transfer.create'),
      },
      async (request, reply) => {
        const key = readIdempotencyKey(request.headers['idempotency-key']);
        return sendStored(
          reply,
          await payNote(deps, callerOf(request), request.params.invoiceId, request.body, key),
        );
      },
    );
    api.get(
      P.paymentHistory,
      {
        schema: {
          tags,
          security,
          querystring: pageQuery,
          response: { 200: paymentHistoryResponse, ...errors },
        },
        config: can('payments.invoices.view'),
      },
      async (request) => ({
        message: 'Payment history',
        data: await paymentHistory(deps.db, authOf(request).companyId, request.query),
      }),
    );
  };
}
