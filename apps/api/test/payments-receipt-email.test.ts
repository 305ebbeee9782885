// Emailing a transfer's receipt to any address (issue 30): only a transfer its bank settled has one (409 before);
// the PDF goes through the outbox as an attachment the dev mailbox shows; another business's transfer is 404; a
// member without the view permission 403; a bad address 400; every send audited; limited like other mail routes.
import {
  ErrorCode,
  PAYMENTS_MESSAGES,
  PAYMENTS_PATHS,
  transferReceiptEmailResponse,
  transferResponse,
} from '@paydesk/contracts';
import { auditEvents, messageOutbox } from '@paydesk/db';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_TRANSFER_ACCOUNTS } from '../src/providers/banking/index.ts';
import { waitForMail } from './helpers/mailbox.ts';
import { startPaymentsApp, transferRow, untilSettled, waitFor } from './helpers/payment-fixtures.ts';
import { pdfTextOf } from './helpers/pdf-text.ts';
import { addMember, addRole } from './helpers/team-fixtures.ts';
import type { TestApp } from './helpers/test-app.ts';
import { api, newKey, PIN, tokenFor, type WalletOwner, walletOwner } from './helpers/wallet-fixtures.ts';

let t: TestApp;
let owner: WalletOwner;
let rival: WalletOwner;
let settled: { id: string; reference: string };
let failed: { id: string; reference: string };

const send = async (accountNumber: string) => {
  const sent = await t.api.post(
    api(PAYMENTS_PATHS.transferSingle),
    { sourceWalletId: owner.mainWalletId, bankCode: '000013', accountNumber, amount: 12_345_67, pin: PIN },
    { token: owner.token, schema: transferResponse, headers: { 'idempotency-key': newKey() } },
  );
  return { id: sent.data._id, reference: sent.data.reference };
};

const emailReceipt = (token: string, id: string, body: unknown) =>
  t.api.post(api(PAYMENTS_PATHS.transferReceiptEmail(id)), body, {
    token,
    schema: transferReceiptEmailResponse,
  });

const outboxCount = async () => {
  const [row] = await t.server.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(messageOutbox)
    .where(eq(messageOutbox.template, 'payments.transfer-receipt'));
  return row!.n;
};

const audits = (companyId: string) =>
  t.server.database.db
    .select()
    .from(auditEvents)
    .where(
      and(eq(auditEvents.companyId, companyId), eq(auditEvents.action, 'payments.transfer.receipt-emailed')),
    );

beforeAll(async () => {
  // The mail routes' limit, low enough to reach (each caller below stays under it until the last test).
  t = await startPaymentsApp({ AUTH_RATE_LIMIT_PER_MINUTE: '8' });
  owner = await walletOwner(t, { name: 'Ikeja Bakery', balance: 1_000_000_00 });
  rival = await walletOwner(t, { name: 'Yaba Laundry', balance: 10_000_00 });
  settled = await send('0123456789');
  await untilSettled(t, settled.reference);
  failed = await send(SANDBOX_TRANSFER_ACCOUNTS.failsAtOnce);
  await waitFor(
    () => transferRow(t, failed.reference),
    (r) => r.status === 'failed' || r.status === 'reversed',
  );
});
afterAll(() => t.close());

