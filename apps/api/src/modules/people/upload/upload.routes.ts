// Routes of the bulk upload: the template, the preview and how far its check has got, the commit that queues the
// job, its status and its live progress stream.
import multipart from '@fastify/multipart';
import {
  employeeTemplateQuery,
  employeeUploadCheckProgressResponse,
  employeeUploadPreviewQuery,
  employeeUploadPreviewResponse,
  employeeUploadStatusResponse,
  idParams,
  PEOPLE_UPLOAD_PATHS,
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
  readUpload,
  security,
  sendDownload,
} from '../../../http/route-kit.ts';
import { NotFound } from '../../../lib/errors.ts';
import { createStreamSlots } from '../../../platform/notifications/stream-slots.ts';
import { verifiedBusinessOnly } from '../../../platform/uploads/verified-uploads.ts';
import { listBanks, listPensionProviders } from '../../banks/index.ts';
import type { PeopleDeps } from '../employees.service.ts';
import { checkProgress } from './check-progress.ts';
import { employeeTemplate, TEMPLATE_TYPES } from './employee-template.ts';
import { commitEmployeeUpload, employeeUploadStatus, refusedRowsCsv } from './upload-commit.service.ts';
import { previewEmployeeUpload } from './upload-preview.service.ts';
import { streamUploadProgress } from './upload-progress-stream.ts';

const CHECK_NOT_FOUND = 'Check';

export function uploadRoutes(deps: PeopleDeps) {
  const slots = createStreamSlots(
    { perSession: deps.config.SSE_STREAMS_PER_SESSION, perBusiness: deps.config.SSE_STREAMS_PER_BUSINESS },
    'upload progress streams',
  );
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['people'];
    const verifiedOnly = verifiedBusinessOnly(deps.db);
    await app.register(multipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1 } });

    api.get(
      PEOPLE_UPLOAD_PATHS.template,
      {
        schema: {
          tags,
          security,
          querystring: employeeTemplateQuery,
          description:
            'The bulk upload template (CSV or XLSX): the employee columns in plain words and an example row; the XLSX lists the banks and PFAs on a second sheet.',
        },
        config: can('people.employees.manage'),
      },
      async (request, reply) => {
        const { format } = request.query;
        const [banks, pfas] = await Promise.all([listBanks(deps.db), listPensionProviders(deps.db)]);
        return sendDownload(reply, {
          bytes: await employeeTemplate(format, { banks, pfas }),
          name: `employees-template.${format}`,
          type: TEMPLATE_TYPES[format],
        });
      },
    );

    api.post(
      PEOPLE_UPLOAD_PATHS.preview,
      {
        schema: {
          tags,
          security,
          consumes: ['multipart/form-data'],
          querystring: employeeUploadPreviewQuery,
          response: { 200: employeeUploadPreviewResponse, ...errorsWith5xx },
        },
        config: can('people.employees.manage'),
        preValidation: verifiedOnly,
      },
      async (request) => ({
        message: 'Upload preview',
        data: await previewEmployeeUpload(
          deps,
          authOf(request).companyId,
          await readUpload(request),
          request.query.check,
        ),
      }),
    );

    api.get(
      PEOPLE_UPLOAD_PATHS.previewProgress,
      {
        schema: {
          tags,
          security,
          params: idParams('Check'),
          description:
            'How far the preview sent with `?check={id}` has got: rows checked of the rows in the file. 404 before the file is read, after the preview answers, and on another API process.',
          response: { 200: employeeUploadCheckProgressResponse, ...errors },
        },
        config: can('people.employees.manage'),
      },
      async (request) => {
        const progress = checkProgress.read(authOf(request).companyId, request.params.id);
        if (!progress) throw new NotFound(CHECK_NOT_FOUND);
        return { message: 'Check progress', data: progress };
      },
    );

    api.post(
      PEOPLE_UPLOAD_PATHS.commit,
      {
        schema: {
          tags,
          security,
          consumes: ['multipart/form-data'],
          response: { 202: employeeUploadStatusResponse, ...errorsWith5xx },
        },
        config: can('people.employees.manage'),
        preValidation: verifiedOnly,
      },
      async (request, reply) =>
        reply.status(202).send({
          message: 'Upload queued',
          data: await commitEmployeeUpload(deps, callerOf(request), await readUpload(request)),
        }),
    );

    api.get(
      PEOPLE_UPLOAD_PATHS.refused,
      {
        schema: {
          tags,
          security,
          params: idParams('Upload'),
          description:
            'The rows of the upload that were not added, as CSV: the row, why, and its cells under the template headers.',
          response: errors,
        },
        config: can('people.employees.manage'),
      },
      async (request, reply) =>
        sendDownload(reply, await refusedRowsCsv(deps, authOf(request).companyId, request.params.id)),
    );

    api.get(
      PEOPLE_UPLOAD_PATHS.progressStream,
      {
        schema: {
          tags,
          security,
          params: idParams('Upload'),
          description:
            'Server-sent events: `progress` with the upload status on connect and on every change; the stream ends when the upload completes or fails. A few streams per session and a bounded number per business; more answer 429.',
          response: errors,
        },
        config: { ...can('people.employees.manage'), rateLimit: false },
      },
      (request, reply) => streamUploadProgress(deps, slots, request, reply, request.params.id),
    );

    api.get(
      PEOPLE_UPLOAD_PATHS.status,
      {
        schema: {
          tags,
          security,
          params: idParams('Upload'),
          response: { 200: employeeUploadStatusResponse, ...errors },
        },
        config: can('people.employees.manage'),
      },
      async (request) => ({
        message: 'Upload status',
        data: await employeeUploadStatus(deps, authOf(request).companyId, request.params.id),
      }),
    );
  };
}
