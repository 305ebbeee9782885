// A payment note as a PDF (A4): Paydesk's invoice to the business for a period's advanced on-demand pay — its
// number, period, due date and status, a line per employee, and the totals. Amounts in "NGN" (the built-in fonts
// have no naira sign).
import type { PaymentNote, PaymentNoteLine } from '@paydesk/contracts';
import PDFDocument from 'pdfkit';
import { ngn, pdfBytes } from '../../../lib/documents.ts';

const BRAND = '#0b6e4f';
const MUTED = '#667085';
const INK = '#1b1f24';

export function paymentNotePdf(
  note: PaymentNote & { lines: PaymentNoteLine[] },
  businessName: string,
): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 40,
    info: { Title: `Payment note ${note.invoiceNumber}` },
  });
  doc.fillColor(BRAND).font('Helvetica-Bold').fontSize(20).text('Payment note', 40, 40);
  doc.font('Helvetica').fontSize(10).fillColor(INK);
  const facts: [string, string][] = [
    ['Invoice', note.invoiceNumber],
    ['Billed to', businessName],
    ['Period', note.period],
    ['Due', note.dueDate],
    ['Status', note.status],
    ['Withdrawals', ngn(note.drawn)],
    ['Fees', ngn(note.fees)],
    ['Amount due', ngn(note.amount)],
  ];
  let y = 80;
  for (const [label, value] of facts) {
    doc.fillColor(MUTED).text(label, 40, y, { width: 110 });
    doc.fillColor(INK).text(value, 160, y, { width: 360 });
    y += 16;
  }
  y += 14;
  const columns = [
    { label: 'Employee', x: 40, width: 190 },
    { label: 'Staff ID', x: 235, width: 70 },
    { label: 'Count', x: 305, width: 40 },
    { label: 'Drawn', x: 345, width: 70 },
    { label: 'Fees', x: 415, width: 60 },
    { label: 'Amount', x: 475, width: 80 },
  ];
  const row = (cells: string[], bold = false) => {
    if (y > 780) {
      doc.addPage();
      y = 40;
    }
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fillColor(bold ? MUTED : INK);
    cells.forEach((cell, i) => {
      const c = columns[i]!;
      doc.text(cell, c.x, y, { width: c.width, lineBreak: false, ellipsis: true });
    });
    y += 16;
  };
  row(
    columns.map((c) => c.label),
    true,
  );
  for (const line of note.lines)
    row([
      line.employeeName,
      line.staffId,
      String(line.withdrawals),
      ngn(line.drawn),
      ngn(line.fees),
      ngn(line.amount),
    ]);
  return pdfBytes(doc);
}
