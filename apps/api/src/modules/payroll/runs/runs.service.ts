// Payroll runs: create a draft (period, pay groups or everyone, schedule), list and read them, run the computation
// (queued as a job; running again recomputes and says who changed) and delete a draft. Every change is audited.
import {
  type createPayrollRunRequest,
  PAYROLL_RUN_MESSAGES,
  type PayrollRunListQuery,
  type payrollRunListQuery,
} from '@paydesk/contracts';
import type { Tx } from '@paydesk/db';
import type { z } from 'zod';
import type { Caller } from '../../../http/route-kit.ts';
import { Conflict, NotFound, ValidationFailed } from '../../../lib/errors.ts';
import { formatMonthLabel } from '../../../lib/lagos-time.ts';
import { type AfterCommit, transact } from '../../../lib/transaction.ts';
import { recordCallerAudit } from '../../../platform/audit/audit-actor.ts';
import * as iq from '../compute/inputs.queries.ts';
import * as lq from '../compute/lines.queries.ts';
import { PAYROLL_JOBS, type PayrollDeps } from '../payroll-deps.ts';
import { remittanceState } from '../remittances/remittance-status.ts';
import { listItemView, progressView, runView } from './run-views.ts';
import * as rq from './runs.queries.ts';

export const pageOf = <T>(docs: T[], totalDocs: number, q: { page: number; limit: number }) => ({
  docs,
  totalDocs,
  page: q.page,
  limit: q.limit,
  totalPages: Math.ceil(totalDocs / q.limit),
});

export async function mustFindRun(tx: Tx | PayrollDeps['db'], companyId: string, id: string, lock = false) {
  const run = await rq.findRun(tx, companyId, id, lock);
  if (!run) throw new NotFound('Payroll');
  return run;
}

export async function createRun(
  deps: Omit<PayrollDeps, 'staffTokens'>,
  caller: Caller,
  body: z.output<typeof createPayrollRunRequest>,
  options: { scheduled?: boolean } = {},
) {
  const { companyId, memberId } = caller.auth;
  return transact(deps.db, async (tx) => {
    const groups = await rq.namesOfGroups(tx, companyId, body.pay_group_ids);
    if (groups.length !== body.pay_group_ids.length)
      throw new ValidationFailed({ pay_group_ids: ['Pay group not found'] });
    if (body.pay_schedule_id && (await rq.findSchedules(tx, companyId, [body.pay_schedule_id])).length === 0)
      throw new ValidationFailed({ pay_schedule_id: ['Pay schedule not found'] });
    // A regular run: one a period for the same employees, whatever its status (a second would pay them, and recover
    // their on-demand pay, twice; an unwanted draft is deleted first). An off-cycle run goes beside it: one open (not
    // completed) at a time for the same period and employees.
    await rq.lockRunCreation(tx, companyId);
    const taken = await rq.overlappingRun(tx, companyId, {
      periodStart: body.periodStart,
      periodEnd: body.periodEnd,
      everyone: body.everyone,
      payGroupIds: body.everyone ? [] : body.pay_group_ids,
      kind: body.kind,
    });
    if (taken)
      throw new Conflict(
        `${body.kind === 'off-cycle' ? PAYROLL_RUN_MESSAGES.offCycleOpen : PAYROLL_RUN_MESSAGES.periodTaken}: ${taken.name} (${taken.status})`,
      );
    const run = await rq.insertRun(tx, {
      companyId,
      name:
        body.name ??
        `${body.kind === 'off-cycle' ? 'Off-cycle payroll' : 'Payroll'} ${formatMonthLabel(body.periodEnd.slice(0, 7))}`,
      kind: body.kind,
      periodStart: body.periodStart,
      periodEnd: body.periodEnd,
      payDate: body.payDate ?? body.periodEnd,
      payScheduleId: body.pay_schedule_id,
      everyone: body.everyone,
      payGroupIds: body.everyone ? [] : body.pay_group_ids,
      scheduled: options.scheduled ?? false,
      createdBy: memberId,
    });
    await recordCallerAudit(tx, caller, {
      action: 'payroll.run.create',
      target: { type: 'payroll-run', id: run.id },
      outcome: 'success',
      metadata: {
        period: `${run.periodStart}..${run.periodEnd}`,
        kind: run.kind,
        everyone: run.everyone,
        payGroups: run.payGroupIds,
      },
    });
    return runView(tx, run);
  });
}

