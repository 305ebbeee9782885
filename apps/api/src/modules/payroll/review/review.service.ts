// The review of a computed run (/payroll/{id}/finalize): totals, the tax and deduction summary, the lines, one-off
// adjustments to a line (with a reason, audited; the line is recomputed), and the variance check against the last
// completed run of the same kind that blocks submission on blocking issues, asks for a comment on large variances,
// and lists the warnings the reviewer acknowledges before approval.
import { randomUUID } from 'node:crypto';
import {
  BLOCKING_VARIANCE_CODES,
  DEFAULT_VARIANCE_THRESHOLD_BP,
  LARGE_VARIANCE_THRESHOLD_BP,
  PAYROLL_RUN_MESSAGES,
  type PayrollAdjustment,
  type PayrollSummary,
  type payrollLinesQuery,
  type updatePayrollLineRequest,
  type VarianceCheck,
} from '@paydesk/contracts';
import type { Executor, Tx } from '@paydesk/db';
import type { z } from 'zod';
import type { Caller } from '../../../http/route-kit.ts';
import { Conflict, NotFound, ValidationFailed } from '../../../lib/errors.ts';
import { transact } from '../../../lib/transaction.ts';
import { recordCallerAudit } from '../../../platform/audit/audit-actor.ts';
import { setEmployeeAnnualRent } from '../../people/index.ts';
import { describeCaller } from '../../team/index.ts';
import { recomputeEmployee } from '../compute/compute-job.ts';
import * as iq from '../compute/inputs.queries.ts';
import * as lq from '../compute/lines.queries.ts';
import type { PayrollDeps } from '../payroll-deps.ts';
import { annualRentOf, breakdownView, lineView, runView, totalsOf } from '../runs/run-views.ts';
import * as rq from '../runs/runs.queries.ts';
import { mustFindRun, pageOf } from '../runs/runs.service.ts';
import { LIVE_BLOCKER_CODES, runBlockers } from './run-blockers.ts';
import { summaryRows } from './summary.queries.ts';
import { type RawIssue, saveAcknowledgement, withAcknowledgements } from './warning-acknowledgements.ts';

export async function listLines(
  deps: Pick<PayrollDeps, 'db'>,
  companyId: string,
  id: string,
  query: z.output<typeof payrollLinesQuery>,
) {
  await mustFindRun(deps.db, companyId, id);
  const { rows, totalDocs } = await lq.linePage(deps.db, companyId, id, query);
  return pageOf(rows.map(lineView), totalDocs, query);
}

export async function getLine(deps: Pick<PayrollDeps, 'db'>, companyId: string, id: string, lineId: string) {
  const run = await mustFindRun(deps.db, companyId, id);
  const line = await lq.findLine(deps.db, companyId, id, lineId);
  if (!line) throw new NotFound('Payroll line');
  return {
    ...lineView(line),
    breakdown: breakdownView(line.result, { start: run.periodStart, end: run.periodEnd }, annualRentOf(line)),
  };
}

export async function updateLine(
  deps: PayrollDeps,
  caller: Caller,
  id: string,
  lineId: string,
  body: z.output<typeof updatePayrollLineRequest>,
) {
  const { companyId, memberId } = caller.auth;
  return transact(deps.db, async (tx) => {
    const run = await mustFindRun(tx, companyId, id, true);
    if (run.status !== 'draft') throw new Conflict(PAYROLL_RUN_MESSAGES.notEditable);
    if (run.computeState !== 'completed') throw new Conflict(PAYROLL_RUN_MESSAGES.notComputed);
    const line = await lq.findLine(tx, companyId, id, lineId, true);
    if (!line) throw new NotFound('Payroll line');
    const current = line.adjustments as PayrollAdjustment[];
    const unknown = body.remove.filter((r) => !current.some((a) => a._id === r));
    if (unknown.length) throw new ValidationFailed({ remove: ['Adjustment not found'] });
    const now = new Date().toISOString();
    const added: PayrollAdjustment[] = body.add.map((a) => ({
      _id: randomUUID(),
      kind: a.kind,
      name: a.name,
      amountKobo: a.amountKobo,
      taxable: a.kind === 'bonus' ? a.taxable : false,
      reason: body.reason,
      createdBy: memberId,
      createdAt: now,
    }));
    const adjustments = [...current.filter((a) => !body.remove.includes(a._id)), ...added];
    await lq.updateLine(tx, line, { adjustments });
    const rentBefore =
      body.annualRentKobo === undefined
        ? undefined
        : await setEmployeeAnnualRent(tx, companyId, line.employeeId, body.annualRentKobo);
    const before = line.netPay;
    if (!(await recomputeEmployee(tx, deps, run, line.employeeId)))
      throw new Conflict('This employee is no longer in the payroll; run it again');
    const after = (await lq.findLine(tx, companyId, id, lineId))!;
    await recordCallerAudit(tx, caller, {
      action: 'payroll.line.update',
      target: { type: 'payroll-line', id: lineId },
      outcome: 'success',
      metadata: {
        runId: id,
        employeeId: line.employeeId,
        reason: body.reason,
        added: added.map((a) => ({ kind: a.kind, name: a.name, amountKobo: a.amountKobo })),
        removed: body.remove,
        ...(body.annualRentKobo === undefined
          ? {}
          : { annualRentBefore: rentBefore, annualRentAfter: body.annualRentKobo }),
        netPayBefore: before,
        netPayAfter: after.netPay,
      },
    });
    return {
      ...lineView(after),
      breakdown: breakdownView(
        after.result,
        { start: run.periodStart, end: run.periodEnd },
        annualRentOf(after),
      ),
    };
  });
}

