// Routes of business verification: schema, permission, call the service, answer { message, data }.
import multipart from '@fastify/multipart';
import {
  address as addressSchema,
  COMPLIANCE_PATHS,
  complianceDocumentResponse,
  complianceProgressResponse,
  DOCUMENT_KINDS,
  directorRequest,
  directorResponse,
  directorUpdateRequest,
  freelanceBusinessInformation,
  identityCodeRequest,
  identityCodeSentResponse,
  identityConfirmRequest,
  messageOnly,
  registeredBusinessInformation,
  selectBusinessTypeRequest,
  UPLOAD_MAX_BYTES,
} from '@paydesk/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf, callerOf, errorsWith5xx, readUpload, security, sendFile } from '../../http/route-kit.ts';
import * as compliance from './compliance.service.ts';
import * as directors from './compliance-directors.service.ts';
import * as documents from './compliance-documents.service.ts';
import * as identity from './compliance-identity.service.ts';

const idParams = z.object({ id: z.string().uuid('Not found') });

export function complianceRoutes(deps: compliance.ComplianceDeps) {
  return async (app: FastifyInstance) => {
    await app.register(multipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1 } });
    const api = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['compliance'];
    const view = { auth: true, permission: 'compliance.view' } as const;
    const edit = { auth: true, permission: 'compliance.submit' } as const;
    const progress = { 200: complianceProgressResponse, ...errorsWith5xx };

    api.get(
      COMPLIANCE_PATHS.progress,
      { schema: { tags, security, response: progress }, config: view },
      async (request) => ({
        message: 'Verification progress',
        data: await compliance.getProgress(deps.db, authOf(request).companyId),
      }),
    );

    api.post(
      COMPLIANCE_PATHS.businessType,
      { schema: { tags, security, body: selectBusinessTypeRequest, response: progress }, config: edit },
      async (request) => ({
        message: 'Business type saved',
        data: await compliance.selectBusinessType(deps, callerOf(request), request.body.businessType),
      }),
    );

    api.put(
      COMPLIANCE_PATHS.registeredBusinessInformation,
      { schema: { tags, security, body: registeredBusinessInformation, response: progress }, config: edit },
      async (request) => ({
        message: 'Business information saved',
        data: await compliance.saveRegisteredInformation(deps, callerOf(request), request.body),
      }),
    );

    api.put(
      COMPLIANCE_PATHS.freelanceBusinessInformation,
      { schema: { tags, security, body: freelanceBusinessInformation, response: progress }, config: edit },
      async (request) => ({
        message: 'Business information saved',
        data: await compliance.saveFreelanceInformation(deps, callerOf(request), request.body),
      }),
    );

    api.put(
      COMPLIANCE_PATHS.address,
      { schema: { tags, security, body: addressSchema, response: progress }, config: edit },
      async (request) => ({
        message: 'Address saved',
        data: await compliance.saveAddress(deps, callerOf(request), request.body),
      }),
    );

    api.put(
      COMPLIANCE_PATHS.document(':kind'),
      {
        schema: {
          tags,
          security,
          consumes: ['multipart/form-data'],
          description:
            'Uploads or replaces one document: PDF, JPEG or PNG (checked by content), at most 5 MB.',
          params: z.object({ kind: z.enum(DOCUMENT_KINDS, { error: 'Unknown document kind' }) }),
          response: { 200: complianceDocumentResponse, ...errorsWith5xx },
        },
        config: edit,
      },
      async (request) => {
        const file = await readUpload(request);
        return {
          message: 'Document uploaded',
          data: await documents.uploadDocument(deps, callerOf(request), request.params.kind, file),
        };
      },
    );

    api.get(
      COMPLIANCE_PATHS.documentFile(':id'),
      { schema: { tags, security, params: idParams, response: errorsWith5xx }, config: view },
      async (request, reply) =>
        sendFile(reply, await documents.openDocument(deps, authOf(request).companyId, request.params.id)),
    );

    api.post(
      COMPLIANCE_PATHS.directors,
      {
        schema: {
          tags,
          security,
          body: directorRequest,
          response: { 201: directorResponse, ...errorsWith5xx },
        },
        config: edit,
      },
      async (request, reply) =>
        reply.status(201).send({
          message: 'Director added and BVN verified',
          data: await directors.addDirector(deps, callerOf(request), request.body),
        }),
    );

    api.patch(
      COMPLIANCE_PATHS.director(':id'),
      {
        schema: {
          tags,
          security,
          params: idParams,
          body: directorUpdateRequest,
          response: { 200: directorResponse, ...errorsWith5xx },
        },
        config: edit,
      },
      async (request) => ({
        message: 'Director updated',
        data: await directors.updateDirector(deps, callerOf(request), request.params.id, request.body),
      }),
    );

    api.delete(
      COMPLIANCE_PATHS.director(':id'),
      {
        schema: { tags, security, params: idParams, response: { 200: messageOnly, ...errorsWith5xx } },
        config: edit,
      },
      async (request) => {
        await directors.deleteDirector(deps, callerOf(request), request.params.id);
        return { message: 'Director removed', data: null };
      },
    );

    api.post(
      COMPLIANCE_PATHS.identityCode,
      {
        schema: {
          tags,
          security,
          body: identityCodeRequest,
          response: { 200: identityCodeSentResponse, ...errorsWith5xx },
        },
        config: edit,
      },
      async (request) => {
        const sent = await identity.requestIdentityCode(deps, callerOf(request), request.body);
        const via = sent.channel === 'whatsapp' ? 'WhatsApp' : 'SMS';
        return { message: `A code was sent by ${via} to ${sent.phoneMasked}`, data: sent };
      },
    );

    api.post(
      COMPLIANCE_PATHS.identityConfirm,
      { schema: { tags, security, body: identityConfirmRequest, response: progress }, config: edit },
      async (request) => ({
        message: 'Identity verified',
        data: await identity.confirmIdentityCode(deps, callerOf(request), request.body),
      }),
    );

    api.post(
      COMPLIANCE_PATHS.submit,
      { schema: { tags, security, response: progress }, config: edit },
      async (request) => ({
        message: 'Verification submitted',
        data: await compliance.submit(deps, callerOf(request)),
      }),
    );
  };
}
