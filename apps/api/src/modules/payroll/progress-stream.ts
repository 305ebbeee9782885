// Live progress of a run's computation as server-sent events, like the people upload's: the job may run in another
// process, so the stream reads the run every PROGRESS_READ_MS and sends a `progress` event when it changed; it ends
// once the computation completes or fails. Streams are capped per session and per business.
import { PAYROLL_PROGRESS_EVENT, type PayrollRunProgress } from '@paydesk/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { StreamSlots } from '../../platform/notifications/stream-slots.ts';
import type { PayrollDeps } from './payroll-deps.ts';
import { getProgress } from './runs.service.ts';

export const PROGRESS_READ_MS = 500;
const KEEP_ALIVE_MS = 25_000;

const finished = (p: PayrollRunProgress) =>
  p.state === 'completed' || p.state === 'failed' || p.state === 'not-started';
const fingerprint = (p: PayrollRunProgress) => `${p.generation}:${p.state}:${p.processed}`;

export async function streamComputeProgress(
  deps: PayrollDeps,
  slots: StreamSlots,
  request: FastifyRequest,
  reply: FastifyReply,
  runId: string,
) {
  const auth = request.auth!;
  let progress = await getProgress(deps, auth.companyId, runId);
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
  const send = (p: PayrollRunProgress) =>
    raw.write(`event: ${PAYROLL_PROGRESS_EVENT}\ndata: ${JSON.stringify(p)}\n\n`);
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
  send(progress);
  let last = fingerprint(progress);
  const tick = async () => {
    if (closed) return;
    if (finished(progress)) return close();
    try {
      progress = await getProgress(deps, auth.companyId, runId);
    } catch (error) {
      request.log.error({ err: error }, 'payroll progress read failed');
      return close();
    }
    if (closed) return;
    if (fingerprint(progress) !== last) {
      last = fingerprint(progress);
      send(progress);
    }
    timer = setTimeout(() => void tick(), PROGRESS_READ_MS);
  };
  await tick();
}
