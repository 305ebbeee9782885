// The annual PAYE return as files: one table (CSV or XLSX) with a row per employee and state, each month's PAYE and
// a total row per state; and a summary PDF per state — totals, each month's PAYE with the remittance that paid it
// (date, reference, NIP session id), and the employees.
import { type AnnualReturn, type AnnualReturnState, formatDate, formatPeriod } from '@paydesk/contracts';
import PDFDocument from 'pdfkit';
import { exportName } from '../../../http/route-kit.ts';
import { csvRow } from '../../../lib/csv.ts';
import { nairaText, ngn, pdfBytes, pdfText } from '../../../lib/documents.ts';
import { naira, tableFile } from '../table-file.ts';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const HEADER = [
  'State',
  'Tax ID',
  'Staff ID',
  'Employee',
  'Exit date',
  'Months paid',
  'Gross pay (NGN)',
  'Benefits in kind (NGN)',
  'Gross emoluments (NGN)',
  'Pension (NGN)',
  'NHF (NGN)',
  'NHIS (NGN)',
  'Rent relief (NGN)',
  'CRA (NGN)',
  'Other reliefs (NGN)',
  'Total reliefs (NGN)',
  'Taxable income (NGN)',
  'PAYE (NGN)',
  ...MONTHS.map((m) => `PAYE ${m} (NGN)`),
];

type Row = Pick<
  AnnualReturnState['employees'][number],
  'grossPayKobo' | 'benefitsInKindKobo' | 'grossEmolumentsKobo' | 'reliefs' | 'taxableIncomeKobo' | 'payeKobo'
>;

const amounts = (f: Row) => [
  f.grossPayKobo,
  f.benefitsInKindKobo,
  f.grossEmolumentsKobo,
  f.reliefs.pensionKobo,
  f.reliefs.nhfKobo,
  f.reliefs.nhisKobo,
  f.reliefs.rentReliefKobo,
  f.reliefs.craKobo,
  f.reliefs.otherReliefKobo,
  f.reliefs.totalKobo,
  f.taxableIncomeKobo,
  f.payeKobo,
];

/** Each month's PAYE of the year, January first (0 for a month without one). */
const byMonth = (year: number, months: { month: string; payeKobo: number }[]) => {
  const paye = new Array<number>(12).fill(0);
  for (const m of months)
    if (m.month.startsWith(`${year}-`)) paye[Number(m.month.slice(5, 7)) - 1]! += m.payeKobo;
  return paye;
};

/** The table's rows: one per employee and state, then the state's total row; amounts in kobo. */
function* tableRows(ret: AnnualReturn): Generator<{ text: unknown[]; kobo: number[] }> {
  for (const r of ret.returns) {
    const stateName = r.state ?? 'No state';
    for (const e of r.employees)
      yield {
        text: [stateName, e.taxId ?? '', e.staffId ?? '', e.name, e.exitDate ?? '', e.monthsPaid],
        kobo: [...amounts(e), ...byMonth(ret.year, e.months)],
      };
    yield {
      text: [stateName, '', '', `Total (${r.totals.employeeCount} employees)`, '', ''],
      kobo: [...amounts(r.totals), ...byMonth(ret.year, r.months)],
    };
  }
}

/**
 * The return as a table: CSV written a row at a time (amounts as "1234.56", text defused: lib/csv), one string per
 * employee before the file's bytes; XLSX through the table-file builder (amounts as number cells).
 */
export async function annualReturnTable(ret: AnnualReturn, format: 'csv' | 'xlsx', state?: string) {
  const name = exportName('annual-paye-return', { year: ret.year, state }, format);
  if (format === 'csv') {
    const parts = [csvRow(HEADER)];
    for (const row of tableRows(ret)) parts.push(csvRow([...row.text, ...row.kobo.map(nairaDecimal)]));
    return { bytes: Buffer.from(parts.join(''), 'utf8'), name, type: 'text/csv; charset=utf-8' };
  }
  const rows: unknown[][] = [];
  for (const row of tableRows(ret)) rows.push([...row.text, ...row.kobo.map(naira)]);
  const file = await tableFile(format, 'annual-paye-return', HEADER, rows);
  return { ...file, name };
}

/** Kobo as the CSV's amount: two decimals, no grouping (as table-file's Naira). */
const nairaDecimal = (kobo: number) => (kobo / 100).toFixed(2);

const MUTED = '#667085';
const INK = '#1b1f24';
/** The tables' font size (cells are one line of it). */
const CELL_SIZE = 8.5;

/** A column: x, width, and whether it holds text (left) or a figure (right). */
type Column = [x: number, width: number, align: 'left' | 'right'];

/**
 * A row of cells at fixed positions, one line each: a long text is cut with an ellipsis rather than wrapping into
 * the next row. Placed by measuring the text, not through PDFKit's line wrapper (which a `width` option runs for
 * every cell: most of the time of a 20,000-employee state's PDF).
 */
function cells(doc: PDFKit.PDFDocument, y: number, columns: Column[], values: string[], bold = false) {
  doc.font(bold ? 'Helvetica-Bold' : 'Helvetica');
  values.forEach((v, i) => {
    const [x, width, align] = columns[i]!;
    const text = fitted(doc, pdfText(v), width);
    const left = align === 'right' ? x + width - doc.widthOfString(text) : x;
    doc.text(text, left, y, { lineBreak: false });
  });
}

/** The text, or as much of it as fits the width followed by an ellipsis. */
function fitted(doc: PDFKit.PDFDocument, text: string, width: number) {
  // No Helvetica glyph is wider than the font size: a text that short fits without measuring.
  if (text.length * CELL_SIZE <= width || doc.widthOfString(text) <= width) return text;
  let cut = text;
  while (cut && doc.widthOfString(`${cut}…`) > width) cut = cut.slice(0, -1);
  return `${cut}…`;
}

