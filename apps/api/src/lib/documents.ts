// What every document of the app shares: amounts and dates as text, PDF text in the built-in fonts' encoding, the
// letterhead, a receipt's facts and the bytes of a finished PDF. PDFs write amounts as "NGN" because the built-in
// fonts have no naira sign. The documents themselves live with their modules (statements and receipts in wallets,
// transfer receipts in payments, payslips and returns in payroll).
import { formatDate, formatDateTime } from '@paydesk/contracts';

export const BRAND = '#0b6e4f';
export const MUTED = '#667085';

/** A moment on a PDF, '28 Nov 2026, 07:01' (Lagos): the app's one format, shared with the screens and emails. */
export const lagosDateTime = (iso: string) => formatDateTime(iso);

/** 123456 → "1,234.56" (kobo to naira, exact). */
export function nairaText(kobo: number): string {
  const abs = Math.abs(kobo);
  const whole = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${kobo < 0 ? '-' : ''}${whole}.${String(abs % 100).padStart(2, '0')}`;
}
export const ngn = (kobo: number) => `NGN ${nairaText(kobo)}`;

// What pdfkit's built-in fonts (Helvetica, WinAnsi) can draw beyond Latin-1: anything else comes out as a wrong
// glyph (the minus sign U+2212 printed as '"' on payslips).
const WIN_ANSI_EXTRAS = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';
const SPELLED: Record<string, string> = {
  '\u2212': '\u2013', // minus sign → en dash, the typographic minus the font has
  Σ: 'sum of ',
  '₦': 'NGN ',
  '≥': '>=',
  '≤': '<=',
  '→': '->',
};

/** Text as the built-in PDF fonts can draw it: a minus is an en dash, Σ and ₦ are spelled out, others are '?'. */
export function pdfText(text: string): string {
  let out = '';
  for (const ch of text) {
    const code = ch.codePointAt(0)!;
    if (
      (code >= 0x20 && code <= 0x7e) ||
      (code >= 0xa0 && code <= 0xff) ||
      ch === '\n' ||
      WIN_ANSI_EXTRAS.includes(ch)
    )
      out += ch;
    else out += SPELLED[ch] ?? '?';
  }
  return out;
}
/** 123456 → "1234.56": for spreadsheets, without grouping. */
export const plainNaira = (kobo: number) => nairaText(kobo).replace(/,/g, '');

/** Ends a PDF document and answers its bytes. */
export function pdfBytes(doc: PDFKit.PDFDocument): Promise<Buffer> {
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}

/** The Paydesk letterhead and a title, then the body font. */
export function letterhead(doc: PDFKit.PDFDocument, title: string) {
  doc.fillColor(BRAND).fontSize(20).font('Helvetica-Bold').text('Paydesk', 40, 40);
  doc.fillColor('#1b1f24').fontSize(14).text(title, 40, 68);
  doc.moveTo(40, 92).lineTo(555, 92).strokeColor('#d0d5dd').stroke();
  doc.font('Helvetica').fontSize(9).fillColor('#1b1f24');
}

/** A receipt's facts, a label and its value a row, each row as tall as its value. */
export function receiptFacts(doc: PDFKit.PDFDocument, facts: [string, string][], top = 140) {
  let y = top;
  for (const [label, value] of facts) {
    doc.fillColor(MUTED).text(label, 40, y, { width: 120 });
    doc.fillColor('#1b1f24').text(value, 160, y, { width: 200 });
    y += Math.max(16, doc.heightOfString(value, { width: 200 }) + 4);
  }
}

/** '2026-11-01' → '1 Nov 2026' (the app's date format). */
export const calendarDate = (day: string): string => formatDate(day);
