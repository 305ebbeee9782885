// Emails the PDF receipt of one transfer to any address (issue 30): only once its bank settled it — a receipt
// proves a payment — through the outbox in the same transaction as its audit event.
import { PAYMENTS_MESSAGES, type TransferReceipt } from '@paydesk/contracts';
import type { Caller } from '../../../http/route-kit.ts';
import { ngn } from '../../../lib/documents.ts';
import { Conflict } from '../../../lib/errors.ts';
import { transact } from '../../../lib/transaction.ts';
import { recordCallerAudit } from '../../../platform/audit/audit-actor.ts';
import type { OutgoingEmail } from '../../../platform/mail/mail.service.ts';
import { layout } from '../../../platform/mail/templates.ts';
import type { PaymentsDeps } from '../payments-deps.ts';
import { transferReceiptPdf } from './transfer-receipt-pdf.ts';
import { receiptOf } from './transfer-views.ts';

export const RECEIPT_EMAIL_TEMPLATE = 'payments.transfer-receipt';

function receiptEmail(to: string, receipt: TransferReceipt, pdf: Buffer): Omit<OutgoingEmail, 'companyId'> {
  const lines = [
    `${receipt.sender.businessName} sent ${ngn(receipt.amount)} to ${receipt.beneficiary.name} (${receipt.beneficiary.bankName ?? 'bank'} · ${receipt.beneficiary.accountNumber}).`,
    `Reference: ${receipt.reference}${receipt.sessionId ? ` · NIP session id: ${receipt.sessionId}` : ''}`,
    'The receipt is attached as a PDF.',
  ];
  return {
    to,
    subject: `Transfer receipt ${receipt.reference} from ${receipt.sender.businessName}`,
    template: RECEIPT_EMAIL_TEMPLATE,
    text: lines.join('\n\n'),
    html: layout(lines),
    attachments: [
      {
        filename: `transfer-${receipt.reference}.pdf`,
        contentType: 'application/pdf',
        contentBase64: pdf.toString('base64'),
      },
    ],
  };
}

export async function emailTransferReceipt(
  deps: Pick<PaymentsDeps, 'db' | 'mailer' | 'onEffectError'>,
  caller: Caller,
  id: string,
  to: string,
): Promise<{ to: string }> {
  const { companyId } = caller.auth;
  const receipt = await receiptOf(deps.db, companyId, id);
  if (receipt.status !== 'settled') throw new Conflict(PAYMENTS_MESSAGES.receiptNotSettled);
  const pdf = await transferReceiptPdf(receipt);
  await transact(
    deps.db,
    async (tx, afterCommit) => {
      await deps.mailer.enqueue(tx, afterCommit, { ...receiptEmail(to, receipt, pdf), companyId });
      await recordCallerAudit(tx, caller, {
        action: 'payments.transfer.receipt-emailed',
        target: { type: 'transfer', id },
        outcome: 'success',
        metadata: { reference: receipt.reference, to },
      });
    },
    deps.onEffectError,
  );
  return { to };
}
