// The emails of people: the invitation to on-demand pay (its link opens the staff app, built in a later session).
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
