// Pay schedules (with their next pay dates), what the payroll configuration services share (deps, paging, the audited
// transaction) and deletes. Benefits and allowances are in benefits.service.ts, remittance parties in
// remittance-parties.service.ts, pay structures and pay groups in their own services. Every change is audited in its
// transaction.
import type { AuditAction, PaySchedule, payScheduleRequest } from '@paydesk/contracts';
import type { Database, Executor } from '@paydesk/db';
import type { z } from 'zod';
import type { Caller } from '../../http/route-kit.ts';
import { NotFound, ValidationFailed } from '../../lib/errors.ts';
import { addDays, lagosDay } from '../../lib/lagos-time.ts';
import { transact } from '../../lib/transaction.ts';
import { recordCallerAudit } from '../../platform/audit/audit-actor.ts';
import type { BankingProvider } from '../../providers/banking/index.ts';
import * as gq from './groups.queries.ts';
import * as hq from './holidays.queries.ts';
import { nextPayDates } from './pay-dates.ts';
import * as q from './setup.queries.ts';

export interface PayrollSetupDeps {
  db: Database;
  banking: BankingProvider;
  onEffectError?: (error: unknown) => void;
  /** Today in Lagos (tests pin it); default the clock. */
  today?: () => string;
}

export const NAME_TAKEN = 'This name is already used';

export const paged = <T>(docs: T[], total: number, query: { page: number; limit: number }) => ({
  docs,
  totalDocs: total,
  page: query.page,
  limit: query.limit,
  totalPages: Math.ceil(total / query.limit),
});

export const stamps = (r: { createdAt: Date; updatedAt: Date }) => ({
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

export async function audited(
  deps: PayrollSetupDeps,
  caller: Caller,
  action: AuditAction,
  target: { type: string; id?: string },
  work: (tx: Executor) => Promise<{ id: string; metadata: Record<string, unknown> }>,
): Promise<{ id: string }> {
  return transact(
    deps.db,
    async (tx) => {
      const result = await work(tx);
      await recordCallerAudit(tx, caller, {
        action,
        target: { type: target.type, id: target.id ?? result.id },
        outcome: 'success',
        metadata: result.metadata,
      });
      return result;
    },
    deps.onEffectError,
  );
}

// --- pay schedules ---------------------------------------------------------------------------------------------

type ScheduleInput = z.output<typeof payScheduleRequest>;

async function toSchedules(
  deps: PayrollSetupDeps,
  companyId: string,
  rows: q.ScheduleRow[],
): Promise<PaySchedule[]> {
  const today = deps.today?.() ?? lagosDay();
  // The business's holidays over the next two years cover every date shown (six pay dates at most).
  const holidays = await hq.holidaysBetween(deps.db, companyId, addDays(today, -7), addDays(today, 800));
  return rows.map((r) => ({
    _id: r.id,
    name: r.name,
    frequency: r.frequency as PaySchedule['frequency'],
    payDayRule: r.payDayRule as PaySchedule['payDayRule'],
    payDay: r.payDay,
    cutOffDay: r.cutOffDay,
    firstPeriodStart: r.firstPeriodStart,
    nextPayDates: nextPayDates(r, today, holidays),
    ...stamps(r),
  }));
}

export async function listSchedules(deps: PayrollSetupDeps, companyId: string, query: q.ListParams) {
  const { rows, total } = await q.listSchedules(deps.db, companyId, query);
  return paged(await toSchedules(deps, companyId, rows), total, query);
}

export async function getSchedule(deps: PayrollSetupDeps, companyId: string, id: string) {
  const row = await q.findSchedule(deps.db, companyId, id);
  if (!row) throw new NotFound('Pay schedule');
  return (await toSchedules(deps, companyId, [row]))[0]!;
}

export async function saveSchedule(
  deps: PayrollSetupDeps,
  caller: Caller,
  input: ScheduleInput,
  id?: string,
) {
  const companyId = caller.auth.companyId;
  if (id) await getSchedule(deps, companyId, id);
  if (await q.nameTaken(deps.db, 'pay-schedule', companyId, input.name, id))
    throw new ValidationFailed({ name: [NAME_TAKEN] });
  const values = {
    name: input.name,
    frequency: input.frequency,
    payDayRule: input.payDayRule,
    payDay: input.payDayRule === 'fixed_day' ? input.payDay : null,
    cutOffDay: input.cutOffDay,
    firstPeriodStart: input.firstPeriodStart,
  };
  const saved = await audited(
    deps,
    caller,
    id ? 'payroll.pay-schedule.update' : 'payroll.pay-schedule.create',
    { type: 'pay-schedule', ...(id ? { id } : {}) },
    async (tx) => {
      if (id) {
        await q.updateSchedule(tx, companyId, id, values);
        return { id, metadata: { name: values.name } };
      }
      const row = await q.insertSchedule(tx, { companyId, ...values });
      return { id: row.id, metadata: { name: values.name, frequency: values.frequency } };
    },
  );
  return getSchedule(deps, companyId, saved.id);
}

// --- deletes -----------------------------------------------------------------------------------------------------

export type Deletable = 'pay-schedule' | 'benefit-in-kind' | 'allowance-and-bonus' | 'remittance-party';

/** Deletes one record of the business; 404 when it is not there. A deleted schedule leaves its pay groups first. */
export async function deleteOne(
  deps: PayrollSetupDeps,
  caller: Caller,
  what: Deletable,
  id: string,
  tx?: Executor,
): Promise<void> {
  const companyId = caller.auth.companyId;
  const run = async (t: Executor) => {
    if (what === 'pay-schedule') await gq.detachSchedule(t, companyId, id);
    if (!(await q.deleteRow(t, what, companyId, id))) throw new NotFound(NOT_FOUND[what]);
    await recordCallerAudit(t, caller, {
      action: `payroll.${what}.delete`,
      target: { type: what, id },
      outcome: 'success',
      metadata: {},
    });
  };
  if (tx) await run(tx);
  else await transact(deps.db, run, deps.onEffectError);
}

export const NOT_FOUND: Record<q.SetupKind, string> = {
  'pay-schedule': 'Pay schedule',
  'benefit-in-kind': 'Benefit',
  'allowance-and-bonus': 'Allowance',
  'remittance-party': 'Remittance party',
  'pay-structure': 'Pay structure',
  'pay-group': 'Pay group',
};
