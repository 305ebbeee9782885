// The wallet's emails: PIN codes and changes, and statements ready to download.

import type { OutgoingEmail } from '../../platform/mail/mail.service.ts';
import { layout } from '../../platform/mail/templates.ts';

type Email = Omit<OutgoingEmail, 'companyId'>;

export function pinCode(to: string, firstName: string, code: string, purpose: string): Email {
  const what = purpose === 'reset-pin' ? 'reset your transaction PIN' : 'create your transaction PIN';
  const lines = [
    `Hello ${firstName},`,
    `Your code to ${what} is ${code}. It expires in 10 minutes and works once.`,
    'If you did not ask for it, someone may know your password: change it and tell your administrator.',
  ];
  return {
    to,
    subject: `Your transaction PIN code: ${code}`,
    template: 'wallet.pin-code',
    text: lines.join('\n\n'),
    html: layout(lines),
  };
}

export function pinChanged(to: string, firstName: string, created: boolean): Email {
  const lines = [
    `Hello ${firstName},`,
    created
      ? 'Your Paydesk transaction PIN has been created. You will need it to move money.'
      : 'Your Paydesk transaction PIN has been reset.',
    'If this was not you, contact support at once.',
  ];
  return {
    to,
    subject: created ? 'Your transaction PIN is set' : 'Your transaction PIN was reset',
    template: 'wallet.pin-changed',
    text: lines.join('\n\n'),
    html: layout(lines),
  };
}

export function statementReady(
  to: string,
  firstName: string,
  input: { walletName: string; from: string; to: string; rows: number; url: string },
): Email {
  const lines = [
    `Hello ${firstName},`,
    `Your statement for ${input.walletName} from ${input.from} to ${input.to} is ready (${input.rows} transaction${input.rows === 1 ? '' : 's'}).`,
    `Download it as PDF or CSV: ${input.url}`,
  ];
  return {
    to,
    subject: `Statement ready: ${input.walletName}, ${input.from} to ${input.to}`,
    template: 'wallet.statement-ready',
    text: lines.join('\n\n'),
    html: layout(lines.slice(0, 2), { label: 'Download statement', url: input.url }),
  };
}
