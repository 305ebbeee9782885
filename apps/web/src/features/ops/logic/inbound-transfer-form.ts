// The inbound-transfer form as typed → the request body (naira text → kobo with parseNaira), or each field's error.
import { type InboundTransferRequest, inboundTransferRequest } from '@paydesk/contracts';
import { parseNaira } from '@paydesk/money';
import { OPS_COPY } from '../copy.ts';

export interface InboundTransferForm {
  accountNumber: string;
  amount: string;
  senderName: string;
  senderBank: string;
  narration: string;
}

export type FormErrors = Partial<Record<keyof InboundTransferForm, string>>;

export function toInboundTransfer(
  form: InboundTransferForm,
): { ok: true; body: InboundTransferRequest } | { ok: false; errors: FormErrors } {
  const amount = parseNaira(form.amount.trim());
  const parsed = inboundTransferRequest.safeParse({
    accountNumber: form.accountNumber.replace(/\s/g, ''),
    amount: amount ?? 0,
    senderName: form.senderName,
    senderBank: form.senderBank,
    narration: form.narration.trim() || undefined,
  });
  const errors: FormErrors = {};
  if (amount === null || amount <= 0) errors.amount = OPS_COPY.inbound.amountInvalid;
  if (parsed.success && !errors.amount) return { ok: true, body: parsed.data };
  for (const issue of parsed.error?.issues ?? []) {
    const field = String(issue.path[0]) as keyof InboundTransferForm;
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}