export async function runSummary(db: Executor, run: rq.RunRow): Promise<PayrollSummary> {
  const rows = await summaryRows(db, run.companyId, run.id);
  return { totals: totalsOf(run), ...rows };
}

export async function getSummary(deps: Pick<PayrollDeps, 'db'>, companyId: string, id: string) {
  return runSummary(deps.db, await mustFindRun(deps.db, companyId, id));
}

const ISSUE_MESSAGES: Record<string, string> = {
  'new-joiner': 'Joined in this period: pay is prorated from the start date',
  leaver: 'Leaves in this period: pay is prorated to the exit date',
  'no-structure': 'No pay structure: assign the pay group a structure',
  'on-demand-recovery': 'On-demand pay withdrawn in the period is recovered from this salary',
};

export async function varianceCheck(
  db: Executor,
  run: rq.RunRow,
  thresholdBp: number,
): Promise<VarianceCheck> {
  if (run.computeState !== 'completed') throw new Conflict(PAYROLL_RUN_MESSAGES.notComputed);
  const previous = await rq.lastCompletedBefore(db, run);
  const before = previous ? await lq.netByEmployee(db, run.companyId, previous.id) : new Map();
  // Blockers first, read against the employees as they are now: fixing one clears it at the next read.
  const issues: RawIssue[] = await runBlockers(db, run.companyId, run.id);
  const issueOf = (x: Omit<RawIssue, 'severity' | 'large'> & { large?: boolean }): RawIssue => ({
    ...x,
    severity: BLOCKING_VARIANCE_CODES.includes(x.code) ? 'blocking' : 'warning',
    large: x.large ?? false,
  });
  const issue = (x: Parameters<typeof issueOf>[0]) => issues.push(issueOf(x));
  // An off-cycle run computes each line's whole payslip: where the period's regular run paid the salary, the line
  // pays it again unless the reviewer edits it down to the bonus or the correction. Said per employee, to acknowledge
  // (after the other issues of the lines).
  const paid = run.kind === 'off-cycle' ? await rq.salaryPaidInPeriod(db, run) : null;
  const paidAgain: RawIssue[] = [];
  const present = new Set<string>();
  const checkLine = (line: Awaited<ReturnType<typeof lq.linesForVariance>>[number]) => {
    present.add(line.employeeId);
    const prev = before.get(line.employeeId);
    const common = {
      employeeId: line.employeeId,
      employeeName: line.employeeName,
      payGroupId: line.payGroupId,
      netPayKobo: line.netPay,
    };
    for (const code of line.issues as RawIssue['code'][]) {
      if ((LIVE_BLOCKER_CODES as readonly string[]).includes(code)) continue;
      issue({
        ...common,
        code,
        message:
          code === 'no-structure' && line.payGroupName
            ? `Pay group ${line.payGroupName} has no pay structure: assign it one to pay this employee`
            : (ISSUE_MESSAGES[code] ?? code),
        previousNetPayKobo: prev?.netPay ?? null,
        changeBp: null,
      });
    }
    if (previous && !prev && !(line.issues as string[]).includes('new-joiner'))
      issue({
        ...common,
        code: 'new-joiner',
        message: 'Not in the last completed payroll',
        previousNetPayKobo: null,
        changeBp: null,
      });
    if (prev && prev.netPay > 0) {
      const changeBp = Math.round(((line.netPay - prev.netPay) * 10_000) / prev.netPay);
      if (Math.abs(changeBp) > thresholdBp)
        issue({
          ...common,
          code: 'net-change',
          message: `Net pay changed by ${(changeBp / 100).toFixed(2)}% since the last completed payroll`,
          previousNetPayKobo: prev.netPay,
          changeBp,
          large: Math.abs(changeBp) > LARGE_VARIANCE_THRESHOLD_BP,
        });
    }
    const paidIn = paid?.get(line.employeeId);
    if (paidIn && line.netPay > 0)
      paidAgain.push(
        issueOf({
          ...common,
          code: 'salary-paid-again',
          message: `Salary for this period already paid in ${paidIn}: this off-cycle line pays the whole payslip again. Edit it to pay only the bonus or the correction`,
          previousNetPayKobo: null,
          changeBp: null,
        }),
      );
  };
  await lq.forEachLinePage(
    (after, limit) => lq.linesForVariance(db, run.companyId, run.id, after, limit),
    (rows) => {
      for (const line of rows) checkLine(line);
    },
  );
  issues.push(...paidAgain);
  for (const [employeeId, prev] of before)
    if (!present.has(employeeId))
      issue({
        code: 'leaver',
        employeeId,
        employeeName: prev.employeeName,
        payGroupId: null,
        message: 'Paid in the last completed payroll, not in this one',
        previousNetPayKobo: prev.netPay,
        netPayKobo: null,
        changeBp: null,
      });
  const byCode: Record<string, number> = {};
  for (const i of issues) byCode[i.code] = (byCode[i.code] ?? 0) + 1;
  const blocking = issues.filter((i) => i.severity === 'blocking').length;
  const totals = totalsOf(run);
  const keyed = await withAcknowledgements(db, run, issues);
  return {
    comparedWith: previous
      ? {
          _id: previous.id,
          name: previous.name,
          periodEnd: previous.periodEnd,
          netPayKobo: totalsOf(previous).netPayKobo,
        }
      : null,
    thresholdBp,
    counts: {
      blocking,
      warning: issues.length - blocking,
      unacknowledged: keyed.filter((i) => i.severity === 'warning' && !i.acknowledgement).length,
      byCode,
    },
    netPayKobo: totals.netPayKobo,
    previousNetPayKobo: previous ? totalsOf(previous).netPayKobo : null,
    notInPayGroup: await iq.countInNoPayGroup(db, run.companyId, run),
    commentRequired: issues.some((i) => i.large),
    canSubmit: blocking === 0 && totals.employeeCount > 0,
    issues: keyed,
  };
}

