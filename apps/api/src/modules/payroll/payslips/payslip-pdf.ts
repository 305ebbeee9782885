// The payslip PDF (pdfkit): the employer (RC number, TIN, address), the employee (Tax ID, PFA, RSA PIN), the
// period, the date the salary was paid, and the engine's breakdown as it computed it — earnings, benefits in kind,
// deductions (on-demand pay recovered among them, and what was carried forward), employer costs and the tax working —
// with net pay. Beneath each statutory figure, the rule it comes from and its working (the breakdown's `statute`,
// from the statutory catalogue: issue 28, "statute on the payslip"). Amounts in "NGN" and every text through `pdfText` (the built-in fonts have no naira sign and no
// minus sign).
import { randomBytes } from 'node:crypto';
import { formatDate, type PayslipBreakdown } from '@paydesk/contracts';
import PDFDocument from 'pdfkit';
import { ngn, pdfBytes, pdfText } from '../../../lib/documents.ts';

export interface PayslipDocument {
  businessName: string;
  employer: { rcNumber: string | null; tin: string | null; address?: string | null };
  runName: string;
  /** The Lagos day the salary was paid; the run's planned pay date while it is not. */
  payDate: { day: string; paid: boolean };
  employee: {
    name: string;
    staffId: string | null;
    email: string;
    department: string | null;
    taxId: string | null;
    pfaName: string | null;
    rsaPin: string | null;
  };
  breakdown: PayslipBreakdown;
  grossPayKobo: number;
  taxableIncomeKobo: number;
  totalDeductionsKobo: number;
  netPayKobo: number;
}

/**
 * A password to open the PDF with (issue 28): AES-256 (PDF 1.7 extension level 3); the owner password is random,
 * so no one can lift the restrictions, and printing stays allowed.
 */
export interface PdfProtection {
  userPassword: string;
}

export const protectionOptions = (protect: PdfProtection | null) =>
  protect
    ? {
        pdfVersion: '1.7ext3' as const,
        userPassword: protect.userPassword,
        ownerPassword: randomBytes(24).toString('base64url'),
        permissions: { printing: 'highResolution' as const, copying: true },
      }
    : {};

export async function payslipPdf(p: PayslipDocument, protect: PdfProtection | null = null): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 40,
    info: { Title: `Payslip ${p.employee.name} ${p.runName}` },
    ...protectionOptions(protect),
  });
  doc.fillColor('#0b6e4f').fontSize(20).font('Helvetica-Bold').text(pdfText(p.businessName), 40, 40);
  doc.fillColor('#1b1f24').fontSize(14).text('Payslip', 40, 68);
  doc.font('Helvetica').fontSize(10);
  const b = p.breakdown;
  const statute = new Map(b.statute.map((s) => [s.code, `${s.rule}: ${s.working}`]));
  const none = 'not recorded';
  const facts: [string, string][] = [
    ['Employer RC number', p.employer.rcNumber ?? none],
    ['Employer TIN', p.employer.tin ?? none],
    ...(p.employer.address ? ([['Employer address', p.employer.address]] as [string, string][]) : []),
    ['Employee', p.employee.name],
    ['Staff ID', p.employee.staffId ?? ''],
    ['Department', p.employee.department ?? ''],
    ['Tax ID', p.employee.taxId ?? none],
    ['PFA', p.employee.pfaName ?? none],
    ['RSA PIN', p.employee.rsaPin ?? none],
    ['Period', `${formatDate(b.period.start)} to ${formatDate(b.period.end)}`],
    p.payDate.paid
      ? ['Pay date', formatDate(p.payDate.day)]
      : ['Pay date (planned)', `${formatDate(p.payDate.day)}, not paid yet`],
    ['Tax regime', b.regime === 'NTA2025' ? 'Nigeria Tax Act 2025' : 'PITA (Finance Act 2020)'],
    ['Days paid', `${b.daysPaid} of ${b.daysInPeriod}`],
  ];
  let y = 96;
  for (const [label, value] of facts) {
    doc.fillColor('#667085').text(label, 40, y, { width: 120 });
    doc.fillColor('#1b1f24').text(pdfText(value), 160, y, { width: 380 });
    y += 15;
  }
  const section = (title: string, lines: PayslipBreakdown['earnings'], total?: [string, number]) => {
    if (lines.length === 0 && !total) return;
    if (y > 720) {
      doc.addPage();
      y = 40;
    }
    y += 8;
    doc.font('Helvetica-Bold').fillColor('#1b1f24').text(title, 40, y);
    y += 16;
    doc.font('Helvetica').fontSize(9);
    for (const line of lines) {
      if (y > 770) {
        doc.addPage();
        y = 40;
      }
      const formula = pdfText(line.formula);
      doc.fillColor('#1b1f24').text(pdfText(line.label), 40, y, { width: 170 });
      doc.fillColor('#667085').text(formula, 215, y, { width: 230 });
      doc.fillColor('#1b1f24').text(ngn(line.amountKobo), 445, y, { width: 110, align: 'right' });
      y += Math.max(13, doc.heightOfString(formula, { width: 230 }) + 3);
      const rule = statute.get(line.code);
      if (rule) {
        const text = pdfText(rule);
        doc.fontSize(8).fillColor('#0b6e4f').text(text, 52, y, { width: 500 });
        y += doc.heightOfString(text, { width: 500 }) + 4;
        doc.fontSize(9);
      }
    }
    if (total) {
      doc.font('Helvetica-Bold').text(total[0], 40, y, { width: 300 });
      doc.text(ngn(total[1]), 445, y, { width: 110, align: 'right' });
      doc.font('Helvetica');
      y += 15;
    }
    doc.fontSize(10);
  };
  section('Earnings', b.earnings, ['Gross pay', p.grossPayKobo]);
  section('Benefits in kind (taxable, not paid in cash)', b.benefitsInKind);
  section('Deductions', b.deductions, ['Total deductions', p.totalDeductionsKobo]);
  section('Net pay', [], ['Net pay', p.netPayKobo]);
  if (b.unrecoveredOnDemandKobo > 0)
    section('On-demand pay', [
      {
        code: 'on_demand_carried_forward',
        label: 'Carried forward',
        amountKobo: b.unrecoveredOnDemandKobo,
        formula: 'owed, more than this net pay could take: recovered by the next payroll',
      },
    ]);
  section('Paid by the employer', b.employerCosts);
  section('How PAYE was computed', [
    ...(statute.has('taxable_income')
      ? [{ code: 'taxable_income', label: 'Taxable income', amountKobo: p.taxableIncomeKobo, formula: '' }]
      : []),
    ...b.taxWorking,
  ]);
  section('Year to date', [
    {
      code: 'ytd_gross',
      label: 'Gross pay',
      amountKobo: b.ytd.grossPayKobo,
      formula: `Tax year ${b.ytd.taxYear}`,
    },
    { code: 'ytd_paye', label: 'PAYE', amountKobo: b.ytd.payeKobo, formula: '' },
    { code: 'ytd_pension', label: 'Pension (employee)', amountKobo: b.ytd.pensionEmployeeKobo, formula: '' },
    { code: 'ytd_net', label: 'Net pay', amountKobo: b.ytd.netPayKobo, formula: '' },
  ]);
  return pdfBytes(doc);
}
