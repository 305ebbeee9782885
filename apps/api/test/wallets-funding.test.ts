// Funding (spec §4, §7): initiate returns a payment link to the sandbox checkout hosted in the app; paying there
// makes the provider send a signed callback after a short delay, which credits the wallet exactly once; the
// webhook lookup verifies the status; inbound bank transfers simulated from the operator console credit the same way.
import {
  CARD_CHECKOUT_LIFE_MINUTES,
  DASHBOARD_PATHS,
  ErrorCode,
  FUNDING_EXPIRED_REASON,
  FUNDING_PATHS,
  fundingResponse,
  inboundTransferResponse,
  OPS_WALLET_PATHS,
  sandboxCheckoutResponse,
  transactionListResponse,
  WALLET_PATHS,
  type Wallet,
  walletBalanceResponse,
  walletListResponse,
} from '@paydesk/contracts';
import { fundingRequests, journalEntries, notifications, sandboxFundingPayments } from '@paydesk/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deriveSecret } from '../src/lib/derive-secret.ts';
import { reconcileLedger } from '../src/modules/ledger/posting.ts';
import { signBody } from '../src/providers/funding/signature.ts';
import { newOperator, operatorLogin } from './helpers/compliance.ts';
import { addMember, addRole } from './helpers/team-fixtures.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';
import { api, newKey, tokenFor, type WalletOwner, walletOwner } from './helpers/wallet-fixtures.ts';

let t: TestApp;
let owner: WalletOwner;

const as = (who: { token: string }) => ({ token: who.token });
const initiate = (who: { token: string }, body: Record<string, unknown>, key: string | null = newKey()) =>
  t.api.post(api(FUNDING_PATHS.initiate), body, {
    schema: fundingResponse,
    ...as(who),
    headers: key ? { 'idempotency-key': key } : {},
  });
/** The checkout's API path from a payment link, with the link's token (the checkout needs it). */
const checkoutPath = (paymentLink: string) => {
  const link = new URL(paymentLink);
  const reference = link.pathname.split('/').pop()!;
  return `${api(FUNDING_PATHS.sandboxCheckout(reference))}?token=${link.searchParams.get('token') ?? ''}`;
};
const verify = (who: { token: string }, reference: string) =>
  t.api.get(`${api(FUNDING_PATHS.verify)}?reference=${reference}`, { ...as(who), schema: fundingResponse });
const balanceOf = async (who: { token: string }, walletId: string) =>
  (
    (await t.api.get(api(WALLET_PATHS.accounts), { ...as(who), schema: walletListResponse })).data
      .accounts as Wallet[]
  ).find((a) => a._id === walletId)!.balance;

async function until<T>(read: () => Promise<T>, done: (v: T) => boolean, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((r) => setTimeout(r, 150));
  }
}

const creditsFor = (reference: string) =>
  t.server.database.db
    .select({ id: journalEntries.id })
    .from(journalEntries)
    .where(and(eq(journalEntries.companyId, owner.companyId), eq(journalEntries.reference, reference)));

beforeAll(async () => {
  t = await startTestApp({ encryption: false, env: { FUNDING_CALLBACK_DELAY_SECONDS: '1' } });
  owner = await walletOwner(t, { name: 'Ajah Foods' });
});
afterAll(() => t.close());

