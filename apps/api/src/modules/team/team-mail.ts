// The emails of team management: invitations (new people set a password, existing ones accept), access changes
// and ownership transfer codes.
import type { OutgoingEmail } from '../../platform/mail/mail.service.ts';
import { layout } from '../../platform/mail/templates.ts';

type Email = Omit<OutgoingEmail, 'companyId'>;

export function invitation(input: {
  to: string;
  firstName: string;
  companyName: string;
  inviterName: string;
  roleLabel: string;
  link: string;
  /** A person without a Paydesk password sets one; an existing account only accepts. */
  newAccount: boolean;
}): Email {
  const action = input.newAccount ? 'Create your password' : 'Accept invitation';
  const lines = [
    `Hello ${input.firstName},`,
    `${input.inviterName} invited you to ${input.companyName} on Paydesk as ${input.roleLabel}.`,
    input.newAccount
      ? `Create your password to get started (the link is valid for 7 days): ${input.link}`
      : `You already have a Paydesk account. Accept the invitation (valid for 7 days): ${input.link}`,
    'If you did not expect this invitation, you can ignore this email.',
  ];
  return {
    to: input.to,
    subject: `You are invited to ${input.companyName} on Paydesk`,
    template: input.newAccount ? 'team.invite-new' : 'team.invite-existing',
    text: lines.join('\n\n'),
    html: layout([lines[0]!, lines[1]!, lines[3]!], { label: action, url: input.link }),
  };
}

export function accessChanged(input: {
  to: string;
  firstName: string;
  companyName: string;
  what: string;
}): Email {
  const lines = [
    `Hello ${input.firstName},`,
    `${input.what} (${input.companyName}).`,
    'If you think this is a mistake, contact the business owner.',
  ];
  return {
    to: input.to,
    subject: `Your access to ${input.companyName} changed`,
    template: 'team.access-changed',
    text: lines.join('\n\n'),
    html: layout(lines),
  };
}

export function ownershipCode(input: {
  to: string;
  firstName: string;
  companyName: string;
  newOwnerName: string;
  code: string;
}): Email {
  const lines = [
    `Hello ${input.firstName},`,
    `Your code to make ${input.newOwnerName} the owner of ${input.companyName} is ${input.code}. It expires in 10 minutes.`,
    'You will become an administrator. If you did not ask for this, change your password now.',
  ];
  return {
    to: input.to,
    subject: `Ownership transfer code: ${input.code}`,
    template: 'team.ownership-code',
    text: lines.join('\n\n'),
    html: layout(lines),
  };
}
