// Statement and receipt documents: CSV for spreadsheets, PDF (pdfkit) for people. PDFs write amounts as "NGN"
// because the built-in fonts have no naira sign.
import type { TransferReceipt, WalletTransaction, WalletTransactionStatus } from '@paydesk/contracts';
import { formatDate, formatDateTime, lagosIso, TRANSACTION_TYPE_LABELS } from '@paydesk/contracts';
import PDFDocument from 'pdfkit';
import { csvRow } from './csv.ts';

const BRAND = '#0b6e4f';
const MUTED = '#667085';

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

export interface StatementLine extends WalletTransaction {
  /** The wallet's running balance after this line, from the opening balance. */
  runningBalance: number;
}

export interface StatementHeader {
  businessName: string;
  walletName: string;
  accountNumber: string;
  bankName: string;
  from: string;
  to: string;
  openingBalance: number;
  closingBalance: number;
  totalIn: number;
  totalOut: number;
  /** When the lines stop, if before the period's end (a statement asked for before its last day was over). */
  asOf?: string;
  generatedAt: string;
}

/** The business action's state; the line's money moved when it was written, whatever this says. */
const STATEMENT_STATUS_LABELS: Record<WalletTransactionStatus, string> = {
  pending: 'Pending',
  successful: 'Successful',
  failed: 'Failed',
  reversed: 'Reversed',
};

export const STATEMENT_CSV_HEADER = csvRow([
  'Date (Lagos)',
  'Reference',
  'Type',
  'Status',
  'Narration',
  'Counterparty',
  'Debit (NGN)',
  'Credit (NGN)',
  'Balance (NGN)',
]);

export function statementCsvRow(line: StatementLine): string {
  return csvRow([
    lagosIso(line.createdAt),
    line.reference,
    TRANSACTION_TYPE_LABELS[line.type],
    STATEMENT_STATUS_LABELS[line.status],
    line.narration,
    line.counterpartyName ?? '',
    line.direction === 'debit' ? plainNaira(line.amount) : '',
    line.direction === 'credit' ? plainNaira(line.amount) : '',
    plainNaira(line.runningBalance),
  ]);
}

/** The first and last rows of a statement's CSV: the balance alone, under Narration and Balance. */
export function statementCsvBalanceRow(label: 'Opening balance' | 'Closing balance', kobo: number): string {
  return csvRow(['', '', '', '', label, '', '', '', plainNaira(kobo)]);
}

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

function letterhead(doc: PDFKit.PDFDocument, title: string) {
  doc.fillColor(BRAND).fontSize(20).font('Helvetica-Bold').text('Paydesk', 40, 40);
  doc.fillColor('#1b1f24').fontSize(14).text(title, 40, 68);
  doc.moveTo(40, 92).lineTo(555, 92).strokeColor('#d0d5dd').stroke();
  doc.font('Helvetica').fontSize(9).fillColor('#1b1f24');
}

// Every cell wraps within its column (a long reference breaks at its hyphens, or anywhere), and a row is as tall
// as its tallest cell: nothing runs into the next column or row.
const COLUMNS = [
  { label: 'Date', x: 40, width: 74 },
  { label: 'Reference', x: 118, width: 104 },
  { label: 'Narration', x: 226, width: 98 },
  { label: 'Status', x: 328, width: 42 },
  { label: 'Debit', x: 374, width: 56, right: true },
  { label: 'Credit', x: 434, width: 56, right: true },
  { label: 'Balance', x: 494, width: 61, right: true },
];
const ROW_GAP = 4;

function tableHeader(doc: PDFKit.PDFDocument, y: number) {
  doc.font('Helvetica-Bold').fontSize(8).fillColor(MUTED);
  for (const c of COLUMNS) doc.text(c.label, c.x, y, { width: c.width, align: c.right ? 'right' : 'left' });
  doc.font('Helvetica').fillColor('#1b1f24');
  return y + 14;
}

