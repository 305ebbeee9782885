// The remittance receipt an employee downloads in the staff app: which party was paid their tax or pension for a
// period, their share and the employer's, the transfer reference and when.
import type { RemittanceReceipt } from '@paydesk/contracts';
import { formatDate, REMITTANCE_KIND_LABELS } from '@paydesk/contracts';
import PDFDocument from 'pdfkit';
import { ngn, pdfBytes } from '../../../lib/documents.ts';

export function remittancePdf(r: RemittanceReceipt): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A5', margin: 32, info: { Title: `Remittance receipt ${r.kind}` } });
  doc.fillColor('#0b6e4f').fontSize(18).font('Helvetica-Bold').text('Remittance receipt', 32, 32);
  doc.font('Helvetica').fontSize(10).fillColor('#1b1f24');
  const facts: [string, string][] = [
    ['Remittance', REMITTANCE_KIND_LABELS[r.kind]],
    ['Paid to', r.partyName],
    ...(r.state ? ([['State', r.state]] as [string, string][]) : []),
    ...(r.rsaPin ? ([['RSA PIN', r.rsaPin]] as [string, string][]) : []),
    ['Period', `${formatDate(r.periodStart)} to ${formatDate(r.periodEnd)}`],
    ['Your share', ngn(r.employeeKobo)],
    ['Employer share', ngn(r.employerKobo)],
    ['Total for you', ngn(r.amountKobo)],
    ['Reference', r.reference ?? ''],
    ['Paid', r.paidAt],
  ];
  let y = 70;
  for (const [label, value] of facts) {
    doc.fillColor('#667085').text(label, 32, y, { width: 110 });
    doc.fillColor('#1b1f24').text(value, 150, y, { width: 230 });
    y += 18;
  }
  return pdfBytes(doc);
}