/** The summary PDF of one state's return (A4 landscape). */
export async function annualReturnPdf(
  ret: AnnualReturn,
  r: AnnualReturnState,
  business: { name: string; tin: string | null },
) {
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 36,
    info: { Title: `Annual PAYE return ${ret.year} ${r.state ?? ''}`.trim() },
  });
  doc.fillColor('#0b6e4f').fontSize(18).font('Helvetica-Bold').text(pdfText(business.name), 36, 32);
  doc
    .fillColor(INK)
    .fontSize(13)
    .text(`Annual PAYE return ${ret.year} - ${pdfText(r.authority)}`, 36, 56);
  doc.font('Helvetica').fontSize(9).fillColor(MUTED);
  const filed = r.filing
    ? `Marked filed on ${formatDate(r.filing.filedAt.slice(0, 10))} by ${r.filing.filedBy.name}`
    : 'Not marked filed';
  doc.text(
    pdfText(
      `Employer TIN: ${business.tin ?? 'not recorded'}   Due by ${formatDate(ret.dueDate)} (Nigeria Tax Administration Act 2025)   ${filed}`,
    ),
    36,
    76,
  );
  const t = r.totals;
  const facts: [string, string][] = [
    ['Employees', String(t.employeeCount)],
    ['Gross emoluments', ngn(t.grossEmolumentsKobo)],
    ['Total reliefs', ngn(t.reliefs.totalKobo)],
    ['Taxable income', ngn(t.taxableIncomeKobo)],
    ['PAYE deducted', ngn(t.payeKobo)],
    [
      'Remitted (paid)',
      ngn(
        r.months
          .flatMap((m) => m.remittances)
          .filter((m) => m.status === 'paid')
          .reduce((s, m) => s + m.amountKobo, 0),
      ),
    ],
  ];
  let y = 96;
  doc.fontSize(10);
  facts.forEach(([label, value], i) => {
    const x = 36 + (i % 3) * 256;
    if (i === 3) y += 16;
    doc.fillColor(MUTED).text(label, x, y, { width: 100 });
    doc.fillColor(INK).text(pdfText(value), x + 100, y, { width: 150 });
  });
  y += 30;

  doc.fontSize(11).font('Helvetica-Bold').fillColor(INK).text('PAYE by month and its remittance', 36, y);
  y += 16;
  doc.fontSize(CELL_SIZE);
  const monthCols: Column[] = [
    [36, 90, 'left'],
    [126, 60, 'right'],
    [186, 100, 'right'],
    [290, 110, 'right'],
    [410, 70, 'right'],
    [492, 140, 'left'],
    [636, 170, 'left'],
  ];
  doc.fillColor(MUTED);
  cells(
    doc,
    y,
    monthCols,
    ['Month', 'Employees', 'PAYE', 'Remitted', 'Paid on', 'Reference', 'NIP session id'],
    true,
  );
  doc.fillColor(INK);
  for (const m of r.months) {
    const rems = m.remittances.length ? m.remittances : [null];
    for (const [i, rem] of rems.entries()) {
      y += 13;
      cells(doc, y, monthCols, [
        i === 0 ? formatPeriod(m.month) : '',
        i === 0 ? String(m.employeeCount) : '',
        i === 0 ? nairaText(m.payeKobo) : '',
        rem
          ? `${nairaText(rem.amountKobo)}${rem.status === 'paid' ? '' : ` (${rem.status})`}`
          : 'not remitted',
        rem?.paidOn ? formatDate(rem.paidOn) : '',
        rem?.reference ?? '',
        rem?.sessionId ?? '',
      ]);
    }
  }
  y += 24;

  doc.fontSize(11).font('Helvetica-Bold').text('Employees', 36, y);
  y += 16;
  doc.fontSize(CELL_SIZE);
  const empCols: Column[] = [
    [36, 170, 'left'],
    [212, 90, 'left'],
    [302, 40, 'right'],
    [346, 80, 'right'],
    [430, 70, 'right'],
    [504, 60, 'right'],
    [568, 70, 'right'],
    [642, 80, 'right'],
    [726, 80, 'right'],
  ];
  const header = [
    'Employee',
    'Tax ID',
    'Months',
    'Gross',
    'Pension',
    'NHF',
    'Rent relief',
    'Taxable',
    'PAYE',
  ];
  doc.fillColor(MUTED);
  cells(doc, y, empCols, header, true);
  doc.fillColor(INK);
  const row = (e: Row, name: string, taxId: string, months: string, bold = false) => {
    y += 13;
    if (y > 540) {
      doc.addPage();
      y = 36;
    }
    cells(
      doc,
      y,
      empCols,
      [
        name,
        taxId,
        months,
        nairaText(e.grossEmolumentsKobo),
        nairaText(e.reliefs.pensionKobo),
        nairaText(e.reliefs.nhfKobo),
        nairaText(e.reliefs.rentReliefKobo),
        nairaText(e.taxableIncomeKobo),
        nairaText(e.payeKobo),
      ],
      bold,
    );
  };
  for (const e of r.employees)
    row(e, `${e.name}${e.exitDate ? ' (left)' : ''}`, e.taxId ?? 'MISSING', String(e.monthsPaid));
  row(t, 'Total', '', '', true);
  return {
    bytes: await pdfBytes(doc),
    name: exportName('annual-paye-return', { year: ret.year, state: r.state ?? 'none' }, 'pdf'),
    type: 'application/pdf',
  };
}
