// Business routes of trade finance: the invoice document, requests, the list, one advance, its document and
// repayment (PIN and Idempotency-Key). Thin: schema, permission, service.
import multipart from '@fastify/multipart';
import {
  idParams,
  TRADE_MESSAGES,
  TRADE_PATHS,
  tradeAdvanceRequest,
  tradeAdvanceResponse,
  tradeDocumentResponse,
  tradeExportQuery,
  tradeListQuery,
  tradeListResponse,
  tradeRepayRequest,
  UPLOAD_MAX_BYTES,
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
  readUpload,
  security,
  sendDownload,
  sendFile,
  sendStored,
} from '../../http/route-kit.ts';
import { readIdempotencyKey } from '../../lib/idempotency.ts';
import * as trade from './trade.service.ts';
import type { TradeDeps } from './trade-deps.ts';
import { tradeAdvancesCsv } from './trade-export.ts';
import { repayAdvance } from './trade-repay.service.ts';

export function tradeRoutes(deps: TradeDeps) {
  return async (app: FastifyInstance) => {
    await app.register(multipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1 } });
    const api = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['trade'];
    const params = idParams('Trade advance');

    api.post(
      TRADE_PATHS.documents,
      {
        schema: {
          tags,
          security,
          consumes: ['multipart/form-data'],
          description: 'Uploads an invoice document: PDF, JPEG or PNG (checked by content), at most 5 MB.',
          response: { 201: tradeDocumentResponse, ...errorsWith5xx },
        },
        config: can('trade.request'),
      },
      async (request, reply) => {
        const file = await readUpload(request);
        return reply.status(201).send({
          message: 'Invoice uploaded',
          data: await trade.uploadInvoiceDocument(deps, callerOf(request), file),
        });
      },
    );

    api.post(
      TRADE_PATHS.advances,
      {
        schema: {
          tags,
          security,
          body: tradeAdvanceRequest,
          response: { 201: tradeAdvanceResponse, ...errors },
        },
        config: can('trade.request'),
      },
      async (request, reply) =>
        reply.status(201).send({
          message: TRADE_MESSAGES.requested,
          data: await trade.requestAdvance(deps, callerOf(request), request.body),
        }),
    );

    api.get(
      TRADE_PATHS.advances,
      {
        schema: {
          tags,
          security,
          querystring: tradeListQuery,
          response: { 200: tradeListResponse, ...errors },
        },
        config: can('trade.view'),
      },
      async (request) => ({
        message: 'Trade advances',
        data: await trade.listAdvances(deps.db, authOf(request).companyId, request.query),
      }),
    );

    api.get(
      TRADE_PATHS.export,
      {
        schema: {
          tags,
          security,
          querystring: tradeExportQuery,
          description: 'CSV of every advance matching the list’s filters (status), newest first.',
          response: errors,
        },
        config: can('trade.view'),
      },
      async (request, reply) => {
        const csv = await tradeAdvancesCsv(deps.db, authOf(request).companyId, request.query);
        return sendDownload(reply, {
          bytes: csv,
          name: exportName('trade-advances', request.query, 'csv'),
          type: 'text/csv; charset=utf-8',
        });
      },
    );

    api.get(
      TRADE_PATHS.one(':id'),
      {
        schema: { tags, security, params, response: { 200: tradeAdvanceResponse, ...errors } },
        config: can('trade.view'),
      },
      async (request) => ({
        message: 'Trade advance',
        data: await trade.getAdvance(deps.db, authOf(request).companyId, request.params.id),
      }),
    );

    api.get(
      TRADE_PATHS.document(':id'),
      { schema: { tags, security, params, response: errors }, config: can('trade.view') },
      async (request, reply) =>
        sendFile(reply, await trade.openAdvanceDocument(deps, authOf(request).companyId, request.params.id)),
    );

    api.post(
      TRADE_PATHS.repay(':id'),
      {
        schema: {
          tags,
          security,
          params,
          body: tradeRepayRequest,
          response: { 200: tradeAdvanceResponse, ...errors },
        },
        config: can('trade.repay'),
      },
      async (request, reply) => {
        const key = readIdempotencyKey(request.headers['idempotency-key']);
        return sendStored(
          reply,
          await repayAdvance(deps, callerOf(request), request.params.id, request.body, key),
        );
      },
    );
  };
}
