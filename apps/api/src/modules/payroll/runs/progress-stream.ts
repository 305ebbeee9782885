// Live progress of a run's computation as server-sent events (the platform's polled stream): it ends once the
// computation completes or fails.
import { PAYROLL_PROGRESS_EVENT, type PayrollRunProgress } from '@paydesk/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { authOf } from '../../../http/route-kit.ts';
import { streamPolled } from '../../../platform/notifications/polled-stream.ts';
import type { StreamSlots } from '../../../platform/notifications/stream-slots.ts';
import type { PayrollDeps } from '../payroll-deps.ts';
import { getProgress } from './runs.service.ts';

export const streamComputeProgress = (
  deps: PayrollDeps,
  slots: StreamSlots,
  request: FastifyRequest,
  reply: FastifyReply,
  runId: string,
) =>
  streamPolled<PayrollRunProgress>(slots, request, reply, {
    event: PAYROLL_PROGRESS_EVENT,
    read: () => getProgress(deps, authOf(request).companyId, runId),
    finished: (p) => p.state === 'completed' || p.state === 'failed' || p.state === 'not-started',
    fingerprint: (p) => `${p.generation}:${p.state}:${p.processed}`,
    label: 'payroll progress',
  });