describe('card funding through the sandbox checkout', () => {
  it('initiate returns a payment link to the in-app checkout and writes no line; paying credits once, with its line', async () => {
    const res = await initiate(owner, { walletId: owner.mainWalletId, amount: 150_000_00 });
    expect(res.status).toBe(201);
    const funding = res.data;
    expect(funding).toMatchObject({
      status: 'pending',
      amount: 150_000_00,
      channel: 'card',
      walletName: 'Main wallet',
    });
    expect(funding.paymentLink).toMatch(
      new RegExp(`^http://localhost:3000/sandbox/checkout/${funding.reference}\\?token=[0-9a-f]{64}$`),
    );
    // Nothing has moved yet, so the history has no line for it.
    const unpaid = await t.api.get(`${api(WALLET_PATHS.transactions)}?search=${funding.reference}`, {
      ...as(owner),
      schema: transactionListResponse,
    });
    expect(unpaid.data.docs).toEqual([]);

    const page = await t.api.get(checkoutPath(funding.paymentLink!), { schema: sandboxCheckoutResponse });
    expect(page.status).toBe(200);
    expect(page.data).toMatchObject({
      amount: 150_000_00,
      payee: 'Ajah Foods · Main wallet',
      status: 'open',
      returnUrl: `/dashboard/verify-fund-status?reference=${funding.reference}`,
    });
    const paid = await t.api.post(
      checkoutPath(funding.paymentLink!),
      { outcome: 'pay' },
      { schema: sandboxCheckoutResponse },
    );
    expect(paid.data.status).toBe('successful');
    // Not yet: the provider's callback comes after its delay, delivered by a job.
    const settled = await until(
      () => verify(owner, funding.reference),
      (r) => r.data.status === 'successful',
    );
    expect(settled.data).toMatchObject({ status: 'successful', reference: funding.reference });
    expect(await balanceOf(owner, owner.mainWalletId)).toBe(150_000_00);
    const chip = await t.api.get(api(DASHBOARD_PATHS.walletBalance), {
      ...as(owner),
      schema: walletBalanceResponse,
    });
    expect(chip.data.balance).toBe(150_000_00);
    const [delivered] = await until(
      () =>
        t.server.database.db
          .select()
          .from(sandboxFundingPayments)
          .where(eq(sandboxFundingPayments.merchantReference, funding.reference)),
      (rows) => Boolean(rows[0]?.callbackDeliveredAt),
    );
    expect(delivered!.callbackDeliveredAt).not.toBeNull();
    expect(await creditsFor(funding.reference)).toHaveLength(1);
    const credited = await t.api.get(`${api(WALLET_PATHS.transactions)}?search=${funding.reference}`, {
      ...as(owner),
      schema: transactionListResponse,
    });
    expect(credited.data.docs).toHaveLength(1);
    expect(credited.data.docs[0]).toMatchObject({
      type: 'funding',
      direction: 'credit',
      status: 'successful',
      amount: 150_000_00,
      balanceAfter: 150_000_00,
      narration: 'Card funding of Main wallet',
    });
    const told = await t.server.database.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.companyId, owner.companyId), eq(notifications.kind, 'wallet.fund.credited')),
      );
    expect(told[0]!.message).toBe('₦150,000.00 was added to Main wallet.');
    // Paying again changes nothing.
    expect(
      (
        await t.api.post(
          checkoutPath(funding.paymentLink!),
          { outcome: 'fail' },
          { schema: sandboxCheckoutResponse },
        )
      ).data.status,
    ).toBe('successful');
  });

  it('the checkout opens and pays only through its payment link: no token or a wrong one is not found and credits nothing', async () => {
    const res = await initiate(owner, { walletId: owner.mainWalletId, amount: 7_000_00 });
    const { reference, paymentLink } = res.data;
    const before = await balanceOf(owner, owner.mainWalletId);
    const bare = api(FUNDING_PATHS.sandboxCheckout(reference));
    const forged = `${bare}?token=${'0'.repeat(64)}`;
    for (const path of [bare, forged]) {
      expect((await t.api.get(path)).status).toBe(404);
      const paid = await t.api.post(path, { outcome: 'pay' });
      expect(paid.status).toBe(404);
      expect(paid.error.code).toBe('NOT_FOUND');
    }
    // Another checkout's token does not open this one.
    const other = await initiate(owner, { walletId: owner.mainWalletId, amount: 8_000_00 });
    const borrowed = `${bare}?token=${new URL(other.data.paymentLink!).searchParams.get('token')}`;
    expect((await t.api.post(borrowed, { outcome: 'pay' })).status).toBe(404);
    const still = await verify(owner, reference);
    expect(still.data.status).toBe('pending');
    expect(await balanceOf(owner, owner.mainWalletId)).toBe(before);
    // The link itself still works.
    const page = await t.api.get(checkoutPath(paymentLink!), { schema: sandboxCheckoutResponse });
    expect(page.data.status).toBe('open');
  });

  it('the status lookup settles a paid checkout before its callback arrives; the later callback is a duplicate', async () => {
    const slow = await startTestApp({ encryption: false, env: { FUNDING_CALLBACK_DELAY_SECONDS: '600' } });
    try {
      const business = await walletOwner(slow, { name: 'Slow Rail Ltd' });
      const res = await slow.api.post(
        api(FUNDING_PATHS.initiate),
        { walletId: business.mainWalletId, amount: 20_000_00 },
        { schema: fundingResponse, token: business.token, headers: { 'idempotency-key': newKey() } },
      );
      const reference = res.data.reference as string;
      await slow.api.post(
        checkoutPath(res.data.paymentLink!),
        { outcome: 'pay' },
        { schema: sandboxCheckoutResponse },
      );
      const verified = await slow.api.get(`${api(FUNDING_PATHS.verify)}?filter=${reference}`, {
        schema: fundingResponse,
        token: business.token,
      });
      expect(verified.data.status).toBe('successful');
      // Make the owed callback due now and deliver it: the wallet is not credited twice.
      await slow.server.database.db
        .update(sandboxFundingPayments)
        .set({ callbackDueAt: new Date(Date.now() - 1000) })
        .where(eq(sandboxFundingPayments.merchantReference, reference));
      await slow.server.jobs.send('wallets.funding-callbacks');
      const [delivered] = await until(
        () =>
          slow.server.database.db
            .select()
            .from(sandboxFundingPayments)
            .where(eq(sandboxFundingPayments.merchantReference, reference)),
        (rows) => Boolean(rows[0]?.callbackDeliveredAt),
      );
      expect(delivered!.callbackDeliveredAt).not.toBeNull();
      const [row] = await slow.server.database.db
        .select()
        .from(fundingRequests)
        .where(eq(fundingRequests.reference, reference));
      const accounts = await slow.api.get(api(WALLET_PATHS.accounts), {
        schema: walletListResponse,
        token: business.token,
      });
      expect(accounts.data.accounts[0]!.balance).toBe(20_000_00);
      const credits = await slow.server.database.db
        .select()
        .from(journalEntries)
        .where(eq(journalEntries.reference, reference));
      expect(credits).toHaveLength(1);
      expect(row!.status).toBe('successful');
    } finally {
      await slow.close();
    }
  });

  it('a failed payment marks the funding failed, credits nothing and writes no line; ₦666.66 is always declined', async () => {
    const res = await initiate(owner, { walletId: owner.mainWalletId, amount: 5_000_00 });
    const reference = res.data.reference as string;
    const before = await balanceOf(owner, owner.mainWalletId);
    await t.api.post(
      checkoutPath(res.data.paymentLink!),
      { outcome: 'fail' },
      { schema: sandboxCheckoutResponse },
    );
    const failed = await until(
      () => verify(owner, reference),
      (r) => r.data.status !== 'pending',
    );
    expect(failed.data).toMatchObject({ status: 'failed', failureReason: 'The payment was declined' });
    const line = await t.api.get(`${api(WALLET_PATHS.transactions)}?search=${reference}`, {
      ...as(owner),
      schema: transactionListResponse,
    });
    expect(line.data.docs).toEqual([]);
    expect(await balanceOf(owner, owner.mainWalletId)).toBe(before);

    const declined = await initiate(owner, { walletId: owner.mainWalletId, amount: 666_66 });
    const paid = await t.api.post(
      checkoutPath(declined.data.paymentLink!),
      { outcome: 'pay' },
      { schema: sandboxCheckoutResponse },
    );
    expect(paid.data.status).toBe('failed');
    const small = await initiate(owner, { walletId: owner.mainWalletId, amount: 99_99 });
    expect(small.status).toBe(400);
    expect(small.error.errors?.amount).toEqual(['The smallest funding is ₦100.00']);
  });

  it('callbacks are verified and idempotent: a forged signature is refused, ten copies credit once', async () => {
    const res = await initiate(owner, { walletId: owner.mainWalletId, amount: 7_000_00 });
    const reference = res.data.reference as string;
    const [row] = await t.server.database.db
      .select()
      .from(fundingRequests)
      .where(eq(fundingRequests.reference, reference));
    const body = JSON.stringify({
      event: 'funding.checkout.successful',
      data: {
        providerReference: row!.providerReference,
        type: 'checkout',
        status: 'successful',
        merchantReference: reference,
        accountNumber: null,
        amount: 7_000_00,
        sender: { name: null, bank: null, account: null },
        narration: null,
        occurredAt: new Date().toISOString(),
      },
    });
    const post = (signature: string) =>
      t.app.inject({
        method: 'POST',
        url: api(FUNDING_PATHS.callback),
        payload: body,
        headers: { 'content-type': 'application/json', 'x-paydesk-signature': signature },
      });
    const forged = await post(signBody('not-the-secret', body));
    expect(forged.statusCode).toBe(401);
    const secret = deriveSecret(t.config.APP_SECRET, 'funding-webhook');
    const before = await balanceOf(owner, owner.mainWalletId);
    const copies = await Promise.all(Array.from({ length: 10 }, () => post(signBody(secret, body))));
    const outcomes = copies.map((c) => JSON.parse(c.body).data.outcome).sort();
    expect(outcomes).toEqual(['credited', ...Array(9).fill('duplicate')]);
    expect(await balanceOf(owner, owner.mainWalletId)).toBe(before + 7_000_00);
    expect(await creditsFor(reference)).toHaveLength(1);
    expect(await reconcileLedger(t.server.database.db, [owner.companyId])).toEqual([]);
  });

  it('an abandoned checkout expires after its life: failed with the reason, never credited, a late payment refunded', async () => {
    const signed = (reference: string, providerReference: string, amount: number) => {
      const body = JSON.stringify({
        event: 'funding.checkout.successful',
        data: {
          providerReference,
          type: 'checkout',
          status: 'successful',
          merchantReference: reference,
          accountNumber: null,
          amount,
          sender: { name: null, bank: null, account: null },
          narration: null,
          occurredAt: new Date().toISOString(),
        },
      });
      return t.app.inject({
        method: 'POST',
        url: api(FUNDING_PATHS.callback),
        payload: body,
        headers: {
          'content-type': 'application/json',
          'x-paydesk-signature': signBody(deriveSecret(t.config.APP_SECRET, 'funding-webhook'), body),
        },
      });
    };
    const opened = async (amount: number, minutesAgo: number) => {
      const res = await initiate(owner, { walletId: owner.mainWalletId, amount });
      const reference = res.data.reference as string;
      await t.server.database.db
        .update(fundingRequests)
        .set({ createdAt: new Date(Date.now() - minutesAgo * 60_000) })
        .where(eq(fundingRequests.reference, reference));
      const [row] = await t.server.database.db
        .select()
        .from(fundingRequests)
        .where(eq(fundingRequests.reference, reference));
      return row!;
    };
    const before = await balanceOf(owner, owner.mainWalletId);
    // Within its life a checkout stays pending.
    const young = await opened(3_100_00, CARD_CHECKOUT_LIFE_MINUTES - 5);
    expect((await verify(owner, young.reference)).data.status).toBe('pending');
    // Past it, read time says so at once.
    const old = await opened(3_000_000_00, CARD_CHECKOUT_LIFE_MINUTES + 1);
    const read = await verify(owner, old.reference);
    expect(read.data.status).toBe('failed');
    expect(read.data.failureReason).toBe(FUNDING_EXPIRED_REASON);
    // The sweep (a pg-boss cron) fails the ones nobody reads.
    const unread = await opened(3_200_00, CARD_CHECKOUT_LIFE_MINUTES + 10);
    await t.server.jobs.send('wallets.checkout-expiry');
    const swept = await until(
      () => t.server.database.db.select().from(fundingRequests).where(eq(fundingRequests.id, unread.id)),
      (rows) => rows[0]?.status === 'failed',
    );
    expect(swept[0]!.failureReason).toBe(FUNDING_EXPIRED_REASON);
    // A successful callback arriving late credits nothing: the payment is refunded to the card (decision 0005).
    const late = await signed(old.reference, old.providerReference, old.amount);
    expect(JSON.parse(late.body).data.outcome).toBe('failed');
    const after = (await verify(owner, old.reference)).data;
    expect(after.status).toBe('failed');
    expect(after.failureReason).toMatch(/refunded to the card/);
    // And one arriving before the sweep ran, for a checkout already past its life, is refused the same way.
    const unswept = await opened(3_300_00, CARD_CHECKOUT_LIFE_MINUTES + 2);
    const racing = await signed(unswept.reference, unswept.providerReference, unswept.amount);
    expect(JSON.parse(racing.body).data.outcome).toBe('failed');
    expect(await creditsFor(old.reference)).toHaveLength(0);
    expect(await creditsFor(unswept.reference)).toHaveLength(0);
    expect(await balanceOf(owner, owner.mainWalletId)).toBe(before);
    expect(await reconcileLedger(t.server.database.db, [owner.companyId])).toEqual([]);
  });

  it('initiate needs a key, replays with it, refuses another business’s wallet and members without wallets.fund', async () => {
    const body = { walletId: owner.mainWalletId, amount: 1_000_00 };
    expect((await initiate(owner, body, null)).status).toBe(400);
    const key = newKey();
    const first = await initiate(owner, body, key);
    const again = await initiate(owner, body, key);
    expect(again.body).toEqual(first.body);
    expect(again.headers['idempotent-replayed']).toBe('true');
    const stranger = await walletOwner(t, { name: 'Stranger Ltd' });
    expect((await initiate(owner, { ...body, walletId: stranger.mainWalletId })).status).toBe(404);
    expect((await verify(stranger, first.data.reference)).status).toBe(404);
    const roleId = await addRole(t, owner.companyId, 'Reader', ['wallets.view']);
    const reader = await addMember(t, owner.companyId, { role: 'custom', roleId });
    const denied = await initiate({ token: await tokenFor(t, reader) }, body);
    expect(denied.status).toBe(403);
    expect(denied.error.code).toBe(ErrorCode.forbidden);
  });
});

