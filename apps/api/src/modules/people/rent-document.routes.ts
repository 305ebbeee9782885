// The document of an employee's annual rent: upload (multipart, registered for these routes only) and read back.
import multipart from '@fastify/multipart';
import { employeeResponse, idParams, PEOPLE_PATHS, UPLOAD_MAX_BYTES } from '@paydesk/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  authOf,
  callerOf,
  can,
  errorsWith5xx,
  readUpload,
  security,
  sendFile,
} from '../../http/route-kit.ts';
import type { PeopleDeps } from './employees.service.ts';
import { openRentDocument, uploadRentDocument } from './rent-document.service.ts';

export function rentDocumentRoutes(deps: PeopleDeps) {
  return async (app: FastifyInstance) => {
    await app.register(multipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1 } });
    const api = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['people'];
    const params = idParams('Employee');

    api.post(
      PEOPLE_PATHS.employeeRentDocument,
      {
        schema: {
          tags,
          security,
          params,
          consumes: ['multipart/form-data'],
          description:
            'The document of the annual rent (tenancy agreement or receipt): PDF, JPEG or PNG (checked by content), at most 5 MB; replaces the previous one.',
          response: { 200: employeeResponse, ...errorsWith5xx },
        },
        config: can('people.employees.manage'),
      },
      async (request) => {
        const file = await readUpload(request);
        return {
          message: 'Rent document uploaded',
          data: await uploadRentDocument(deps, callerOf(request), request.params.id, file),
        };
      },
    );

    api.get(
      PEOPLE_PATHS.employeeRentDocument,
      {
        schema: { tags, security, params, response: errorsWith5xx },
        config: can('people.employees.view'),
      },
      async (request, reply) =>
        sendFile(reply, await openRentDocument(deps, authOf(request).companyId, request.params.id)),
    );
  };
}
