// Live progress of an upload as server-sent events. The job may run in another process (a worker), so the stream
// reads the upload's row every PROGRESS_READ_MS and sends a `progress` event when it changed; it ends itself once
// the upload completes or fails. Streams are capped per session and per business like the notification stream.
import { type EmployeeUploadStatus, UPLOAD_PROGRESS_EVENT } from '@paydesk/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { StreamSlots } from '../../../platform/notifications/stream-slots.ts';
import type { PeopleDeps } from '../employees.service.ts';
import { employeeUploadStatus } from './upload-commit.service.ts';

export const PROGRESS_READ_MS = 500;
const KEEP_ALIVE_MS = 25_000;

const finished = (upload: EmployeeUploadStatus) =>
  upload.status === 'completed' || upload.status === 'failed';
const fingerprint = (u: EmployeeUploadStatus) => `${u.status}:${u.processed}:${u.errorList.length}`;

export async function streamUploadProgress(
  deps: Pick<PeopleDeps, 'db'>,
  slots: StreamSlots,
  request: FastifyRequest,
  reply: FastifyReply,
  uploadId: string,
) {
  const auth = request.auth!;
  // An unknown upload answers 404 and a full cap 429, both before the response is taken over.
  let upload = await employeeUploadStatus(deps, auth.companyId, uploadId);
  const release = slots.take({ sessionId: auth.sessionId, companyId: auth.companyId });
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
    'x-request-id': request.id,
  });
  raw.write('retry: 2000\n\n');
  const send = (u: EmployeeUploadStatus) =>
    raw.write(`event: ${UPLOAD_PROGRESS_EVENT}\ndata: ${JSON.stringify(u)}\n\n`);
  let closed = false;
  let timer: NodeJS.Timeout | undefined;
  const keepAlive = setInterval(() => raw.write(': keep-alive\n\n'), KEEP_ALIVE_MS);
  const close = () => {
    if (closed) return;
    closed = true;
    clearTimeout(timer);
    clearInterval(keepAlive);
    release();
    raw.end();
  };
  request.raw.on('close', close);
  send(upload);
  let last = fingerprint(upload);
  const tick = async () => {
    if (closed) return;
    if (finished(upload)) return close();
    try {
      upload = await employeeUploadStatus(deps, auth.companyId, uploadId);
    } catch (error) {
      request.log.error({ err: error }, 'upload progress read failed');
      return close();
    }
    if (closed) return;
    if (fingerprint(upload) !== last) {
      last = fingerprint(upload);
      send(upload);
    }
    timer = setTimeout(() => void tick(), PROGRESS_READ_MS);
  };
  await tick();
}
