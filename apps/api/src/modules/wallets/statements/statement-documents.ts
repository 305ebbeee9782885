// A wallet's statement as documents: CSV for spreadsheets, PDF (pdfkit) for people.
import type { WalletTransaction, WalletTransactionStatus } from '@paydesk/contracts';
import { lagosIso, TRANSACTION_TYPE_LABELS } from '@paydesk/contracts';
import PDFDocument from 'pdfkit';
import { csvRow } from '../../../lib/csv.ts';
import {
  calendarDate,
  lagosDateTime,
  letterhead,
  MUTED,
  nairaText,
  ngn,
  pdfBytes,
  plainNaira,
} from '../../../lib/documents.ts';

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