describe('emailing a transfer receipt', () => {
  it('sends the settled transfer’s PDF receipt to any address, through the outbox, audited', async () => {
    const answer = await emailReceipt(owner.token, settled.id, { email: '  Accounts@Supplier.example ' });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ message: PAYMENTS_MESSAGES.receiptEmailed });
    expect(answer.data.to).toBe('accounts@supplier.example');

    const mail = await waitForMail(t, 'accounts@supplier.example', (m) =>
      m.subject.includes(settled.reference),
    );
    expect(mail.subject).toBe(`Transfer receipt ${settled.reference} from Ikeja Bakery`);
    expect(mail.textBody).toContain('NGN 12,345.67');

    const shown = await t.app.inject({ method: 'GET', url: `/dev/mailbox/api/messages/${mail.id}` });
    const { data } = shown.json() as {
      data: { attachments: { filename: string; contentType: string; size: number }[] };
    };
    expect(data.attachments).toHaveLength(1);
    expect(data.attachments[0]).toMatchObject({
      filename: `transfer-${settled.reference}.pdf`,
      contentType: 'application/pdf',
    });
    const file = await t.app.inject({
      method: 'GET',
      url: `/dev/mailbox/api/messages/${mail.id}/attachments/0`,
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.length).toBe(data.attachments[0]!.size);
    const row = await transferRow(t, settled.reference);
    const text = pdfTextOf(file.rawPayload);
    expect(text).toContain(settled.reference);
    expect(text).toContain(row.sessionId!);

    const events = await audits(owner.companyId);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ targetType: 'transfer', targetId: settled.id, outcome: 'success' });
    expect(events[0]!.metadata).toMatchObject({
      reference: settled.reference,
      to: 'accounts@supplier.example',
    });
  });

  it('refuses with 409 a transfer its bank did not settle, sending nothing', async () => {
    const before = await outboxCount();
    const refused = await emailReceipt(owner.token, failed.id, { email: 'someone@example.com' });
    expect(refused.status).toBe(409);
    expect(refused.error.message).toBe(PAYMENTS_MESSAGES.receiptNotSettled);
    expect(await outboxCount()).toBe(before);
  });

  it("404s another business's transfer and an unknown one, 403s a member without the view permission", async () => {
    const before = await outboxCount();
    const auditsBefore = (await audits(owner.companyId)).length;
    const theirs = await emailReceipt(rival.token, settled.id, { email: 'someone@example.com' });
    expect(theirs.status).toBe(404);
    const unknown = await emailReceipt(owner.token, '0b9d1c7e-4f5a-4c1e-9f3e-2a6b8c0d1e2f', {
      email: 'someone@example.com',
    });
    expect(unknown.status).toBe(404);
    const roleId = await addRole(t, owner.companyId, 'Payroll only', ['payroll.view']);
    const member = await addMember(t, owner.companyId, { role: 'custom', roleId });
    const forbidden = await emailReceipt(await tokenFor(t, member), settled.id, {
      email: 'someone@example.com',
    });
    expect(forbidden.status).toBe(403);
    expect(await outboxCount()).toBe(before);
    expect(await audits(owner.companyId)).toHaveLength(auditsBefore);
    expect(await audits(rival.companyId)).toHaveLength(0);
  });

  it('refuses a bad address or body with 400, sending nothing', async () => {
    const before = await outboxCount();
    const bad = await emailReceipt(owner.token, settled.id, { email: 'not-an-email' });
    expect(bad.status).toBe(400);
    expect(bad.error.errors).toHaveProperty('email');
    const missing = await emailReceipt(owner.token, settled.id, {});
    expect(missing.status).toBe(400);
    const badId = await emailReceipt(owner.token, 'nope', { email: 'someone@example.com' });
    expect(badId.status).toBe(400);
    expect(await outboxCount()).toBe(before);
  });

  it('is rate-limited per caller like the other routes that send mail', async () => {
    const member = await addMember(t, owner.companyId, { role: 'employer-admin' });
    const token = await tokenFor(t, member);
    const statuses: number[] = [];
    for (let i = 0; i < t.config.AUTH_RATE_LIMIT_PER_MINUTE + 1; i += 1)
      statuses.push((await emailReceipt(token, failed.id, { email: 'someone@example.com' })).status);
    expect(statuses.slice(0, -1).every((s) => s === 409)).toBe(true);
    const last = await emailReceipt(token, failed.id, { email: 'someone@example.com' });
    expect(last.status).toBe(429);
    expect(last.error.code).toBe(ErrorCode.rateLimited);
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
  });
});
