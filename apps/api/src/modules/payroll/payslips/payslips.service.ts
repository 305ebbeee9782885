// Payslips: one per line of a completed (or paying) run; emailed through the outbox when the run completes (a job,
// chunk by chunk), downloadable as a PDF with the engine's breakdown, resent one or all.
import { formatDate, PAYROLL_RUN_MESSAGES } from '@paydesk/contracts';
import type { Database, Executor } from '@paydesk/db';
import { formatKobo } from '@paydesk/money';
import type { Caller } from '../../../http/route-kit.ts';
import { Conflict, NotFound } from '../../../lib/errors.ts';
import { lagosDay } from '../../../lib/lagos-time.ts';
import { type AfterCommit, transact } from '../../../lib/transaction.ts';
import { recordCallerAudit } from '../../../platform/audit/audit-actor.ts';
import type { Mailer } from '../../../platform/mail/mail.service.ts';
import { companyDetails } from '../../businesses/index.ts';
import { companyName } from '../../wallets/index.ts';
import * as lq from '../compute/lines.queries.ts';
import { PAYROLL_JOBS, type PayrollDeps } from '../payroll-deps.ts';
import { annualRentOf, breakdownView } from '../runs/run-views.ts';
import * as rq from '../runs/runs.queries.ts';
import { mustFindRun, pageOf } from '../runs/runs.service.ts';
import { payslipProtection, protectionHint, protectionSources } from './employee-documents.service.ts';
import { type PdfProtection, payslipPdf } from './payslip-pdf.ts';
import * as pq from './payslips.queries.ts';

/** Runs whose payslips may be read and sent: being paid or completed. */
const hasPayslips = (run: rq.RunRow) => run.status === 'processing' || run.status === 'completed';

/** Asks the payslip job to email the run's payslips not yet sent (or all of them again). */
export async function queuePayslipEmails(
  _tx: Executor,
  deps: Pick<PayrollDeps, 'onEffectError'> & { jobs?: PayrollDeps['jobs'] },
  afterCommit: AfterCommit,
  run: rq.RunRow,
  resend = false,
) {
  afterCommit(() =>
    deps.jobs?.send(PAYROLL_JOBS.payslips, {
      companyId: run.companyId,
      runId: run.id,
      resend,
      since: Date.now(),
    }),
  );
}

function payDateText(run: rq.RunRow, line: { paidAt?: Date | null }) {
  const date = payDateOf(run, { paidAt: line.paidAt ?? null });
  return date.paid ? `paid ${formatDate(date.day)}` : `to be paid ${formatDate(date.day)}`;
}

/**
 * The payslip email of one line, with its PDF attached — protected with the employee's payslip password where the
 * business sets one (the password the employee set, or the last 4 digits of their phone: the same file as their
 * staff-app download); the email says how to find the password, never the password.
 */
async function payslipEmail(
  deps: Pick<PayrollDeps, 'config'>,
  db: Executor,
  run: rq.RunRow,
  business: string,
  line: pq.PayslipLineRow,
) {
  const e = line.employee as { firstName: string; email: string };
  const protect = await payslipProtection({ db, config: deps.config }, run.companyId, line.employeeId);
  const hint = protect
    ? protectionHint((await protectionSources(db, run.companyId, [line.employeeId]))(line.employeeId))
    : null;
  const pdf = await payslipFile(db, run, line, protect);
  return {
    to: e.email,
    subject: `Your payslip from ${business}: ${run.name}`,
    text: [
      `Hello ${e.firstName},`,
      '',
      `Your payslip for ${formatDate(run.periodStart)} to ${formatDate(run.periodEnd)} (${payDateText(run, line)}) is ready.`,
      `Gross pay: ${formatKobo(line.grossPay)}`,
      `Deductions: ${formatKobo(line.totalDeductions)}`,
      `Net pay: ${formatKobo(line.netPay)}`,
      '',
      'The payslip is attached as a PDF with the full breakdown; the Paydesk staff app keeps every payslip.',
      ...(hint ? [hint] : []),
    ].join('\n'),
    template: 'payroll.payslip',
    companyId: run.companyId,
    attachments: [
      { filename: pdf.fileName, contentType: 'application/pdf', contentBase64: pdf.bytes.toString('base64') },
    ],
  };
}

/** The job: email the payslips in chunks, each chunk one transaction that also marks them sent. */
export async function emailPayslips(
  deps: Pick<PayrollDeps, 'config'> & { db: Database; mailer: Mailer; onEffectError?: (e: unknown) => void },
  data: { companyId: string; runId: string; resend?: boolean; since?: number },
) {
  const run = await rq.findRun(deps.db, data.companyId, data.runId);
  if (!run || !hasPayslips(run)) return;
  const business = await companyName(deps.db, run.companyId);
  const since = data.resend ? new Date(data.since ?? Date.now()) : null;
  for (;;) {
    const sent = await transact(
      deps.db,
      async (tx, afterCommit) => {
        // 100 a transaction: each email carries its PDF.
        const lines = await pq.unsentPayslips(tx, run.companyId, run.id, since, 100);
        for (const line of lines)
          await deps.mailer.enqueue(tx, afterCommit, await payslipEmail(deps, tx, run, business, line));
        await pq.markEmailed(
          tx,
          run.companyId,
          run.id,
          lines.map((l) => l.id),
        );
        return lines.length;
      },
      deps.onEffectError,
    );
    if (sent === 0) return;
  }
}

