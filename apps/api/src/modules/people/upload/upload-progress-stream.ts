// Live progress of an upload as server-sent events (the platform's polled stream): it ends once the upload
// completes or fails.
import { type EmployeeUploadStatus, UPLOAD_PROGRESS_EVENT } from '@paydesk/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { authOf } from '../../../http/route-kit.ts';
import { streamPolled } from '../../../platform/notifications/polled-stream.ts';
import type { StreamSlots } from '../../../platform/notifications/stream-slots.ts';
import type { PeopleDeps } from '../employees.service.ts';
import { employeeUploadStatus } from './upload-commit.service.ts';

export const streamUploadProgress = (
  deps: Pick<PeopleDeps, 'db'>,
  slots: StreamSlots,
  request: FastifyRequest,
  reply: FastifyReply,
  uploadId: string,
) =>
  streamPolled<EmployeeUploadStatus>(slots, request, reply, {
    event: UPLOAD_PROGRESS_EVENT,
    read: () => employeeUploadStatus(deps, authOf(request).companyId, uploadId),
    finished: (u) => u.status === 'completed' || u.status === 'failed',
    fingerprint: (u) => `${u.status}:${u.processed}:${u.errorList.length}`,
    label: 'upload progress',
  });
