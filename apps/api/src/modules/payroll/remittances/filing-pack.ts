// The filing pack of a run (/payroll/runs/{id}/filing-pack): one ZIP (fflate) with a folder per remittance party
// holding what is filed with it — its schedule as CSV and XLSX (the party's own column names, as the schedule
// download), a summary PDF (party, period, employees, total, due date as the compliance calendar counts it, payment
// status with the payout's NIP session id and paid date) and, once paid, the transfer receipt PDF.
import { formatDate, REMITTANCE_KIND_LABELS, type RemittanceKind } from '@paydesk/contracts';
import { DEADLINE_RULES } from '@paydesk/payroll';
import { zipSync } from 'fflate';
import PDFDocument from 'pdfkit';
import { ngn, pdfBytes, pdfText } from '../../../lib/documents.ts';
import { lagosDay } from '../../../lib/lagos-time.ts';
import { receiptOf, transferReceiptPdf } from '../../payments/index.ts';
import type { PayrollDeps } from '../payroll-deps.ts';
import type * as rq from '../runs/runs.queries.ts';
import { mustFindRun } from '../runs/runs.service.ts';
import type { TableFile } from '../table-file.ts';
import { holidaysFor, remittanceDueDate } from './remittance-status.ts';
import * as mq from './remittances.queries.ts';
import { ensureRemittances, partyFor, scheduleTable } from './remittances.service.ts';

/** What the summary PDF of one party says. */
export interface FilingSummary {
  kind: RemittanceKind;
  name: string;
  runName: string;
  periodStart: string;
  periodEnd: string;
  party: { name: string; bankName: string | null; accountNumber: string } | null;
  state: string | null;
  employeeCount: number;
  employeeKobo: number;
  employerKobo: number;
  amountKobo: number;
  dueDate: string;
  /** Paid, Payment pending, Payment failed, Late (unpaid past its due date) or Not paid. */
  status: string;
  paidOn: string | null;
  reference: string | null;
  sessionId: string | null;
}

const STATUS: Record<string, string> = {
  paid: 'Paid',
  pending: 'Payment pending',
  failed: 'Payment failed',
  unpaid: 'Not paid',
};

export function filingSummaryPdf(s: FilingSummary): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 40,
    info: { Title: pdfText(`Filing summary ${s.name}`) },
  });
  doc.fillColor('#0b6e4f').fontSize(18).font('Helvetica-Bold').text('Remittance filing summary', 40, 40);
  doc
    .fillColor('#1b1f24')
    .fontSize(12)
    .text(pdfText(`${REMITTANCE_KIND_LABELS[s.kind]} · ${s.name}`), 40, 66);
  doc.font('Helvetica').fontSize(10);
  const facts: [string, string][] = [
    ['Party', s.party?.name ?? 'No remittance party configured'],
    ...(s.party
      ? ([['Account', `${s.party.bankName ?? ''} ${s.party.accountNumber}`.trim()]] as [string, string][])
      : []),
    ...(s.state ? ([['State', s.state]] as [string, string][]) : []),
    ['Payroll', s.runName],
    ['Period', `${formatDate(s.periodStart)} to ${formatDate(s.periodEnd)}`],
    ['Employees', String(s.employeeCount)],
    ['Employee share', ngn(s.employeeKobo)],
    ['Employer share', ngn(s.employerKobo)],
    ['Total', ngn(s.amountKobo)],
    ['Due date', formatDate(s.dueDate)],
    ['Deadline', DEADLINE_RULES[s.kind]],
    ['Payment status', s.status],
    ['Paid on', s.paidOn ? formatDate(s.paidOn) : ''],
    ['Transfer reference', s.reference ?? ''],
    ['NIP session ID', s.sessionId ?? ''],
  ];
  let y = 100;
  for (const [label, value] of facts) {
    const text = pdfText(value);
    doc.fillColor('#667085').text(label, 40, y, { width: 130 });
    doc.fillColor('#1b1f24').text(text, 180, y, { width: 370 });
    y += Math.max(18, doc.heightOfString(text, { width: 370 }) + 6);
  }
  return pdfBytes(doc);
}

/** A folder or file name inside the ZIP: letters, digits and hyphens. */
const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);

async function partyFiles(
  deps: Pick<PayrollDeps, 'db'>,
  run: rq.RunRow,
  row: mq.RemittanceRow,
  parties: Awaited<ReturnType<typeof mq.partiesOf>>,
  holidays: Awaited<ReturnType<typeof holidaysFor>>,
  today: string,
) {
  const { rows } = await mq.remittanceEmployees(deps.db, row, null);
  const [csv, xlsx] = await Promise.all([scheduleTable(row, rows, 'csv'), scheduleTable(row, rows, 'xlsx')]);
  const party = partyFor(row, parties);
  const receipt =
    row.status === 'paid' && row.transferId ? await receiptOf(deps.db, run.companyId, row.transferId) : null;
  const dueDate = remittanceDueDate(row.kind as RemittanceKind, run, holidays);
  const summary: FilingSummary = {
    kind: row.kind as RemittanceKind,
    name: row.name,
    runName: run.name,
    periodStart: run.periodStart,
    periodEnd: run.periodEnd,
    party: party && { name: party.name, bankName: party.bankName, accountNumber: party.accountNumber },
    state: row.state,
    employeeCount: row.employeeCount,
    employeeKobo: rows.reduce((s, r) => s + r.employeeKobo, 0),
    employerKobo: rows.reduce((s, r) => s + r.employerKobo, 0),
    amountKobo: row.amount,
    dueDate,
    status: row.status === 'unpaid' && dueDate < today ? 'Late' : (STATUS[row.status] ?? row.status),
    paidOn: row.paidAt ? lagosDay(row.paidAt) : null,
    reference: receipt?.reference ?? null,
    sessionId: receipt?.sessionId ?? null,
  };
  const files: [string, Uint8Array][] = [
    ['schedule.csv', csv.bytes],
    ['schedule.xlsx', xlsx.bytes],
    ['summary.pdf', await filingSummaryPdf(summary)],
  ];
  if (receipt) files.push(['payment-receipt.pdf', await transferReceiptPdf(receipt)]);
  return files;
}

/** The run's filing pack: a folder per remittance (`pension-arm-pension-managers/schedule.csv`, …). */
export async function filingPack(
  deps: Pick<PayrollDeps, 'db'>,
  companyId: string,
  id: string,
  today = lagosDay(),
): Promise<TableFile> {
  const { run, remittances, parties } = await deps.db.transaction(async (tx) => {
    const found = await mustFindRun(tx, companyId, id);
    return {
      run: found,
      remittances: await ensureRemittances(tx, found),
      parties: await mq.partiesOf(tx, companyId),
    };
  });
  const holidays = await holidaysFor(deps.db, run);
  const entries: Record<string, Uint8Array> = {};
  for (const row of remittances) {
    let folder = `${row.kind}-${slug(row.name) || 'party'}`;
    for (let n = 2; `${folder}/summary.pdf` in entries; n++) folder = `${row.kind}-${slug(row.name)}-${n}`;
    for (const [file, bytes] of await partyFiles(deps, run, row, parties, holidays, today))
      entries[`${folder}/${file}`] = bytes;
  }
  return {
    bytes: Buffer.from(zipSync(entries, { level: 6 })),
    name: `filing-pack-${slug(run.name) || 'payroll'}-${run.periodEnd.slice(0, 7)}.zip`,
    type: 'application/zip',
  };
}
