// A bill's receipt as a PDF: biller, product, customer, amount, fee, reference, and for prepaid electricity the
// token (in groups of four) and units.
import { BILL_CATEGORY_LABELS, type BillPayment } from '@paydesk/contracts';
import PDFDocument from 'pdfkit';
import { lagosDateTime, ngn } from '../../../lib/documents.ts';

const BRAND = '#0b6e4f';
const MUTED = '#667085';

/** 12345678901234567890 → 1234-5678-9012-3456-7890, as meters and receipts show it. */
export const groupedToken = (token: string) => token.replace(/(\d{4})(?=\d)/g, '$1-');

export async function billReceiptPdf(receipt: {
  bill: BillPayment;
  businessName: string;
  walletAccountNumber: string | null;
}): Promise<Buffer> {
  const { bill } = receipt;
  // The document's subject repeats the reference and the token, so a mail client or a search finds them.
  const subject = `${bill.reference}${bill.token ? `, token ${groupedToken(bill.token)}` : ''}`;
  const doc = new PDFDocument({
    size: 'A5',
    margin: 32,
    info: { Title: `Bill receipt ${bill.reference}`, Subject: subject },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  doc.fontSize(16).font('Helvetica-Bold').fillColor(BRAND).text('Paydesk', 40, 36);
  doc
    .fontSize(11)
    .font('Helvetica')
    .fillColor(MUTED)
    .text(`${BILL_CATEGORY_LABELS[bill.category]} receipt`, 40, 58);
  doc
    .fontSize(22)
    .font('Helvetica-Bold')
    .fillColor(bill.status === 'failed' ? '#b42318' : BRAND)
    .text(`-${ngn(bill.amount)}`, 40, 84);
  doc.font('Helvetica').fontSize(10);
  const facts: [string, string][] = [
    ['Status', bill.status === 'failed' ? `failed (reversed): ${bill.failureReason ?? ''}` : bill.status],
    ['Reference', bill.reference],
    ...(bill.token ? ([['Token', groupedToken(bill.token)]] as [string, string][]) : []),
    ...(bill.units ? ([['Units', `${bill.units} kWh`]] as [string, string][]) : []),
    ['Date', `${lagosDateTime(bill.createdAt)} (Lagos)`],
    ['Biller', bill.billerName],
    ['Product', [bill.productName, ...bill.addons.map((a) => a.name)].filter(Boolean).join(' + ')],
    ['Customer number', bill.customerNumber],
    ...(bill.customerName ? ([['Customer', bill.customerName]] as [string, string][]) : []),
    ...(bill.customerAddress ? ([['Address', bill.customerAddress]] as [string, string][]) : []),
    ['Amount', ngn(bill.amount)],
    ['Fee', ngn(bill.fee)],
    ['Paid by', receipt.businessName],
    [
      'From wallet',
      `${bill.sourceWalletName}${receipt.walletAccountNumber ? ` · ${receipt.walletAccountNumber}` : ''}`,
    ],
  ];
  let y = 124;
  for (const [label, value] of facts) {
    doc.fillColor(MUTED).text(label, 40, y, { width: 120 });
    doc.fillColor('#1b1f24').text(value, 160, y, { width: 200 });
    y += Math.max(16, doc.heightOfString(value, { width: 200 }) + 4);
  }
  doc.end();
  return done;
}
