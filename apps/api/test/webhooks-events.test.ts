// Business events reach webhook endpoints (issue 16): a transfer the bank settles sends 'transfer.settled', one it
// fails (and Paydesk reverses) sends 'transfer.failed', each signed, only to endpoints that chose the event.
import {
  PAYMENTS_PATHS,
  transferResponse,
  WEBHOOK_PATHS,
  webhookWithSecretResponse,
} from '@paydesk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifySignature } from '../src/modules/webhooks/index.ts';
import { SANDBOX_TRANSFER_ACCOUNTS } from '../src/providers/banking/index.ts';
import { startPaymentsApp, untilSettled, waitFor } from './helpers/payment-fixtures.ts';
import type { TestApp } from './helpers/test-app.ts';
import { api, newKey, PIN, type WalletOwner, walletOwner } from './helpers/wallet-fixtures.ts';
import { startWebhookReceiver, type WebhookReceiver } from './helpers/webhook-receiver.ts';

let t: TestApp;
let owner: WalletOwner;
let receiver: WebhookReceiver;
let other: WebhookReceiver;

beforeAll(async () => {
  t = await startPaymentsApp();
  owner = await walletOwner(t, { name: 'Yaba Bakeries', balance: 1_000_000_00 });
  receiver = await startWebhookReceiver();
  other = await startWebhookReceiver();
});
afterAll(async () => {
  await receiver?.close();
  await other?.close();
  await t?.close();
});

const transfer = (accountNumber: string, amount: number) =>
  t.api.post(
    api(PAYMENTS_PATHS.transferSingle),
    {
      sourceWalletId: owner.mainWalletId,
      bankCode: '000013',
      accountNumber,
      amount,
      narration: 'Flour',
      pin: PIN,
    },
    { token: owner.token, schema: transferResponse, headers: { 'idempotency-key': newKey() } },
  );

describe('transfer outcomes as webhook events', () => {
  it('sends transfer.settled and transfer.failed, signed, to the endpoint that chose them and to no other', async () => {
    const { secret } = (
      await t.api.post(
        api(WEBHOOK_PATHS.endpoints),
        { url: receiver.url, events: ['transfer.settled', 'transfer.failed'] },
        { token: owner.token, schema: webhookWithSecretResponse },
      )
    ).data;
    await t.api.post(
      api(WEBHOOK_PATHS.endpoints),
      { url: other.url, events: ['payroll.completed'] },
      { token: owner.token },
    );
    const paid = (await transfer('0123456789', 2_500_00)).data;
    const failed = (await transfer(SANDBOX_TRANSFER_ACCOUNTS.failsAfterPending, 1_200_00)).data;
    await untilSettled(t, paid.reference);
    await untilSettled(t, failed.reference);

    const events = await waitFor(
      async () => receiver.received.map((r) => ({ ...r, body: JSON.parse(r.rawBody) })),
      (all) => all.length >= 2,
    );
    const settled = events.find((e) => e.body.type === 'transfer.settled')!;
    const reversed = events.find((e) => e.body.type === 'transfer.failed')!;
    expect(settled.body.data).toMatchObject({
      reference: paid.reference,
      amount: 2_500_00,
      status: 'settled',
    });
    expect(reversed.body.data).toMatchObject({
      reference: failed.reference,
      amount: 1_200_00,
      status: 'reversed',
    });
    expect(reversed.body.data.failureReason).toBeTruthy();
    for (const e of [settled, reversed])
      expect(verifySignature(secret, e.rawBody, String(e.headers['paydesk-signature']))).toBe(true);
    expect(other.received).toHaveLength(0);
  });
});