/** '2026-11-01' → '1 Nov 2026' (the app's date format). */
export const calendarDate = (day: string): string => formatDate(day);

/** The statement PDF; `onRow` reports progress as rows are laid out. */
export async function statementPdf(
  header: StatementHeader,
  lines: StatementLine[],
  onRow?: (done: number) => void,
): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 40,
    // Pages are kept until the end so each gets its footer ('Page n of N').
    bufferPages: true,
    info: { Title: `Statement ${header.walletName}` },
  });
  letterhead(doc, 'Account statement');
  const facts: [string, string][] = [
    ['Business', header.businessName],
    ['Wallet', header.walletName],
    ['Account number', `${header.accountNumber} (${header.bankName})`],
    ['Period', `${calendarDate(header.from)} to ${calendarDate(header.to)} (Africa/Lagos)`],
    ['Opening balance', ngn(header.openingBalance)],
    ['Money in', ngn(header.totalIn)],
    ['Money out', ngn(header.totalOut)],
    ['Closing balance', ngn(header.closingBalance)],
  ];
  if (header.asOf)
    facts.push(['Lines up to', `${lagosDateTime(header.asOf)} (Lagos), when it was asked for`]);
  let y = 104;
  for (const [label, value] of facts) {
    doc.fillColor(MUTED).text(label, 40, y, { width: 110 });
    doc.fillColor('#1b1f24').text(value, 150, y, { width: 400 });
    y += 14;
  }
  doc
    .fontSize(7.5)
    .fillColor(MUTED)
    .text(
      'Every movement of money is listed with its status. A reversed debit is followed by the credit that returned ' +
        'its money; the money of a pending debit has already left the wallet.',
      40,
      y + 4,
      { width: 515 },
    );
  y = tableHeader(doc, doc.y + 8);
  if (lines.length === 0) doc.fillColor(MUTED).text('No transactions in this period.', 40, y);
  lines.forEach((line, i) => {
    const narration = line.narration.length > 60 ? `${line.narration.slice(0, 57)}...` : line.narration;
    const cells = [
      lagosDateTime(line.createdAt),
      line.reference,
      narration,
      STATEMENT_STATUS_LABELS[line.status],
      line.direction === 'debit' ? nairaText(line.amount) : '',
      line.direction === 'credit' ? nairaText(line.amount) : '',
      nairaText(line.runningBalance),
    ];
    doc.fontSize(8);
    const height = Math.max(
      10,
      ...COLUMNS.map((c, k) =>
        doc.heightOfString(cells[k]!, { width: c.width, align: c.right ? 'right' : 'left' }),
      ),
    );
    if (y + height > 790) {
      doc.addPage();
      y = tableHeader(doc, 40);
    }
    COLUMNS.forEach((c, k) => {
      doc.text(cells[k]!, c.x, y, { width: c.width, align: c.right ? 'right' : 'left' });
    });
    y += height + ROW_GAP;
    doc
      .moveTo(40, y - ROW_GAP / 2)
      .lineTo(555, y - ROW_GAP / 2)
      .lineWidth(0.3)
      .strokeColor('#eaecf0')
      .stroke();
    onRow?.(i + 1);
  });
  // The footer sits in the bottom margin: written with that margin lifted, or PDFKit would start a new page for it
  // (a second page holding only the footer, issue 17).
  const pages = doc.bufferedPageRange();
  for (let i = pages.start; i < pages.start + pages.count; i += 1) {
    doc.switchToPage(i);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .fontSize(7)
      .fillColor(MUTED)
      .text(
        `Generated ${lagosDateTime(header.generatedAt)} (Lagos). Amounts in Nigerian naira. Page ${i + 1} of ${pages.count}`,
        40,
        805,
        { width: 515, align: 'center', lineBreak: false },
      );
    doc.page.margins.bottom = bottom;
  }
  return pdfBytes(doc);
}