export async function listPayslips(
  deps: Pick<PayrollDeps, 'db'>,
  companyId: string,
  id: string,
  query: { page: number; limit: number; search?: string | undefined },
) {
  await mustFindRun(deps.db, companyId, id);
  const { rows, totalDocs } = await lq.linePage(deps.db, companyId, id, query);
  return pageOf(
    rows.map((l) => {
      const e = l.employee as { firstName: string; lastName: string; email: string };
      return {
        lineId: l.id,
        employeeId: l.employeeId,
        employeeName: `${e.firstName} ${e.lastName}`,
        email: e.email,
        netPayKobo: l.netPay,
        emailedAt: l.payslipEmailedAt?.toISOString() ?? null,
        emailCount: l.payslipEmailCount,
      };
    }),
    totalDocs,
    query,
  );
}

/** The day a line's salary was paid (Lagos), or the run's planned pay date while it is not paid. */
export const payDateOf = (run: Pick<rq.RunRow, 'payDate'>, line: { paidAt: Date | null }) =>
  line.paidAt ? { day: lagosDay(line.paidAt), paid: true } : { day: run.payDate, paid: false };

/**
 * The PDF of one line's payslip (a line of the caller's business; the staff route checks the employee), opened by
 * `protect`'s password when given (the employee's copy; the employer's stays open).
 */
export async function payslipFile(
  db: Executor,
  run: rq.RunRow,
  line: lq.LineRow,
  protect: PdfProtection | null = null,
) {
  const e = line.employee as {
    firstName: string;
    lastName: string;
    email: string;
    staffId: string | null;
    department: string | null;
    taxId?: string | null;
    pfaName?: string | null;
    rsaPin?: string | null;
  };
  const company = await companyDetails(db, run.companyId);
  const bytes = await payslipPdf(
    {
      businessName: company?.name ?? '',
      employer: {
        rcNumber: company?.rcNumber ?? null,
        tin: company?.tin ?? null,
        address: company?.address
          ? [company.address.street, company.address.city, company.address.state].filter(Boolean).join(', ')
          : null,
      },
      runName: run.name,
      payDate: payDateOf(run, line),
      employee: {
        name: `${e.firstName} ${e.lastName}`,
        staffId: e.staffId,
        email: e.email,
        department: e.department,
        taxId: e.taxId ?? null,
        pfaName: e.pfaName ?? null,
        rsaPin: e.rsaPin ?? null,
      },
      breakdown: breakdownView(
        line.result,
        { start: run.periodStart, end: run.periodEnd },
        annualRentOf(line),
      ),
      grossPayKobo: line.grossPay,
      taxableIncomeKobo: line.taxableIncome,
      totalDeductionsKobo: line.totalDeductions,
      netPayKobo: line.netPay,
    },
    protect,
  );
  const name = `payslip-${run.periodEnd.slice(0, 7)}-${(e.staffId ?? line.employeeId).replace(/[^\w-]/g, '_')}.pdf`;
  return { bytes, fileName: name };
}

export async function payslipPdfOf(
  deps: Pick<PayrollDeps, 'db'>,
  companyId: string,
  id: string,
  lineId: string,
) {
  const run = await mustFindRun(deps.db, companyId, id);
  const line = await lq.findLine(deps.db, companyId, id, lineId);
  if (!line) throw new NotFound('Payslip');
  if (!hasPayslips(run)) throw new Conflict(PAYROLL_RUN_MESSAGES.notApproved);
  return payslipFile(deps.db, run, line);
}

export async function resendPayslips(deps: PayrollDeps, caller: Caller, id: string, lineId?: string) {
  const { companyId } = caller.auth;
  return transact(
    deps.db,
    async (tx, afterCommit) => {
      const run = await mustFindRun(tx, companyId, id);
      if (!hasPayslips(run)) throw new Conflict(PAYROLL_RUN_MESSAGES.notApproved);
      let queued: number;
      if (lineId) {
        const line = await lq.findLine(tx, companyId, id, lineId);
        if (!line) throw new NotFound('Payslip');
        await deps.mailer.enqueue(
          tx,
          afterCommit,
          await payslipEmail(deps, tx, run, await companyName(tx, companyId), line),
        );
        await pq.markEmailed(tx, companyId, id, [line.id]);
        queued = 1;
      } else {
        queued = (await lq.lineTotals(tx, companyId, id)).employeeCount;
        await queuePayslipEmails(tx, deps, afterCommit, run, true);
      }
      await recordCallerAudit(tx, caller, {
        action: 'payroll.payslips.resend',
        target: lineId ? { type: 'payroll-line', id: lineId } : { type: 'payroll-run', id },
        outcome: 'success',
        metadata: { runId: id, queued },
      });
      return { queued };
    },
    deps.onEffectError,
  );
}
