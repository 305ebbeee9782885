// A transfer's receipt (PDF, pdfkit), downloaded, emailed once settled, and filed in payroll's filing pack.
import type { TransferReceipt } from '@paydesk/contracts';
import PDFDocument from 'pdfkit';
import { BRAND, lagosDateTime, letterhead, ngn, pdfBytes, receiptFacts } from '../../../lib/documents.ts';

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
  receiptFacts(doc, facts);
  return pdfBytes(doc);
}