export async function listRuns(
  deps: PayrollDeps,
  companyId: string,
  query: z.output<typeof payrollRunListQuery>,
) {
  const { rows, totalDocs } = await rq.listRuns(deps.db, companyId, {
    page: query.page,
    limit: query.limit,
    statuses: query.status ? [query.status] : undefined,
    search: query.search,
  });
  const items = [];
  for (const run of rows) items.push(listItemView(run, await remittanceState(deps.db, run)));
  return pageOf(items, totalDocs, query);
}
export type { PayrollRunListQuery };

export async function getRun(deps: PayrollDeps, companyId: string, id: string) {
  return runView(deps.db, await mustFindRun(deps.db, companyId, id));
}

export async function getProgress(deps: PayrollDeps, companyId: string, id: string) {
  return progressView(await mustFindRun(deps.db, companyId, id));
}

/** Queues a computation of the run (the first, or again): refused while one is running or outside draft. */
export async function queueCompute(
  tx: Tx,
  deps: Pick<PayrollDeps, 'jobs'>,
  run: rq.RunRow,
  afterCommit: AfterCommit,
) {
  if (run.status !== 'draft') throw new Conflict(PAYROLL_RUN_MESSAGES.notEditable);
  if (run.computeState === 'queued' || run.computeState === 'computing')
    throw new Conflict(PAYROLL_RUN_MESSAGES.computing);
  const total = await iq.countInScope(tx, run.companyId, {
    everyone: run.everyone,
    payGroupIds: run.payGroupIds,
    periodStart: run.periodStart,
    periodEnd: run.periodEnd,
  });
  const generation = run.generation + 1;
  await lq.clearChanges(tx, run.companyId, run.id);
  const queued = await rq.updateRun(tx, run, {
    computeState: 'queued',
    generation,
    computeTotal: total,
    computeProcessed: 0,
    computeCursor: null,
    computeFailure: null,
    computeStartedAt: new Date(),
    computedAt: null,
    changes: null,
  });
  afterCommit(() =>
    deps.jobs.send(PAYROLL_JOBS.compute, { companyId: run.companyId, runId: run.id, generation }),
  );
  return queued;
}

export async function startCompute(deps: PayrollDeps, caller: Caller, id: string) {
  const { companyId } = caller.auth;
  return transact(
    deps.db,
    async (tx, afterCommit) => {
      const run = await mustFindRun(tx, companyId, id, true);
      const queued = await queueCompute(tx, deps, run, afterCommit);
      await recordCallerAudit(tx, caller, {
        action: 'payroll.run.compute',
        target: { type: 'payroll-run', id },
        outcome: 'success',
        metadata: { generation: queued.generation, employees: queued.computeTotal },
      });
      return progressView(queued);
    },
    deps.onEffectError,
  );
}

export async function listChanges(
  deps: PayrollDeps,
  companyId: string,
  id: string,
  query: { page: number; limit: number },
) {
  await mustFindRun(deps.db, companyId, id);
  const { rows, totalDocs } = await lq.changePage(deps.db, companyId, id, query);
  return pageOf(
    rows.map((r) => ({
      employeeId: r.employeeId,
      employeeName: r.employeeName,
      change: r.change as 'added' | 'removed' | 'changed',
      reasons: r.reasons,
      previousNetPayKobo: r.previousNetPay,
      netPayKobo: r.netPay,
    })),
    totalDocs,
    query,
  );
}

export async function deleteRun(deps: PayrollDeps, caller: Caller, id: string) {
  const { companyId } = caller.auth;
  await transact(deps.db, async (tx) => {
    const run = await mustFindRun(tx, companyId, id, true);
    if (run.status !== 'draft') throw new Conflict(PAYROLL_RUN_MESSAGES.deleteOnlyDraft);
    await rq.deleteRun(tx, companyId, id);
    await recordCallerAudit(tx, caller, {
      action: 'payroll.run.delete',
      target: { type: 'payroll-run', id },
      outcome: 'success',
      metadata: { name: run.name, period: `${run.periodStart}..${run.periodEnd}` },
    });
  });
}
