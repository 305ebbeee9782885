// The email that carries the code confirming a new settlement account.
import type { OutgoingEmail } from '../../platform/mail/mail.service.ts';
import { layout } from '../../platform/mail/templates.ts';

export function settlementAccountCode(
  to: string,
  firstName: string,
  code: string,
  account: { accountName: string; accountNumber: string; bankName: string | null },
): Omit<OutgoingEmail, 'companyId'> {
  const lines = [
    `Hello ${firstName},`,
    `Your code to add ${account.accountName} (${account.accountNumber}, ${account.bankName ?? 'bank'}) as a settlement account is ${code}. It expires in 10 minutes and works once.`,
    'Money may be swept to this account automatically. If you did not ask for it, change your password and tell your administrator.',
  ];
  return {
    to,
    subject: `Your settlement account code: ${code}`,
    template: 'settlements.account-code',
    text: lines.join('\n\n'),
    html: layout(lines),
  };
}