export async function receiptPdf(tx: WalletTransaction, businessName: string): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A5', margin: 32, info: { Title: `Receipt ${tx.reference}` } });
  letterhead(doc, 'Transaction receipt');
  doc
    .fontSize(22)
    .font('Helvetica-Bold')
    .fillColor(tx.direction === 'credit' ? BRAND : '#b42318');
  doc.text(`${tx.direction === 'credit' ? '+' : '-'}${ngn(tx.amount)}`, 40, 104);
  doc.font('Helvetica').fontSize(10).fillColor('#1b1f24');
  const facts: [string, string][] = [
    ['Status', tx.status],
    ['Type', TRANSACTION_TYPE_LABELS[tx.type]],
    ['Reference', tx.reference],
    ['Date', `${lagosDateTime(tx.createdAt)} (Lagos)`],
    ['Business', businessName],
    ['Wallet', `${tx.walletName}${tx.walletAccountNumber ? ` · ${tx.walletAccountNumber}` : ''}`],
    ['Narration', tx.narration],
  ];
  if (tx.counterpartyName) facts.push(['Counterparty', tx.counterpartyName]);
  if (tx.counterpartyAccount) facts.push(['Counterparty account', tx.counterpartyAccount]);
  if (tx.counterpartyBank) facts.push(['Counterparty bank', tx.counterpartyBank]);
  if (tx.balanceAfter !== null) facts.push(['Balance after', ngn(tx.balanceAfter)]);
  let y = 140;
  for (const [label, value] of facts) {
    doc.fillColor(MUTED).text(label, 40, y, { width: 120 });
    doc.fillColor('#1b1f24').text(value, 160, y, { width: 200 });
    y += Math.max(16, doc.heightOfString(value, { width: 200 }) + 4);
  }
  return pdfBytes(doc);
}

/** A transfer's receipt, as a bank would issue it: amount, fee, both parties, reference and the NIP session id. */
export async function transferReceiptPdf(receipt: TransferReceipt): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A5',
    margin: 32,
    info: { Title: `Transfer receipt ${receipt.reference}` },
  });
  letterhead(doc, 'Transfer receipt');
  const failed = receipt.status === 'failed' || receipt.status === 'reversed';
  doc
    .fontSize(22)
    .font('Helvetica-Bold')
    .fillColor(failed ? '#b42318' : BRAND);
  doc.text(`-${ngn(receipt.amount)}`, 40, 104);
  doc.font('Helvetica').fontSize(10).fillColor('#1b1f24');
  const facts: [string, string][] = [
    ['Status', receipt.status],
    ['Reference', receipt.reference],
    ['Session ID', receipt.sessionId ?? 'Not yet settled'],
    ['Date', `${lagosDateTime(receipt.createdAt)} (Lagos)`],
    ...(receipt.settledAt
      ? ([['Settled', `${lagosDateTime(receipt.settledAt)} (Lagos)`]] as [string, string][])
      : []),
    ['Amount', ngn(receipt.amount)],
    ['Fee', ngn(receipt.fee)],
    ['Sender', receipt.sender.businessName],
    [
      'From wallet',
      `${receipt.sender.walletName}${receipt.sender.accountNumber ? ` · ${receipt.sender.accountNumber}` : ''}`,
    ],
    ['Beneficiary', receipt.beneficiary.name],
    ['Beneficiary bank', receipt.beneficiary.bankName ?? ''],
    ['Beneficiary account', receipt.beneficiary.accountNumber],
    ['Narration', receipt.narration],
  ];
  let y = 140;
  for (const [label, value] of facts) {
    doc.fillColor(MUTED).text(label, 40, y, { width: 120 });
    doc.fillColor('#1b1f24').text(value, 160, y, { width: 200 });
    y += Math.max(16, doc.heightOfString(value, { width: 200 }) + 4);
  }
  return pdfBytes(doc);
}
