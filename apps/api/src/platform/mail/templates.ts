// The emails of the sign-in journey. Plain text first; a simple HTML twin for mail clients.
import { escapeHtml } from '../../lib/html.ts';
import type { OutgoingEmail } from './mail.service.ts';

export function layout(paragraphs: string[], action?: { label: string; url: string }): string {
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join('');
  const button = action
    ? `<p><a href="${escapeHtml(action.url)}" style="background:#0b6e4f;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(action.label)}</a></p>`
    : '';
  return `<div style="font-family:Arial,sans-serif;font-size:15px;color:#1b1f24;max-width:560px">${body}${button}<p style="color:#667085;font-size:12px">Paydesk</p></div>`;
}

export function confirmEmail(
  to: string,
  firstName: string,
  code: string,
  link: string,
): Omit<OutgoingEmail, 'companyId'> {
  const lines = [
    `Hello ${firstName},`,
    `Your Paydesk confirmation code is ${code}. It expires in 10 minutes.`,
    `Or confirm with this link (valid for 24 hours): ${link}`,
    'If you did not sign up for Paydesk, you can ignore this email.',
  ];
  return {
    to,
    subject: `Confirm your email: ${code}`,
    template: 'auth.confirm-email',
    text: lines.join('\n\n'),
    html: layout(lines.slice(0, 2).concat(lines[3]!), { label: 'Confirm email', url: link }),
  };
}

export function accountExists(
  to: string,
  firstName: string,
  loginUrl: string,
  resetUrl: string,
): Omit<OutgoingEmail, 'companyId'> {
  const lines = [
    `Hello ${firstName},`,
    'Someone tried to sign up for Paydesk with this email address, which already has an account.',
    `If it was you, log in at ${loginUrl} or reset your password at ${resetUrl}.`,
    'If it was not you, you can ignore this email: nothing has changed.',
  ];
  return {
    to,
    subject: 'You already have a Paydesk account',
    template: 'auth.account-exists',
    text: lines.join('\n\n'),
    html: layout(lines),
  };
}

export function loginCode(
  to: string,
  firstName: string,
  code: string,
  ip: string | null,
): Omit<OutgoingEmail, 'companyId'> {
  const lines = [
    `Hello ${firstName},`,
    `Your Paydesk login code is ${code}. It expires in 10 minutes and works once.`,
    `Requested from IP address ${ip ?? 'unknown'}. If this was not you, change your password.`,
  ];
  return {
    to,
    subject: `Your login code: ${code}`,
    template: 'auth.login-code',
    text: lines.join('\n\n'),
    html: layout(lines),
  };
}

/** The login code by SMS, for a member who chose that channel (Login & Security). */
export function loginCodeSms(phone: string, code: string): Omit<OutgoingEmail, 'companyId'> {
  const text = `Your Paydesk login code is ${code}. It expires in 10 minutes. Never share it.`;
  return { to: phone, channel: 'sms', subject: 'Paydesk login code', template: 'auth.login-code-sms', text };
}

/** The code that confirms a new phone number on the profile, sent to that number. */
export function phoneChangeCode(phone: string, code: string): Omit<OutgoingEmail, 'companyId'> {
  const text = `Your Paydesk code to confirm this phone number is ${code}. It expires in 10 minutes.`;
  return {
    to: phone,
    channel: 'sms',
    subject: 'Confirm your phone number',
    template: 'settings.phone-code',
    text,
  };
}

export function passwordResetPin(
  to: string,
  firstName: string,
  pin: string,
  link: string,
): Omit<OutgoingEmail, 'companyId'> {
  const lines = [
    `Hello ${firstName},`,
    `Your password reset PIN is ${pin}. It expires in 10 minutes.`,
    `Or choose a new password with this link: ${link}`,
    'If you did not ask to reset your password, ignore this email; your password stays the same.',
  ];
  return {
    to,
    subject: `Password reset PIN: ${pin}`,
    template: 'auth.password-reset',
    text: lines.join('\n\n'),
    html: layout([lines[0]!, lines[1]!, lines[3]!], { label: 'Reset password', url: link }),
  };
}

export function passwordChanged(to: string, firstName: string): Omit<OutgoingEmail, 'companyId'> {
  const lines = [
    `Hello ${firstName},`,
    'Your Paydesk password was changed and every other session was signed out.',
    'If you did not do this, reset your password now and contact support.',
  ];
  return {
    to,
    subject: 'Your password was changed',
    template: 'auth.password-changed',
    text: lines.join('\n\n'),
    html: layout(lines),
  };
}
