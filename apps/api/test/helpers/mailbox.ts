// Reads the dev mailbox through its API. Pending messages are delivered by the waiting test itself (as the delivery
// job would, and safely beside it): on a loaded machine the job's turn may come later than a test waits.
import { success } from '@paydesk/contracts';
import { z } from 'zod';
import type { TestApp } from './test-app.ts';

/** A message as the dev mailbox lists it (a dev tool, so its shape lives with its route, not in the contracts). */
export const mailboxMessage = z.object({
  id: z.string(),
  channel: z.string(),
  to: z.string(),
  subject: z.string(),
  textBody: z.string(),
  createdAt: z.string(),
});
export type MailboxMessage = z.infer<typeof mailboxMessage>;
export const mailboxList = success(z.array(mailboxMessage));

/**
 * The newest message to `to` (any address when undefined: a phone number whose prefix the test does not know)
 * that `match` accepts, waited for.
 */
export async function waitForMail(
  t: TestApp,
  to: string | undefined,
  match: (m: MailboxMessage) => boolean = () => true,
  options: { after?: string; timeoutMs?: number } = {},
): Promise<MailboxMessage> {
  const deadline = Date.now() + (options.timeoutMs ?? 10_000);
  const query = to === undefined ? '' : `?to=${encodeURIComponent(to)}`;
  while (Date.now() < deadline) {
    await t.server.mailer.deliverPending();
    const { data } = await t.api.get(`/dev/mailbox/api/messages${query}`, { schema: mailboxList });
    const found = data.find((m) => match(m) && !options.after?.includes(m.id));
    if (found) return found;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no mail for ${to ?? 'anyone'} within ${options.timeoutMs ?? 10_000} ms`);
}

export const codeIn = (m: MailboxMessage) => /\b(\d{6})\b/.exec(m.textBody)?.[1] ?? '';
export const linkIn = (m: MailboxMessage, path: string) =>
  new RegExp(`https?://[^\\s]+${path.replace(/\//g, '\\/')}[^\\s]*`).exec(m.textBody)?.[0] ?? '';
