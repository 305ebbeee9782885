// The annual tax statement as a PDF (issue 28): the employer and the employee (Tax ID), the year's totals — gross
// emoluments, each relief, taxable income, PAYE — PAYE per state it went to, and a row per payslip with its
// figures and its remittance (status, date, reference, the authority's receipt number). Amounts in "NGN".
import {
  formatDate,
  formatPeriod,
  TAX_STATEMENT_REMITTANCE_LABELS,
  type TaxStatement,
} from '@paydesk/contracts';
import PDFDocument from 'pdfkit';
import { ngn, pdfBytes, pdfText } from '../../../lib/documents.ts';

const INK = '#1b1f24';
const MUTED = '#667085';

export async function taxStatementPdf(s: TaxStatement): Promise<{ bytes: Buffer; fileName: string }> {
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 36,
    info: { Title: `Tax statement ${s.year} ${s.employee.name}` },
  });
  doc.fillColor('#0b6e4f').fontSize(18).font('Helvetica-Bold').text(pdfText(s.employer.name), 36, 32);
  doc.fillColor(INK).fontSize(13).text(`Annual tax statement ${s.year}`, 36, 56);
  doc.font('Helvetica').fontSize(9).fillColor(MUTED);
  doc.text(
    pdfText(
      `Employer TIN: ${s.employer.tin ?? 'not recorded'}   Employee: ${s.employee.name}` +
        `${s.employee.staffId ? ` (${s.employee.staffId})` : ''}   Tax ID: ${s.employee.taxId ?? 'not recorded'}`,
    ),
    36,
    76,
  );
  const t = s.totals;
  const facts: [string, string][] = [
    ['Gross pay', ngn(t.grossPayKobo)],
    ['Benefits in kind', ngn(t.benefitsInKindKobo)],
    ['Gross emoluments', ngn(t.grossEmolumentsKobo)],
    ['Pension', ngn(t.reliefs.pensionKobo)],
    ['NHF', ngn(t.reliefs.nhfKobo)],
    ['NHIS', ngn(t.reliefs.nhisKobo)],
    ['Rent relief', ngn(t.reliefs.rentReliefKobo)],
    ['CRA', ngn(t.reliefs.craKobo)],
    ['Other reliefs', ngn(t.reliefs.otherReliefKobo)],
    ['Total reliefs', ngn(t.reliefs.totalKobo)],
    ['Taxable income', ngn(t.taxableIncomeKobo)],
    ['PAYE deducted', ngn(t.payeKobo)],
  ];
  let y = 96;
  doc.fontSize(10);
  facts.forEach(([label, value], i) => {
    const x = 36 + (i % 3) * 256;
    if (i > 0 && i % 3 === 0) y += 16;
    doc.fillColor(MUTED).text(label, x, y, { width: 100 });
    doc.fillColor(INK).text(pdfText(value), x + 100, y, { width: 150 });
  });
  y += 26;
  doc.font('Helvetica-Bold').fontSize(11).fillColor(INK).text('PAYE by state', 36, y);
  y += 16;
  doc.font('Helvetica').fontSize(9);
  for (const st of s.states) {
    doc.fillColor(MUTED).text(pdfText(st.authority), 36, y, { width: 300 });
    doc.fillColor(INK).text(ngn(st.payeKobo), 336, y, { width: 120, align: 'right' });
    y += 14;
  }
  y += 10;
  doc.font('Helvetica-Bold').fontSize(11).text('Month by month', 36, y);
  y += 16;
  const cols: [string, number, number, 'left' | 'right'][] = [
    ['Month', 36, 56, 'left'],
    ['State', 92, 70, 'left'],
    ['Gross', 162, 84, 'right'],
    ['Reliefs', 246, 80, 'right'],
    ['Taxable', 326, 84, 'right'],
    ['PAYE', 410, 76, 'right'],
    ['Remittance', 496, 140, 'left'],
    ['Receipt', 640, 130, 'left'],
  ];
  const row = (cells: string[], bold = false) => {
    if (y > 540) {
      doc.addPage();
      y = 36;
    }
    doc
      .font(bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(8.5)
      .fillColor(INK);
    cells.forEach((cell, i) => {
      const [, x, width, align] = cols[i]!;
      doc.text(pdfText(cell), x, y, { width, align, lineBreak: false, ellipsis: true });
    });
    y += 14;
  };
  row(
    cols.map(([h]) => h),
    true,
  );
  for (const m of s.months) {
    const r = m.remittance;
    row([
      formatPeriod(m.month),
      m.state ?? 'No state',
      ngn(m.grossEmolumentsKobo),
      ngn(m.reliefs.totalKobo),
      ngn(m.taxableIncomeKobo),
      ngn(m.payeKobo),
      r
        ? `${TAX_STATEMENT_REMITTANCE_LABELS[r.status]}${r.paidOn ? ` ${formatDate(r.paidOn)}` : ''}${r.reference ? ` ${r.reference}` : ''}`
        : 'No PAYE remitted',
      m.receipt ? (m.receipt.receiptNumber ?? (m.receipt.file ? 'File uploaded' : '')) : 'None recorded',
    ]);
  }
  row(
    [
      'Total',
      '',
      ngn(t.grossEmolumentsKobo),
      ngn(t.reliefs.totalKobo),
      ngn(t.taxableIncomeKobo),
      ngn(t.payeKobo),
      '',
      '',
    ],
    true,
  );
  const who = (s.employee.staffId ?? s.employee.employeeId).replace(/[^\w-]/g, '_');
  return { bytes: await pdfBytes(doc), fileName: `tax-statement-${s.year}-${who}.pdf` };
}
