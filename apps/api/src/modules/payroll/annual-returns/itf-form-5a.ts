// ITF Form 5A of a year (Industrial Training Fund Act 2011, s.6): the employer's 1% of the year's payroll, due by
// 1 April of the next year, with the staff paid, each month's emoluments and ITF from the year's paid runs, and what
// the ITF remittances paid. As CSV (one row a month, a total row) or a PDF. Whether the business is liable (five or
// more staff, or ₦50m turnover) the PDF states from the staff count; turnover is not known here.
import { formatDate } from '@paydesk/contracts';
import { dueDate } from '@paydesk/payroll';
import PDFDocument from 'pdfkit';
import { exportName } from '../../../http/route-kit.ts';
import { ngn, pdfBytes, pdfText } from '../../../lib/documents.ts';
import { lagosDay } from '../../../lib/lagos-time.ts';
import { holidaysBetween } from '../../payroll-setup/index.ts';
import type { PayrollDeps } from '../payroll-deps.ts';
import { naira, type TableFile, tableFile } from '../table-file.ts';
import * as aq from './annual-returns.queries.ts';

export const ITF_FORM_5A_HEADER = [
  'Month',
  'Employees',
  'Total emoluments (NGN)',
  'ITF contribution 1% (NGN)',
  'Remitted (NGN)',
  'Paid on',
] as const;

export async function itfForm5a(deps: Pick<PayrollDeps, 'db'>, companyId: string, year: number) {
  const [months, staff, remittances] = await Promise.all([
    aq.itfMonths(deps.db, companyId, year),
    aq.itfStaffCount(deps.db, companyId, year),
    aq.itfRemittances(deps.db, companyId, year),
  ]);
  const holidays = await holidaysBetween(deps.db, companyId, `${year + 1}-01-01`, `${year + 1}-12-31`);
  const rows = months.map((m) => {
    const paid = remittances.filter((x) => x.month === m.month && x.status === 'paid');
    const last = paid
      .map((x) => (x.paidAt ? lagosDay(x.paidAt) : ''))
      .sort()
      .at(-1);
    return { ...m, remittedKobo: paid.reduce((s, x) => s + x.amount, 0), paidOn: last || null };
  });
  const sum = (pick: (x: (typeof rows)[number]) => number) => rows.reduce((s, x) => s + pick(x), 0);
  return {
    year,
    staff,
    dueDate: dueDate({ kind: 'itf', year }, holidays),
    months: rows,
    totals: {
      grossPay: sum((x) => x.grossPay),
      itf: sum((x) => x.itf),
      remitted: sum((x) => x.remittedKobo),
    },
  };
}

type Form = Awaited<ReturnType<typeof itfForm5a>>;

export async function itfForm5aCsv(form: Form): Promise<TableFile> {
  const rows: unknown[][] = form.months.map((m) => [
    m.month,
    m.employees,
    naira(m.grossPay),
    naira(m.itf),
    naira(m.remittedKobo),
    m.paidOn ?? '',
  ]);
  rows.push([
    `Total ${form.year}`,
    form.staff,
    naira(form.totals.grossPay),
    naira(form.totals.itf),
    naira(form.totals.remitted),
    '',
  ]);
  const file = await tableFile('csv', 'itf-form-5a', ITF_FORM_5A_HEADER, rows);
  return { ...file, name: exportName('itf-form-5a', { year: form.year }, 'csv') };
}

export async function itfForm5aPdf(
  form: Form,
  company: { name: string; tin: string | null },
): Promise<TableFile> {
  const doc = new PDFDocument({ size: 'A4', margin: 40, info: { Title: `ITF Form 5A ${form.year}` } });
  doc.fillColor('#0b6e4f').fontSize(18).font('Helvetica-Bold').text('ITF Form 5A', 40, 40);
  doc
    .fillColor('#1b1f24')
    .fontSize(11)
    .text(pdfText(`${company.name} · ${form.year}`), 40, 66);
  doc.font('Helvetica').fontSize(10);
  const outstanding = Math.max(0, form.totals.itf - form.totals.remitted);
  const facts: [string, string][] = [
    ['Employer', company.name],
    ['TIN', company.tin ?? ''],
    ['Year', String(form.year)],
    ['Staff paid', String(form.staff)],
    [
      'Liable',
      form.staff >= 5
        ? 'Yes: five or more staff (ITF Act 2011 s.6)'
        : 'Fewer than five staff: liable only with a turnover of NGN 50,000,000 or more (ITF Act 2011 s.6)',
    ],
    ['Annual payroll', ngn(form.totals.grossPay)],
    ['Contribution (1%)', ngn(form.totals.itf)],
    ['Remitted', ngn(form.totals.remitted)],
    ['Outstanding', ngn(outstanding)],
    ['Due by', formatDate(form.dueDate)],
  ];
  let y = 96;
  for (const [label, value] of facts) {
    const text = pdfText(value);
    doc.fillColor('#667085').text(label, 40, y, { width: 130 });
    doc.fillColor('#1b1f24').text(text, 180, y, { width: 370 });
    y += Math.max(18, doc.heightOfString(text, { width: 370 }) + 6);
  }
  y += 10;
  const cols = [40, 120, 200, 320, 430];
  doc.font('Helvetica-Bold');
  for (const [i, h] of ['Month', 'Employees', 'Emoluments', 'ITF (1%)', 'Remitted'].entries())
    doc.text(h, cols[i]!, y);
  doc.font('Helvetica');
  for (const m of form.months) {
    y += 16;
    const cells = [m.month, String(m.employees), ngn(m.grossPay), ngn(m.itf), ngn(m.remittedKobo)];
    for (const [i, v] of cells.entries()) doc.text(v, cols[i]!, y);
  }
  return {
    bytes: await pdfBytes(doc),
    name: exportName('itf-form-5a', { year: form.year }, 'pdf'),
    type: 'application/pdf',
  };
}
