// The emails of people: the invitation to on-demand pay, and the employer's own messages (email or SMS).
import type { OutgoingEmail } from '../../platform/mail/mail.service.ts';
import { layout } from '../../platform/mail/templates.ts';

export function onDemandInvitation(input: {
  to: string;
  firstName: string;
  companyName: string;
  link: string;
}): Omit<OutgoingEmail, 'companyId'> {
  const lines = [
    `Hello ${input.firstName},`,
    `${input.companyName} invites you to on-demand pay on Paydesk: withdraw part of the pay you have already earned before payday.`,
    `Accept the invitation: ${input.link}`,
    'If you did not expect this invitation, you can ignore this email.',
  ];
  return {
    to: input.to,
    subject: `${input.companyName} invites you to on-demand pay`,
    template: 'people.on-demand-invite',
    text: lines.join('\n\n'),
    html: layout([lines[0]!, lines[1]!, lines[3]!], { label: 'Accept invitation', url: input.link }),
  };
}

/** The employer's own message from the contacts directory; an SMS carries the business name as its first words. */
export function employerMessage(input: {
  channel: 'email' | 'sms';
  to: string;
  companyName: string;
  subject?: string | undefined;
  message: string;
}): Omit<OutgoingEmail, 'companyId'> {
  if (input.channel === 'sms')
    return {
      to: input.to,
      channel: 'sms',
      subject: input.companyName,
      template: 'people.employer-message',
      text: `${input.companyName}: ${input.message}`,
    };
  const paragraphs = input.message.split(/\n{2,}/);
  return {
    to: input.to,
    subject: input.subject ?? input.companyName,
    template: 'people.employer-message',
    text: `${input.message}\n\n— ${input.companyName}, through Paydesk`,
    html: layout([...paragraphs, `— ${input.companyName}, through Paydesk`]),
  };
}
