// The receipt of one line of a wallet's history (PDF, pdfkit).
import type { WalletTransaction } from '@paydesk/contracts';
import { TRANSACTION_TYPE_LABELS } from '@paydesk/contracts';
import PDFDocument from 'pdfkit';
import { BRAND, lagosDateTime, letterhead, ngn, pdfBytes, receiptFacts } from '../../../lib/documents.ts';

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
  receiptFacts(doc, facts);
  return pdfBytes(doc);
}
