// Transfers over the sandbox bank rail (issue 12): accepted, then settled with a NIP session id or failed and
// reversed automatically exactly once; each documented test account produces its outcome; a Paydesk wallet is paid
// at once; nothing sits in limbo (transfers-out clearing equals the transfers still open).
import {
  PAYMENTS_PATHS,
  TRANSACTION_TYPE_LABELS,
  transactionListResponse,
  transferResponse,
  WALLET_PATHS,
  walletListResponse,
} from '@paydesk/contracts';
import { journalEntries, notifications, sandboxBankTransfers } from '@paydesk/db';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deriveSecret } from '../src/lib/derive-secret.ts';
import {
  SANDBOX_DECLINED_REASON,
  SANDBOX_REFUSED_REASON,
  SANDBOX_TRANSFER_ACCOUNTS,
} from '../src/providers/banking/index.ts';
import { signBody } from '../src/providers/funding/signature.ts';
import {
  expectLedgerInvariants,
  requery,
  settleRail,
  startPaymentsApp,
  transferRow,
  untilSettled,
  waitFor,
} from './helpers/payment-fixtures.ts';
import type { TestApp } from './helpers/test-app.ts';
import { api, newKey, PIN, type WalletOwner, walletOwner } from './helpers/wallet-fixtures.ts';

let t: TestApp;
let owner: WalletOwner;
const GTBANK = '000013';

beforeAll(async () => {
  t = await startPaymentsApp();
  owner = await walletOwner(t, { name: 'Ikeja Foods', balance: 5_000_000_00 });
});
afterAll(() => t.close());

const send = (body: Record<string, unknown>, key = newKey()) =>
  t.api.post(api(PAYMENTS_PATHS.transferSingle), body, {
    token: owner.token,
    schema: transferResponse,
    headers: { 'idempotency-key': key },
  });
const toAccount = (accountNumber: string, amount: number) =>
  send({
    sourceWalletId: owner.mainWalletId,
    bankCode: GTBANK,
    accountNumber,
    amount,
    narration: 'Supplies',
    pin: PIN,
  });
const mainBalance = async () =>
  (
    await t.api.get(api(WALLET_PATHS.accounts), { token: owner.token, schema: walletListResponse })
  ).data.accounts.find((a) => a._id === owner.mainWalletId)!.balance;
const linesOf = async (reference: string) =>
  (
    await t.api.get(api(`${WALLET_PATHS.transactions}?search=${reference}&limit=50`), {
      token: owner.token,
      schema: transactionListResponse,
    })
  ).data.docs;

describe('a transfer to a bank account', () => {
  it('debits amount and fee into clearing, then settles with a 30-digit session id and a receipt', async () => {
    const before = await mainBalance();
    const res = await toAccount('0123456789', 1_000_00);
    expect(res.status).toBe(201);
    expect(res.data).toMatchObject({
      status: 'accepted',
      amount: 1_000_00,
      fee: 10_75,
      channel: 'bank',
      sessionId: null,
    });
    expect(res.data.accountName).toMatch(/^[A-Z]+ [A-Z]+$/);
    expect(await mainBalance()).toBe(before - 1_000_00 - 10_75);
    await expectLedgerInvariants(t, owner.companyId);
    const settled = await untilSettled(t, res.data.reference);
    expect(settled.status).toBe('settled');
    expect(settled.sessionId).toMatch(/^\d{30}$/);
    expect(await mainBalance()).toBe(before - 1_000_00 - 10_75);
    const lines = await linesOf(res.data.reference);
    expect(lines.map((l) => [l.type, l.status, l.amount]).sort()).toEqual([
      ['fee', 'successful', 10_75],
      ['transfer_out', 'successful', 1_000_00],
    ]);
    expect(TRANSACTION_TYPE_LABELS.transfer_out).toBe('Transfer out');
    const view = await t.api.get(api(PAYMENTS_PATHS.transfer(res.data._id)), {
      token: owner.token,
      schema: transferResponse,
    });
    expect(view.data).toMatchObject({
      status: 'settled',
      sessionId: settled.sessionId,
      reversal: { state: 'none' },
    });
    const pdf = await t.app.inject({
      method: 'GET',
      url: api(PAYMENTS_PATHS.transferReceipt(res.data._id)),
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    await expectLedgerInvariants(t, owner.companyId);
  });
});

describe('the documented sandbox test accounts', () => {
  it(`${SANDBOX_TRANSFER_ACCOUNTS.failsAtOnce} is refused at once: reversed with fee, notified, shown in the history`, async () => {
    const before = await mainBalance();
    const res = await toAccount(SANDBOX_TRANSFER_ACCOUNTS.failsAtOnce, 2_000_00);
    expect(res.status).toBe(201);
    const row = await waitFor(
      () => transferRow(t, res.data.reference),
      (r) => r.status === 'reversed',
    );
    expect(row.failureReason).toBe(SANDBOX_REFUSED_REASON);
    expect(await mainBalance()).toBe(before);
    const lines = await linesOf(res.data.reference);
    expect(lines.map((l) => [l.type, l.direction, l.status, l.amount]).sort()).toEqual([
      ['fee', 'debit', 'reversed', 10_75],
      ['reversal', 'credit', 'successful', 2_010_75],
      ['transfer_out', 'debit', 'reversed', 2_000_00],
    ]);
    const notes = await t.server.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.companyId, owner.companyId), like(notifications.message, '%₦2,000.00%')));
    expect(notes[0]?.message).toContain(SANDBOX_REFUSED_REASON);
    await expectLedgerInvariants(t, owner.companyId);
  });

  it(`${SANDBOX_TRANSFER_ACCOUNTS.failsAfterPending} is accepted, pending, then fails and is reversed`, async () => {
    const before = await mainBalance();
    const res = await toAccount(SANDBOX_TRANSFER_ACCOUNTS.failsAfterPending, 60_000_00);
    await waitFor(
      () => transferRow(t, res.data.reference),
      (r) => r.status === 'pending',
    );
    expect(await mainBalance()).toBe(before - 60_000_00 - 53_75);
    await expectLedgerInvariants(t, owner.companyId);
    const row = await untilSettled(t, res.data.reference);
    expect(row).toMatchObject({
      status: 'reversed',
      failureReason: SANDBOX_DECLINED_REASON,
      sessionId: null,
    });
    expect(await mainBalance()).toBe(before);
    await expectLedgerInvariants(t, owner.companyId);
  });

  it(`${SANDBOX_TRANSFER_ACCOUNTS.pendingUntilRequeried} stays pending with no callback until re-queried, then settles`, async () => {
    const res = await toAccount(SANDBOX_TRANSFER_ACCOUNTS.pendingUntilRequeried, 7_500_00);
    await waitFor(
      () => transferRow(t, res.data.reference),
      (r) => r.status === 'pending',
    );
    await settleRail(t);
    expect((await transferRow(t, res.data.reference)).status).toBe('pending');
    await expectLedgerInvariants(t, owner.companyId);
    await requery(t);
    const row = await transferRow(t, res.data.reference);
    expect(row.status).toBe('settled');
    expect(row.sessionId).toMatch(/^\d{30}$/);
    await expectLedgerInvariants(t, owner.companyId);
  });
});

