// Scheduled payroll (beyond the spec): a pay schedule can create its draft N days before pay day, run it and submit
// it for approval, as the member who set it up. It never pays: paying needs the approval and a person with the PIN.
import type { AutoRun, autoRunRequest } from '@paydesk/contracts';
import type { Executor } from '@paydesk/db';
import type { z } from 'zod';
import type { Caller } from '../../../http/route-kit.ts';
import { Conflict, NotFound, ValidationFailed } from '../../../lib/errors.ts';
import { addDays, lagosDay } from '../../../lib/lagos-time.ts';
import { transact } from '../../../lib/transaction.ts';
import { recordCallerAudit } from '../../../platform/audit/audit-actor.ts';
import { nextPayDates } from '../../payroll-setup/index.ts';
import { findMember } from '../../team/index.ts';
import { runCompute } from '../compute/compute-job.ts';
import type { PayrollDeps } from '../payroll-deps.ts';
import { submitRun } from '../review/status.service.ts';
import * as hq from '../runs/history.queries.ts';
import * as rq from '../runs/runs.queries.ts';
import { createRun, queueCompute } from '../runs/runs.service.ts';
import * as aq from './auto-runs.queries.ts';

type ScheduleRow = Awaited<ReturnType<typeof aq.schedulesWithAutoRuns>>[number]['schedule'];

/** The period a pay date pays: the calendar month (or the cut-off month), or the week(s) ending on it. */
export function periodFor(schedule: ScheduleRow, payDate: string): { start: string; end: string } {
  if (schedule.frequency === 'weekly') return { start: addDays(payDate, -6), end: payDate };
  if (schedule.frequency === 'bi-weekly') return { start: addDays(payDate, -13), end: payDate };
  const [y, m] = payDate.split('-').map(Number) as [number, number];
  const month = (year: number, mon: number, day: number) =>
    `${year}-${String(mon).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  if (schedule.cutOffDay) {
    const prev = m === 1 ? [y - 1, 12] : [y, m - 1];
    return { start: month(prev[0]!, prev[1]!, schedule.cutOffDay + 1), end: month(y, m, schedule.cutOffDay) };
  }
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { start: month(y, m, 1), end: month(y, m, last) };
}

async function nextPayDate(db: Executor, schedule: ScheduleRow, today: string) {
  const holidays = new Set(await hq.holidaysFrom(db, today));
  return nextPayDates(schedule, today, holidays, 1)[0] ?? null;
}

async function view(db: Executor, row: Awaited<ReturnType<typeof aq.schedulesWithAutoRuns>>[number]) {
  const a = row.autoRun;
  const next = await nextPayDate(db, row.schedule, lagosDay());
  const groups = a ? await rq.namesOfGroups(db, row.schedule.companyId, a.payGroupIds) : [];
  const result: AutoRun = {
    paySchedule: { _id: row.schedule.id, name: row.schedule.name },
    enabled: a?.enabled ?? false,
    daysBefore: a?.daysBefore ?? 3,
    everyone: a?.everyone ?? false,
    payGroups: groups,
    nextPayDate: next,
    nextRunOn: a?.enabled && next ? addDays(next, -a.daysBefore) : null,
    lastRun: a?.lastRunId && a.lastPeriodEnd ? { _id: a.lastRunId, periodEnd: a.lastPeriodEnd } : null,
  };
  return result;
}

export async function listAutoRuns(deps: Pick<PayrollDeps, 'db'>, companyId: string) {
  const rows = await aq.schedulesWithAutoRuns(deps.db, companyId);
  return Promise.all(rows.map((r) => view(deps.db, r)));
}

export async function saveAutoRun(
  deps: PayrollDeps,
  caller: Caller,
  payScheduleId: string,
  body: z.output<typeof autoRunRequest>,
) {
  const { companyId, memberId } = caller.auth;
  return transact(deps.db, async (tx) => {
    const [schedule] = await rq.findSchedules(tx, companyId, [payScheduleId]);
    if (!schedule) throw new NotFound('Pay schedule');
    if (!body.everyone && body.pay_group_ids.length === 0)
      throw new ValidationFailed({ pay_group_ids: ['Choose pay groups or everyone'] });
    const groups = await rq.namesOfGroups(tx, companyId, body.pay_group_ids);
    if (groups.length !== body.pay_group_ids.length)
      throw new ValidationFailed({ pay_group_ids: ['Pay group not found'] });
    await aq.upsertAutoRun(tx, {
      companyId,
      payScheduleId,
      enabled: body.enabled,
      daysBefore: body.daysBefore,
      everyone: body.everyone,
      payGroupIds: body.everyone ? [] : body.pay_group_ids,
      createdBy: memberId,
    });
    await recordCallerAudit(tx, caller, {
      action: 'payroll.auto-run.save',
      target: { type: 'pay-schedule', id: payScheduleId },
      outcome: 'success',
      metadata: { enabled: body.enabled, daysBefore: body.daysBefore, everyone: body.everyone },
    });
    const rows = await aq.schedulesWithAutoRuns(tx, companyId);
    return view(tx, rows.find((r) => r.schedule.id === payScheduleId)!);
  });
}

/** The daily job: each enabled scheduled payroll whose run day has come makes, runs and submits its draft once. */
export async function runDueAutoRuns(deps: Omit<PayrollDeps, 'staffTokens'>, today = lagosDay()) {
  const made: string[] = [];
  for (const { autoRun, schedule } of await aq.enabledAutoRuns(deps.db)) {
    const payDate = await nextPayDate(deps.db, schedule, today);
    if (!payDate || addDays(payDate, -autoRun.daysBefore) > today) continue;
    const period = periodFor(schedule, payDate);
    if (!(await deps.db.transaction((tx) => aq.claimPeriod(tx, autoRun, period.end)))) continue;
    const member = autoRun.createdBy
      ? (await findMember(deps.db, autoRun.companyId, autoRun.createdBy))?.member
      : null;
    if (!member) continue;
    const caller: Caller = {
      auth: {
        userId: member.userId,
        sessionId: '00000000-0000-0000-0000-000000000000',
        companyId: autoRun.companyId,
        memberId: member.id,
        role: member.role,
        customPermissions: [],
        supportOperatorId: null,
      },
      ip: null,
      userAgent: 'scheduled payroll',
    };
    // A payroll someone already made for the period is left to them.
    const run = await createRun(
      deps,
      caller,
      {
        name: null,
        periodStart: period.start,
        periodEnd: period.end,
        kind: 'regular',
        payDate,
        pay_schedule_id: schedule.id,
        everyone: autoRun.everyone,
        pay_group_ids: autoRun.payGroupIds,
      },
      { scheduled: true },
    ).catch((error: unknown) => {
      if (error instanceof Conflict) return null;
      throw error;
    });
    if (!run) continue;
    await deps.db.transaction((tx) => aq.setLastRun(tx, autoRun, run._id));
    const queued = await transact(deps.db, async (tx, afterCommit) => {
      const row = (await rq.findRun(tx, autoRun.companyId, run._id, true))!;
      // Computed here, in the job, rather than queued for another worker.
      return queueCompute(tx, { jobs: { send: async () => {} } }, row, afterCommit);
    });
    await runCompute(deps, { companyId: autoRun.companyId, runId: run._id, generation: queued.generation });
    // Submitted for approval when nothing blocks it; a draft with blocking issues waits for a person.
    await submitRun(deps, caller, run._id, 'Created and submitted by the scheduled payroll').catch(
      () => undefined,
    );
    made.push(run._id);
  }
  return made;
}