describe('inbound bank transfers simulated from the operator console', () => {
  it('credits the wallet whose account number received it, once, with the sender shown', async () => {
    const operator = await operatorLogin(t, await newOperator(t));
    const accounts = await t.api.get(api(WALLET_PATHS.accounts), {
      ...as(owner),
      schema: walletListResponse,
    });
    const main = (accounts.data.accounts as Wallet[])[0]!;
    const before = main.balance;
    const sent = await t.api.post(
      api(OPS_WALLET_PATHS.inboundTransfer),
      {
        accountNumber: main.accountNumber,
        amount: 42_500_00,
        senderName: 'Bola Adeyemi',
        senderBank: 'GTBank',
        senderAccount: '0123456789',
        narration: 'Invoice 88',
      },
      {
        schema: inboundTransferResponse,
        token: operator.token,
        headers: { 'idempotency-key': 'inbound-invoice-88' },
      },
    );
    expect(sent.status).toBe(202);
    // The same submit again (a retry) is the same transfer; the same key for another transfer is refused.
    const retry = await t.api.post(
      api(OPS_WALLET_PATHS.inboundTransfer),
      {
        accountNumber: main.accountNumber,
        amount: 42_500_00,
        senderName: 'Bola Adeyemi',
        senderBank: 'GTBank',
        senderAccount: '0123456789',
        narration: 'Invoice 88',
      },
      {
        schema: inboundTransferResponse,
        token: operator.token,
        headers: { 'idempotency-key': 'inbound-invoice-88' },
      },
    );
    expect(retry.status).toBe(202);
    expect(retry.data.providerReference).toBe(sent.data.providerReference);
    const reused = await t.api.post(
      api(OPS_WALLET_PATHS.inboundTransfer),
      { accountNumber: main.accountNumber, amount: 1_00, senderName: 'Bola Adeyemi', senderBank: 'GTBank' },
      {
        schema: inboundTransferResponse,
        token: operator.token,
        headers: { 'idempotency-key': 'inbound-invoice-88' },
      },
    );
    expect(reused.status).toBe(409);
    const keyless = await t.api.post(
      api(OPS_WALLET_PATHS.inboundTransfer),
      { accountNumber: main.accountNumber, amount: 1_00, senderName: 'Bola Adeyemi', senderBank: 'GTBank' },
      { schema: inboundTransferResponse, token: operator.token },
    );
    expect(keyless.status).toBe(400);
    expect(sent.data.accountName).toBe('Ajah Foods - Main wallet');
    const after = await until(
      () => balanceOf(owner, main._id),
      (b) => b === before + 42_500_00,
    );
    expect(after).toBe(before + 42_500_00);
    const lines = await t.api.get(`${api(WALLET_PATHS.transactions)}?type=bank_transfer_in`, {
      ...as(owner),
      schema: transactionListResponse,
    });
    expect(lines.data.docs[0]).toMatchObject({
      status: 'successful',
      amount: 42_500_00,
      counterpartyName: 'Bola Adeyemi',
      counterpartyBank: 'GTBank',
      narration: 'Invoice 88',
    });
    const unknown = await t.api.post(
      api(OPS_WALLET_PATHS.inboundTransfer),
      { accountNumber: '0000000000', amount: 1_00, senderName: 'X Y', senderBank: 'Zenith' },
      {
        schema: inboundTransferResponse,
        token: operator.token,
        headers: { 'idempotency-key': 'inbound-unknown-account' },
      },
    );
    expect(unknown.status).toBe(404);
    // Business tokens cannot use operator routes.
    const asBusiness = await t.api.post(
      api(OPS_WALLET_PATHS.inboundTransfer),
      { accountNumber: main.accountNumber, amount: 1_00, senderName: 'X Y', senderBank: 'Zenith' },
      { ...as(owner), schema: inboundTransferResponse },
    );
    expect(asBusiness.status).toBe(401);
  });
});
