// The staff app's sign-in code, by email or by SMS to the phone the employee typed.
import type { OutgoingEmail } from '../../platform/mail/mail.service.ts';

export function staffSignInCode(input: {
  to: string;
  channel: 'email' | 'sms';
  code: string;
}): OutgoingEmail {
  const text = `Your Paydesk sign-in code is ${input.code}. It expires in 10 minutes. Never share it with anyone.`;
  return {
    to: input.to,
    channel: input.channel,
    subject: 'Your Paydesk sign-in code',
    template: 'staff.sign-in-code',
    text,
  };
}
