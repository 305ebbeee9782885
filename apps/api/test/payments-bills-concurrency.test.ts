// Bills in parallel on a pool of 10 connections (architecture: concurrency tests for the ledger): purchases racing
// for one wallet never overdraw it, fees included; a bill batch worked by several processors at once pays each line
// once; the ledger holds every invariant afterwards.
import { BILLS_PATHS, billBatchResponse, ErrorCode } from '@paydesk/contracts';
import { billPayments, companyMembers, journalEntries } from '@paydesk/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { processBillBatch } from '../src/modules/payments/bills/bill-batch-processing.ts';
import { postBill } from '../src/modules/payments/bills/bill-posting.ts';
import { createBillsProvider } from '../src/providers/bills/index.ts';
import { buyBill, expectBillInvariants, sweepBills, walletBalance } from './helpers/bill-fixtures.ts';
import { startPaymentsApp, waitFor } from './helpers/payment-fixtures.ts';
import type { TestApp } from './helpers/test-app.ts';
import { api, newKey, PIN, walletOwner } from './helpers/wallet-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startPaymentsApp({ DATABASE_POOL_SIZE: '10' });
});
afterAll(() => t.close());

describe('bills in parallel', () => {
  it('twenty airtime purchases racing for ₦10,000 pay exactly ten and never overdraw the wallet', async () => {
    const shop = await walletOwner(t, { name: 'Ikorodu Stores', balance: 10_000_00 });
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        buyBill(t, shop.token, {
          category: 'airtime',
          billerCode: ['mtn', 'airtel', 'glo', '9mobile'][i % 4],
          customerNumber: `0803${String(1_000_000 + i).padStart(7, '0')}`,
          amount: 1_000_00,
          sourceWalletId: shop.mainWalletId,
          pin: PIN,
        }),
      ),
    );
    const paid = results.filter((r) => r.status === 201);
    const refused = results.filter((r) => r.status === 422);
    expect(paid).toHaveLength(10);
    expect(refused).toHaveLength(10);
    expect(refused.every((r) => r.error.code === ErrorCode.insufficientFunds)).toBe(true);
    expect(paid.every((r) => r.data.status === 'successful')).toBe(true);
    expect(await walletBalance(t, shop.mainWalletId)).toBe(0);
    await expectBillInvariants(t, shop.companyId);
  });

  it('electricity with its fee, failing numbers and successes racing: the fee counts, reversals give money back once', async () => {
    const shop = await walletOwner(t, { name: 'Lekki Salon', balance: 20_400_00 });
    // Each costs ₦5,000 + ₦100 fee; the failing meter's money comes back, so it may let another through later.
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        buyBill(t, shop.token, {
          category: 'electricity',
          billerCode: 'eko-electric',
          productCode: 'prepaid',
          customerNumber: i % 5 === 0 ? '00000000002' : `450${String(10_000_000 + i)}`,
          amount: 5_000_00,
          sourceWalletId: shop.mainWalletId,
          pin: PIN,
        }),
      ),
    );
    const successful = results.filter((r) => r.status === 201 && r.data.status === 'successful').length;
    const failed = results.filter((r) => r.status === 201 && r.data.status === 'failed').length;
    expect(successful).toBeGreaterThanOrEqual(2);
    expect(successful).toBeLessThanOrEqual(4);
    expect(results.filter((r) => r.status === 422).length).toBe(10 - successful - failed);
    expect(await walletBalance(t, shop.mainWalletId)).toBe(20_400_00 - successful * 5_100_00);
    expect(await walletBalance(t, shop.mainWalletId)).toBeGreaterThanOrEqual(0);
    await expectBillInvariants(t, shop.companyId);
  });

  it('a bill committed but never sent (a crash after commit) is sent once by two sweeps at once', async () => {
    const shop = await walletOwner(t, { name: 'Oshodi Prints', balance: 50_000_00 });
    const db = t.server.database.db;
    const [member] = await db
      .select({ id: companyMembers.id })
      .from(companyMembers)
      .where(eq(companyMembers.userId, shop.userId));
    const bill = await db.transaction((tx) =>
      postBill(tx, {
        companyId: shop.companyId,
        memberId: member!.id,
        sourceWalletId: shop.mainWalletId,
        order: {
          category: 'electricity',
          billerCode: 'eko-electric',
          billerName: 'Eko Electric (EKEDC)',
          productCode: 'prepaid',
          productName: 'Prepaid',
          addons: [],
          customerNumber: '45012349999',
          customerName: 'ADAEZE EZEH',
          customerAddress: null,
          amount: 10_000_00,
          fee: 100_00,
        },
      }),
    );
    await expectBillInvariants(t, shop.companyId);
    await Promise.all([sweepBills(t), sweepBills(t)]);
    const [row] = await db.select().from(billPayments).where(eq(billPayments.id, bill.id));
    expect(row!.status).toBe('successful');
    expect(row!.token).toMatch(/^\d{20}$/);
    const settlements = await db
      .select()
      .from(journalEntries)
      .where(
        and(eq(journalEntries.reference, bill.reference), eq(journalEntries.kind, 'bill_payment.settlement')),
      );
    expect(settlements).toHaveLength(1);
    expect(await walletBalance(t, shop.mainWalletId)).toBe(50_000_00 - 10_100_00);
    await expectBillInvariants(t, shop.companyId);
  });

  it('a bill batch worked by three processors at once pays every line once', async () => {
    const shop = await walletOwner(t, { name: 'Ajah Pharmacy', balance: 1_000_000_00 });
    const lines = Array.from({ length: 30 }, (_, i) => ({
      billerCode: 'mtn',
      customerNumber: `0813${String(2_000_000 + i).padStart(7, '0')}`,
      amount: 100_00 + i,
    }));
    const sent = await t.api.post(
      api(BILLS_PATHS.bulk),
      { category: 'airtime', sourceWalletId: shop.mainWalletId, pin: PIN, lines },
      { token: shop.token, schema: billBatchResponse, headers: { 'idempotency-key': newKey() } },
    );
    expect(sent.status).toBe(201);
    const deps = { db: t.server.database.db, bills: createBillsProvider({ delayMs: 1 }) };
    const target = { companyId: shop.companyId, batchId: sent.data._id };
    // The job the request queued runs too: four processors in all.
    await Promise.all([
      processBillBatch(deps, target),
      processBillBatch(deps, target),
      processBillBatch(deps, target),
    ]);
    const done = await waitFor(
      () =>
        t.api.get(api(BILLS_PATHS.batch(sent.data._id)), { token: shop.token, schema: billBatchResponse }),
      (r) => r.data.status === 'completed' && r.data.lines.every((l) => l.status === 'successful'),
    );
    expect(done.data.processed).toBe(30);
    const bills = await t.server.database.db
      .select()
      .from(billPayments)
      .where(eq(billPayments.batchId, sent.data._id));
    expect(bills).toHaveLength(30);
    expect(new Set(bills.map((b) => b.lineNo)).size).toBe(30);
    const total = lines.reduce((s, l) => s + l.amount, 0);
    expect(await walletBalance(t, shop.mainWalletId)).toBe(1_000_000_00 - total);
    await expectBillInvariants(t, shop.companyId);
  });
});
