// Changing a recurring transfer: edit (PIN; amount, narration and timing, checked as a whole once merged), pause,
// resume (the next run is the first date from today: days missed while paused are not paid late) and cancel (for
// good; its history stays). Each locks the row and writes an audit event in the same transaction.
import {
  type AuditAction,
  RECURRING_MESSAGES,
  type RecurringTransfer,
  timingIssues,
  type updateRecurringTransferRequest,
} from '@paydesk/contracts';
import type { Tx } from '@paydesk/db';
import type { z } from 'zod';
import type { Caller } from '../../../http/route-kit.ts';
import { Conflict, NotFound, ValidationFailed } from '../../../lib/errors.ts';
import { addDays, lagosDay } from '../../../lib/lagos-time.ts';
import { transact } from '../../../lib/transaction.ts';
import { recordCallerAudit } from '../../../platform/audit/audit-actor.ts';
import { verifyTransactionPin } from '../../wallets/index.ts';
import type { PaymentsDeps } from '../payments-deps.ts';
import { findRecurring, type RecurringRow, updateRecurring } from './recurring.queries.ts';
import { recurringView } from './recurring.service.ts';
import { nextRunOnOrAfter } from './recurring-schedule.ts';

type UpdateBody = z.output<typeof updateRecurringTransferRequest>;
type Answer = { message: string; data: RecurringTransfer };

const runsSoFar = (row: RecurringRow) => row.runsMade + row.runsFailed;

/** The next run from today (or after the last run), or the schedule is completed. */
function scheduleFrom(
  row: RecurringRow,
): Pick<RecurringRow, 'status' | 'nextRunDate' | 'retryAttempts' | 'retryAt'> {
  const today = lagosDay();
  const from = row.lastRunDate && row.lastRunDate >= today ? addDays(row.lastRunDate, 1) : today;
  const next = nextRunOnOrAfter(row, from, runsSoFar(row));
  // A changed or resumed schedule starts its next run afresh: no retry left over.
  const fresh = { retryAttempts: 0, retryAt: null };
  return next
    ? { status: 'active', nextRunDate: next, ...fresh }
    : { status: 'completed', nextRunDate: null, ...fresh };
}

async function change(
  deps: Pick<PaymentsDeps, 'db' | 'onEffectError'>,
  caller: Caller,
  id: string,
  action: AuditAction,
  work: (tx: Tx, row: RecurringRow) => Promise<Partial<RecurringRow>>,
): Promise<RecurringRow> {
  const { companyId } = caller.auth;
  return transact(
    deps.db,
    async (tx) => {
      const row = await findRecurring(tx, companyId, id, true);
      if (!row) throw new NotFound('Recurring transfer');
      const updated = await updateRecurring(tx, row, await work(tx, row));
      await recordCallerAudit(tx, caller, {
        action,
        target: { type: 'recurring-transfer', id: row.id },
        outcome: 'success',
        metadata: { status: updated.status, amount: updated.amount, frequency: updated.frequency },
      });
      return updated;
    },
    deps.onEffectError,
  );
}

const refuseUnless = (row: RecurringRow, allowed: RecurringRow['status'][], doing: string) => {
  if (!allowed.includes(row.status))
    throw new Conflict(`A ${row.status} recurring transfer cannot be ${doing}`);
};

export async function editRecurring(
  deps: PaymentsDeps,
  caller: Caller,
  id: string,
  body: UpdateBody,
): Promise<Answer> {
  const { pin, ...change_ } = body;
  const row = await findRecurring(deps.db, caller.auth.companyId, id);
  if (!row) throw new NotFound('Recurring transfer');
  await verifyTransactionPin(deps, caller, pin);
  const updated = await change(deps, caller, id, 'payments.recurring.update', async (_tx, current) => {
    refuseUnless(current, ['active', 'paused'], 'edited');
    const merged = {
      ...current,
      ...(change_.amount !== undefined ? { amount: change_.amount } : {}),
      ...(change_.narration !== undefined ? { narration: change_.narration } : {}),
      ...(change_.frequency !== undefined ? { frequency: change_.frequency } : {}),
      ...(change_.day !== undefined ? { day: change_.day } : {}),
      ...(change_.startDate !== undefined ? { startDate: change_.startDate } : {}),
      ...(change_.endDate !== undefined ? { endDate: change_.endDate } : {}),
      ...(change_.count !== undefined ? { count: change_.count } : {}),
    };
    if (merged.frequency === 'daily') merged.day = null;
    const issues = timingIssues(merged);
    if (
      change_.startDate !== undefined &&
      change_.startDate !== current.startDate &&
      change_.startDate < lagosDay()
    )
      issues.push({ path: 'startDate', message: 'The start date cannot be in the past' });
    if (merged.count !== null && merged.count < runsSoFar(current))
      issues.push({ path: 'count', message: `It has already run ${runsSoFar(current)} times` });
    if (issues.length)
      throw new ValidationFailed(Object.fromEntries(issues.map((i) => [i.path, [i.message]])));
    const values = {
      amount: merged.amount,
      narration: merged.narration,
      frequency: merged.frequency,
      day: merged.day,
      startDate: merged.startDate,
      endDate: merged.endDate,
      count: merged.count,
    };
    if (current.status === 'paused') return values;
    return { ...values, ...scheduleFrom({ ...current, ...values }) };
  });
  return { message: RECURRING_MESSAGES.updated, data: await recurringView(deps.db, updated) };
}

export async function pauseRecurring(deps: PaymentsDeps, caller: Caller, id: string): Promise<Answer> {
  const updated = await change(deps, caller, id, 'payments.recurring.pause', async (_tx, row) => {
    refuseUnless(row, ['active'], 'paused');
    return { status: 'paused' };
  });
  return { message: RECURRING_MESSAGES.paused, data: await recurringView(deps.db, updated) };
}

export async function resumeRecurring(deps: PaymentsDeps, caller: Caller, id: string): Promise<Answer> {
  const updated = await change(deps, caller, id, 'payments.recurring.resume', async (_tx, row) => {
    refuseUnless(row, ['paused'], 'resumed');
    return scheduleFrom(row);
  });
  return { message: RECURRING_MESSAGES.resumed, data: await recurringView(deps.db, updated) };
}

export async function cancelRecurring(deps: PaymentsDeps, caller: Caller, id: string): Promise<Answer> {
  const updated = await change(deps, caller, id, 'payments.recurring.cancel', async (_tx, row) => {
    refuseUnless(row, ['active', 'paused'], 'cancelled');
    return { status: 'cancelled', nextRunDate: null, cancelledAt: new Date() };
  });
  return { message: RECURRING_MESSAGES.cancelled, data: await recurringView(deps.db, updated) };
}
