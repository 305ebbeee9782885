// The employee's own payroll in the staff app: payslips of runs being paid or completed (with the breakdown and the
// PDF), and a remittance receipt for each paid remittance that covered them (proof their tax and pension were paid).
import type { RemittanceKind, RemittanceReceipt, StaffPayslip } from '@paydesk/contracts';
import type { Database } from '@paydesk/db';
import { statutoryRemittance } from '@paydesk/payroll';
import { NotFound } from '../../../lib/errors.ts';
import type { PayrollDeps } from '../payroll-deps.ts';
import { payslipProtection } from '../payslips/employee-documents.service.ts';
import { payslipFile } from '../payslips/payslips.service.ts';
import { remittancePdf } from '../payslips/remittance-pdf.ts';
import * as mq from '../remittances/remittances.queries.ts';
import { annualRentOf, breakdownView, carriedForwardOf, statutoryOfLine } from '../runs/run-views.ts';
import * as sq from './staff-payroll.queries.ts';

type Me = { companyId: string; employeeId: string };

function payslipView(row: Awaited<ReturnType<typeof sq.myLines>>['rows'][number]): StaffPayslip {
  const l = row.line;
  return {
    lineId: l.id,
    runId: l.runId,
    periodStart: row.periodStart,
    periodEnd: row.periodEnd,
    payDate: row.payDate,
    grossPayKobo: l.grossPay,
    benefitsInKindKobo: l.benefitsInKind,
    taxableIncomeKobo: l.taxableIncome,
    ...statutoryOfLine(l),
    otherDeductionsKobo: l.otherDeductions,
    onDemandRecoveryKobo: l.onDemandRecovery,
    onDemandCarriedForwardKobo: carriedForwardOf(l.result),
    totalDeductionsKobo: l.totalDeductions,
    netPayKobo: l.netPay,
    employerCostKobo: l.employerCost,
    paymentState: l.paymentState as StaffPayslip['paymentState'],
  };
}

export async function myPayslips(db: Database, me: Me, page: { page: number; limit: number }) {
  const { rows, totalDocs } = await sq.myLines(db, me.companyId, me.employeeId, page);
  return {
    docs: rows.map(payslipView),
    totalDocs,
    page: page.page,
    limit: page.limit,
    totalPages: Math.ceil(totalDocs / page.limit),
  };
}

async function myLine(db: Database, me: Me, lineId: string) {
  const row = await sq.myLine(db, me.companyId, me.employeeId, lineId);
  if (!row) throw new NotFound('Payslip');
  return row;
}

export async function myPayslip(db: Database, me: Me, lineId: string) {
  const row = await myLine(db, me, lineId);
  return {
    ...payslipView(row),
    breakdown: breakdownView(
      row.line.result,
      { start: row.periodStart, end: row.periodEnd },
      annualRentOf(row.line),
    ),
  };
}

/** The employee's copy of a payslip, protected as the business chose (employee-documents.service.ts). */
export async function myPayslipPdf(deps: Pick<PayrollDeps, 'db' | 'config'>, me: Me, lineId: string) {
  const row = await myLine(deps.db, me, lineId);
  return payslipFile(deps.db, row.run, row.line, await payslipProtection(deps, me.companyId, me.employeeId));
}

async function receiptOf(db: Database, me: Me, remittanceId: string): Promise<RemittanceReceipt | null> {
  const r = await sq.remittanceById(db, me.companyId, remittanceId);
  if (r?.status !== 'paid') return null;
  const { rows } = await mq.remittanceEmployees(db, r, null, me.employeeId);
  const mine = rows[0];
  if (!mine) return null;
  const run = await sq.runOf(db, me.companyId, r.runId);
  const e = mine.employee as { rsaPin: string | null };
  return {
    _id: `${r.id}.${me.employeeId}`,
    runId: r.runId,
    periodStart: run!.periodStart,
    periodEnd: run!.periodEnd,
    kind: r.kind as RemittanceKind,
    partyName: r.name,
    state: r.state,
    rsaPin: statutoryRemittance(r.kind)?.groupBy === 'pfa' ? (e.rsaPin ?? null) : null,
    employeeKobo: mine.employeeKobo,
    employerKobo: mine.employerKobo,
    amountKobo: mine.employeeKobo + mine.employerKobo,
    reference: r.transferReference,
    paidAt: (r.paidAt ?? new Date()).toISOString(),
  };
}

export async function myRemittanceReceipts(db: Database, me: Me, page: { page: number; limit: number }) {
  const ids = (await mq.paidRemittancesOf(db, me.companyId, me.employeeId)).rows.map((r) => r.id);
  const receipts: RemittanceReceipt[] = [];
  for (const id of ids) {
    const receipt = await receiptOf(db, me, id);
    if (receipt) receipts.push(receipt);
  }
  const start = (page.page - 1) * page.limit;
  return {
    docs: receipts.slice(start, start + page.limit),
    totalDocs: receipts.length,
    page: page.page,
    limit: page.limit,
    totalPages: Math.ceil(receipts.length / page.limit),
  };
}

export async function myRemittanceReceiptPdf(db: Database, me: Me, receiptId: string) {
  const [remittanceId, employeeId] = receiptId.split('.');
  if (employeeId !== me.employeeId || !remittanceId || !/^[0-9a-f-]{36}$/.test(remittanceId))
    throw new NotFound('Receipt');
  const receipt = await receiptOf(db, me, remittanceId);
  if (!receipt) throw new NotFound('Receipt');
  return {
    bytes: await remittancePdf(receipt),
    fileName: `remittance-receipt-${receipt.kind}-${receipt.periodEnd.slice(0, 7)}.pdf`,
  };
}
