// Reads the dev mailbox (GET /dev/mailbox/api/messages?to=…, newest first) the way a user reads their inbox.
// Emails are delivered by a background job shortly after the request that wrote them, so every read waits.
import { expect } from '@playwright/test';

export interface MailMessage {
  id: string;
  to: string;
  subject: string;
  textBody: string;
  createdAt: string;
}

export interface WaitForMailOptions {
  /** Only messages whose subject matches. */
  subject?: RegExp;
  /** Only messages written after this instant (take it just before the action that sends the mail). */
  since?: Date;
  /** Skip messages already consumed by the test (e.g. an earlier login code). */
  exclude?: Iterable<string>;
  timeoutMs?: number;
}

export class Mailbox {
  constructor(private readonly baseURL: string) {}

  async list(to: string): Promise<MailMessage[]> {
    const url = new URL('/dev/mailbox/api/messages', this.baseURL);
    url.searchParams.set('to', to.toLowerCase());
    url.searchParams.set('limit', '200');
    const response = await fetch(url);
    if (!response.ok) throw new Error(`dev mailbox answered ${response.status} for ${url}`);
    const body = (await response.json()) as { data: MailMessage[] };
    return body.data;
  }

  /** The newest matching message, waiting for it to arrive. */
  async waitFor(to: string, options: WaitForMailOptions = {}): Promise<MailMessage> {
    const { subject, since, timeoutMs = 15_000 } = options;
    const excluded = new Set(options.exclude ?? []);
    // The server stamps createdAt with its own clock; allow a little skew against ours.
    const after = since ? since.getTime() - 1_000 : Number.NEGATIVE_INFINITY;
    let found: MailMessage | undefined;
    await expect
      .poll(
        async () => {
          const messages = await this.list(to);
          found = messages.find(
            (m) =>
              (!subject || subject.test(m.subject)) &&
              Date.parse(m.createdAt) >= after &&
              !excluded.has(m.id),
          );
          return Boolean(found);
        },
        {
          message: `email to ${to}${subject ? ` with subject ${subject}` : ''}`,
          timeout: timeoutMs,
          intervals: [100, 250, 500],
        },
      )
      .toBe(true);
    return found!;
  }

  /** 'Your login code: NNNNNN'. */
  async loginCode(
    to: string,
    options: Omit<WaitForMailOptions, 'subject'> = {},
  ): Promise<{ code: string; message: MailMessage }> {
    const message = await this.waitFor(to, { ...options, subject: /^Your login code: \d{6}$/ });
    return { code: sixDigits(message.subject), message };
  }

  /** 'Confirm your email: NNNNNN', with the link /account/confirmation/{id}/{token} in the text. */
  async confirmation(to: string, options: Omit<WaitForMailOptions, 'subject'> = {}) {
    const message = await this.waitFor(to, { ...options, subject: /^Confirm your email: \d{6}$/ });
    return {
      code: sixDigits(message.subject),
      link: linkIn(message.textBody, '/account/confirmation/'),
      message,
    };
  }

  /** 'Password reset PIN: NNNNNN', with the link /reset-your-password/{token} in the text. */
  async resetPin(to: string, options: Omit<WaitForMailOptions, 'subject'> = {}) {
    const message = await this.waitFor(to, { ...options, subject: /^Password reset PIN: \d{6}$/ });
    return {
      pin: sixDigits(message.subject),
      link: linkIn(message.textBody, '/reset-your-password/'),
      message,
    };
  }
}

export function sixDigits(text: string): string {
  const match = /\b(\d{6})\b/.exec(text);
  if (!match) throw new Error(`no 6-digit code in '${text}'`);
  return match[1]!;
}

/** The first http(s) URL in the text whose path contains `pathPart`. */
export function linkIn(text: string, pathPart: string): string {
  const url = text.match(/https?:\/\/[^\s<>"')]+/g)?.find((u) => u.includes(pathPart));
  if (!url) throw new Error(`no link containing ${pathPart} in:\n${text}`);
  return url.replace(/[.,;]+$/, '');
}