export async function getVariance(
  deps: Pick<PayrollDeps, 'db'>,
  companyId: string,
  id: string,
  thresholdBp: number,
) {
  return varianceCheck(deps.db, await mustFindRun(deps.db, companyId, id), thresholdBp);
}

/** The reviewer acknowledges one warning of a computed run in draft or review (who and when, audited). */
export async function acknowledgeWarning(
  deps: Pick<PayrollDeps, 'db'>,
  caller: Caller,
  id: string,
  key: string,
): Promise<VarianceCheck> {
  return transact(deps.db, async (tx) => {
    const run = await mustFindRun(tx, caller.auth.companyId, id, true);
    if (!['draft', 'in-review'].includes(run.status) || run.computeState !== 'completed')
      throw new Conflict(PAYROLL_RUN_MESSAGES.notAcknowledgeable);
    return acknowledgeRunWarning(tx, caller, run, key, {});
  });
}

/**
 * Records the acknowledgement of the run's warning `key` as it reads now, by the caller (audited with `metadata`:
 * the approval request it was acknowledged on, when it was); 409 when the key names no warning of the run now.
 * The run is locked by the caller's transaction.
 */
export async function acknowledgeRunWarning(
  tx: Tx,
  caller: Caller,
  run: rq.RunRow,
  key: string,
  metadata: Record<string, unknown>,
): Promise<VarianceCheck> {
  const check = await varianceCheck(tx, run, DEFAULT_VARIANCE_THRESHOLD_BP);
  const warning = check.issues.find((i) => i.key === key && i.severity === 'warning');
  if (!warning) throw new Conflict(PAYROLL_RUN_MESSAGES.warningNotFound);
  if (warning.acknowledgement) return check;
  const name = (await describeCaller(tx, caller)).name;
  await saveAcknowledgement(tx, run, warning, { memberId: caller.auth.memberId, name });
  await recordCallerAudit(tx, caller, {
    action: 'payroll.warning.acknowledge',
    target: { type: 'payroll-run', id: run.id },
    outcome: 'success',
    metadata: {
      key,
      code: warning.code,
      employeeId: warning.employeeId,
      message: warning.message,
      generation: run.generation,
      ...metadata,
    },
  });
  return varianceCheck(tx, run, DEFAULT_VARIANCE_THRESHOLD_BP);
}

export { runView };
