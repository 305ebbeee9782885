// Reads the dev mailbox through its API, waiting for the delivery job to run.
import type { TestApp } from './test-app.ts';

export interface MailboxMessage {
  id: string;
  to: string;
  subject: string;
  textBody: string;
  createdAt: string;
}

export async function waitForMail(
  t: TestApp,
  to: string,
  match: (m: MailboxMessage) => boolean = () => true,
  options: { after?: string; timeoutMs?: number } = {},
): Promise<MailboxMessage> {
  const deadline = Date.now() + (options.timeoutMs ?? 10_000);
  while (Date.now() < deadline) {
    const { body } = await t.call('GET', `/dev/mailbox/api/messages?to=${encodeURIComponent(to)}`);
    const found = (body.data as MailboxMessage[]).find((m) => match(m) && !options.after?.includes(m.id));
    if (found) return found;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no mail for ${to} within ${options.timeoutMs ?? 10_000} ms`);
}

export const codeIn = (m: MailboxMessage) => /\b(\d{6})\b/.exec(m.textBody)?.[1] ?? '';
export const linkIn = (m: MailboxMessage, path: string) =>
  new RegExp(`https?://[^\\s]+${path.replace(/\//g, '\\/')}[^\\s]*`).exec(m.textBody)?.[0] ?? '';