describe('a failure reported twice', () => {
  it('is reversed exactly once when the callback and the re-query both report it (and the callback twice)', async () => {
    const before = await mainBalance();
    const res = await toAccount(SANDBOX_TRANSFER_ACCOUNTS.failsAfterPending, 3_000_00);
    // Handed to the rail; its own settlement tick may already have failed it (then every report below is a repeat).
    await waitFor(
      () => transferRow(t, res.data.reference),
      (r) => ['pending', 'failed', 'reversed'].includes(r.status),
    );
    const rail = t.server.rail as unknown as { settleDue(): Promise<number> };
    await rail.settleDue();
    // The bank has failed it; the re-query and the callback race to report it.
    await Promise.all([requery(t), settleRail(t), requery(t), settleRail(t)]);
    const [provider] = await t.server.database.db
      .select()
      .from(sandboxBankTransfers)
      .where(eq(sandboxBankTransfers.merchantReference, res.data.reference));
    const body = JSON.stringify({
      event: 'transfer.failed',
      data: {
        reference: res.data.reference,
        providerReference: provider!.providerReference,
        status: 'failed',
        sessionId: null,
        failureReason: SANDBOX_DECLINED_REASON,
        occurredAt: new Date().toISOString(),
      },
    });
    const secret = deriveSecret(t.config.APP_SECRET, 'bank-webhook');
    const deliver = (signature: string) =>
      t.app.inject({
        method: 'POST',
        url: api(PAYMENTS_PATHS.bankCallback),
        payload: body,
        headers: { 'content-type': 'application/json', 'x-paydesk-bank-signature': signature },
      });
    expect((await deliver('f'.repeat(64))).statusCode).toBe(401);
    for (const _ of [1, 2]) {
      const again = await deliver(signBody(secret, body));
      expect(again.statusCode).toBe(200);
      expect(JSON.parse(again.body).data.outcome).toBe('duplicate');
    }
    const row = await transferRow(t, res.data.reference);
    expect(row.status).toBe('reversed');
    const reversals = await t.server.database.db
      .select()
      .from(journalEntries)
      .where(
        and(eq(journalEntries.companyId, owner.companyId), eq(journalEntries.reversesEntryId, row.entryId)),
      );
    expect(reversals).toHaveLength(1);
    expect((await linesOf(res.data.reference)).filter((l) => l.type === 'reversal')).toHaveLength(1);
    expect(await mainBalance()).toBe(before);
    await expectLedgerInvariants(t, owner.companyId);
  });
});

describe('a transfer to another Paydesk wallet', () => {
  it('settles at once inside the ledger, free of fees, and credits the other business', async () => {
    const other = await walletOwner(t, { name: 'Yaba Tailors', balance: 1_00 });
    const wallets = (
      await t.api.get(api(WALLET_PATHS.accounts), { token: other.token, schema: walletListResponse })
    ).data;
    const target = wallets.accounts[0]!;
    const before = await mainBalance();
    const res = await send({
      sourceWalletId: owner.mainWalletId,
      bankCode: t.config.WALLET_BANK_CODE,
      accountNumber: target.accountNumber,
      amount: 25_000_00,
      pin: PIN,
    });
    expect(res.status).toBe(201);
    expect(res.data).toMatchObject({
      status: 'settled',
      channel: 'wallet',
      fee: 0,
      accountName: 'Yaba Tailors',
    });
    expect(res.data.sessionId).toMatch(/^\d{30}$/);
    expect(await mainBalance()).toBe(before - 25_000_00);
    const theirs = (
      await t.api.get(api(WALLET_PATHS.accounts), { token: other.token, schema: walletListResponse })
    ).data;
    expect(theirs.accounts[0]!.balance).toBe(25_000_00 + 1_00);
    await expectLedgerInvariants(t, owner.companyId);
    await expectLedgerInvariants(t, other.companyId);
  });
});
