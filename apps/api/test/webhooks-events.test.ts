// Business events reach webhook endpoints (issue 16): a transfer the bank settles sends 'transfer.settled', one it
// fails (and Paydesk reverses) sends 'transfer.failed', money arriving in a wallet sends 'wallet.funded', each
// signed, only to endpoints that chose the event. The demo business gets one endpoint with a short log, once.
import {
  inboundTransferResponse,
  OPS_WALLET_PATHS,
  PAYMENTS_PATHS,
  transferResponse,
  WALLET_PATHS,
  WEBHOOK_PATHS,
  walletListResponse,
  webhookDeliveriesResponse,
  webhookEndpointsResponse,
  webhookWithSecretResponse,
} from '@paydesk/contracts';
import { companyMembers, users } from '@paydesk/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifySignature } from '../src/modules/webhooks/index.ts';
import { openSecret } from '../src/modules/webhooks/secret-box.ts';
import { SANDBOX_TRANSFER_ACCOUNTS } from '../src/providers/banking/index.ts';
import { DEMO_LOGIN, seedDemoActivity, seedDemoBusiness } from '../src/seed/demo.ts';
import { newOperator, operatorLogin } from './helpers/compliance.ts';
import { startPaymentsApp, untilSettled, waitFor } from './helpers/payment-fixtures.ts';
import type { TestApp } from './helpers/test-app.ts';
import { api, newKey, PIN, tokenFor, type WalletOwner, walletOwner } from './helpers/wallet-fixtures.ts';
import { loopbackPortsOf, startWebhookReceiver, type WebhookReceiver } from './helpers/webhook-receiver.ts';

let t: TestApp;
let owner: WalletOwner;
let receiver: WebhookReceiver;
let other: WebhookReceiver;
let funded: WebhookReceiver;

beforeAll(async () => {
  receiver = await startWebhookReceiver();
  other = await startWebhookReceiver();
  funded = await startWebhookReceiver();
  t = await startPaymentsApp({
    FUNDING_CALLBACK_DELAY_SECONDS: '0',
    ...loopbackPortsOf(receiver, other, funded),
  });
  owner = await walletOwner(t, { name: 'Yaba Bakeries', balance: 1_000_000_00 });
});
afterAll(async () => {
  await receiver?.close();
  await other?.close();
  await funded?.close();
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

describe('money arriving in a wallet as a webhook event', () => {
  it('sends wallet.funded with the amount and the sender when an inbound bank transfer credits the wallet', async () => {
    const { secret } = (
      await t.api.post(
        api(WEBHOOK_PATHS.endpoints),
        { url: funded.url, events: ['wallet.funded'] },
        { token: owner.token, schema: webhookWithSecretResponse },
      )
    ).data;
    const accounts = await t.api.get(api(WALLET_PATHS.accounts), {
      token: owner.token,
      schema: walletListResponse,
    });
    const main = accounts.data.accounts.find((a) => a._id === owner.mainWalletId)!;
    const operator = await operatorLogin(t, await newOperator(t));
    const sent = await t.api.post(
      api(OPS_WALLET_PATHS.inboundTransfer),
      {
        accountNumber: main.accountNumber,
        amount: 75_000_00,
        senderName: 'Bola Adeyemi',
        senderBank: 'GTBank',
      },
      { schema: inboundTransferResponse, token: operator.token, headers: { 'idempotency-key': newKey() } },
    );
    expect(sent.status).toBe(202);
    const [event] = await waitFor(
      async () => funded.received,
      (all) => all.length >= 1,
    );
    const body = JSON.parse(event!.rawBody);
    expect(body).toMatchObject({
      type: 'wallet.funded',
      data: {
        walletId: owner.mainWalletId,
        amount: 75_000_00,
        currency: 'NGN',
        senderName: 'Bola Adeyemi',
      },
    });
    expect(verifySignature(secret, event!.rawBody, String(event!.headers['paydesk-signature']))).toBe(true);
  });
});

describe('the demo business', () => {
  it('gets one disabled endpoint on localhost with a delivered and a failed attempt, once', async () => {
    const db = t.server.database.db;
    await seedDemoBusiness(db, t.config);
    await seedDemoActivity(db, t.config, { only: ['webhooks'] });
    await seedDemoActivity(db, t.config, { only: ['webhooks'] });
    const [member] = await db
      .select({ companyId: companyMembers.companyId, userId: companyMembers.userId })
      .from(companyMembers)
      .innerJoin(users, eq(users.id, companyMembers.userId))
      .where(and(eq(users.email, DEMO_LOGIN.email), eq(companyMembers.role, 'employer')));
    const token = await tokenFor(t, member!);
    const list = await t.api.get(api(WEBHOOK_PATHS.endpoints), { token, schema: webhookEndpointsResponse });
    expect(list.data).toHaveLength(1);
    const [endpoint] = list.data;
    expect(endpoint).toMatchObject({ status: 'disabled', url: expect.stringContaining('localhost') });
    expect(endpoint!.lastDelivery).not.toBeNull();
    const log = await t.api.get(api(WEBHOOK_PATHS.deliveries(endpoint!.id)), {
      token,
      schema: webhookDeliveriesResponse,
    });
    expect(log.data.docs.map((d) => d.outcome).sort()).toEqual(['failed', 'succeeded']);
    const [row] = await db.query.webhookEndpoints.findMany({
      where: (e, { eq: is }) => is(e.id, endpoint!.id),
    });
    expect(openSecret(t.config.APP_SECRET, row!.secretCiphertext)).toMatch(/^whsec_/);
  }, 240_000);
});
