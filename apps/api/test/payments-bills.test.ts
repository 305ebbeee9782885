// Bill payments (issue 12 bills, spec §2.3, §3 Bill payment, §8): billers and products per category, meter and
// smartcard validation, a purchase from a wallet with the PIN (fee as its own ledger line), the electricity token
// on the bill and its receipt, a failing number reversed exactly once, pending bills settled by the re-query, bulk
// bills from a CSV or XLSX file with a result per line; per route: another business 404, a missing permission 403,
// bad input 4xx with nothing changed, PIN and limit refusals, an idempotent retry pays once; gated bills become
// requests.
import {
  approvalPendingResponse,
  BILLS_PATHS,
  beneficiaryListResponse,
  billBatchResponse,
  billBulkPreviewResponse,
  billersResponse,
  billListResponse,
  billPaymentResponse,
  ErrorCode,
  LIMIT_PATHS,
  PAYMENTS_PATHS,
  validateCustomerResponse,
} from '@paydesk/contracts';
import { auditEvents, billBatches, billPayments, journalEntries, walletTransactions } from '@paydesk/db';
import { and, eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { processBillBatch } from '../src/modules/payments/bills/bill-batch-processing.ts';
import { applyBillOutcome } from '../src/modules/payments/bills/bill-outcome.ts';
import {
  createBillsProvider,
  SANDBOX_BILL_FAILURE_REASONS,
  SANDBOX_BILL_NUMBERS,
} from '../src/providers/bills/index.ts';
import { approvalBusiness, approve, createWorkflow, settled } from './helpers/approval-fixtures.ts';
import {
  accountBalance,
  buyBill,
  expectBillInvariants,
  sweepBills,
  walletBalance,
} from './helpers/bill-fixtures.ts';
import { waitForMail } from './helpers/mailbox.ts';
import { startPaymentsApp, waitFor } from './helpers/payment-fixtures.ts';
import { addMember, addRole } from './helpers/team-fixtures.ts';
import type { TestApp } from './helpers/test-app.ts';
import {
  api,
  newKey,
  PIN,
  setPin,
  tokenFor,
  type WalletOwner,
  walletOwner,
} from './helpers/wallet-fixtures.ts';

let t: TestApp;
let owner: WalletOwner;
let rival: WalletOwner;
const START = 1_000_000_00;

beforeAll(async () => {
  t = await startPaymentsApp();
  owner = await walletOwner(t, { name: 'Yaba Bakery', balance: START });
  rival = await walletOwner(t, { name: 'Ojota Logistics', balance: 100_000_00 });
});
afterAll(() => t.close());

const airtime = (extra: Record<string, unknown> = {}) => ({
  category: 'airtime',
  billerCode: 'mtn',
  customerNumber: '08031234567',
  amount: 2_000_00,
  sourceWalletId: owner.mainWalletId,
  pin: PIN,
  ...extra,
});
const electricity = (extra: Record<string, unknown> = {}) => ({
  category: 'electricity',
  billerCode: 'ikeja-electric',
  productCode: 'prepaid',
  customerNumber: '45012345678',
  amount: 10_000_00,
  sourceWalletId: owner.mainWalletId,
  pin: PIN,
  ...extra,
});
const billCount = async () => {
  const [row] = await t.server.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(billPayments)
    .where(eq(billPayments.companyId, owner.companyId));
  return row!.n;
};

describe('billers and customer validation', () => {
  it('lists the billers of each category with their products, and DStv plans with addons', async () => {
    const read = (category: string) =>
      t.api.get(api(`${BILLS_PATHS.billers}?category=${category}`), {
        token: owner.token,
        schema: billersResponse,
      });
    expect((await read('airtime')).data.billers.map((b) => b.name)).toEqual([
      'MTN',
      'Airtel',
      'Glo',
      '9mobile',
    ]);
    const data = (await read('data')).data.billers;
    expect(data.find((b) => b.code === 'mtn-data')!.products.every((p) => p.price! > 0 && p.validity)).toBe(
      true,
    );
    const discos = (await read('electricity')).data.billers;
    expect(discos.map((b) => b.code)).toContain('ikeja-electric');
    expect(discos[0]!.products.map((p) => p.code)).toEqual(['prepaid', 'postpaid']);
    const dstv = (await read('cable-tv')).data.billers.find((b) => b.code === 'dstv')!;
    expect(dstv.products.length).toBeGreaterThan(3);
    expect(dstv.addons.length).toBeGreaterThan(0);
    const bad = await t.api.get(api(`${BILLS_PATHS.billers}?category=water`), { token: owner.token });
    expect(bad.status).toBe(400);
  });

  it("validates a meter with the customer's name and address; unknown meters and timeouts are refused", async () => {
    const validate = (customerNumber: string, billerCode = 'ikeja-electric') =>
      t.api.post(
        api(BILLS_PATHS.validate),
        { billerCode, productCode: 'prepaid', customerNumber },
        { token: owner.token, schema: validateCustomerResponse },
      );
    const found = await validate('45012345678');
    expect(found.status).toBe(200);
    expect(found.data.customerName).toMatch(/^[A-Z]+ [A-Z]+$/);
    expect(found.data.address).toBeTruthy();
    const card = await validate('7023456789', 'dstv');
    expect(card.data.currentPlan).toMatch(/^DStv/);
    const missing = await validate(SANDBOX_BILL_NUMBERS.meterNotFound);
    expect(missing.status).toBe(400);
    expect(missing.error.errors?.customerNumber).toEqual(['We could not find this customer at the biller']);
    const slow = await validate(SANDBOX_BILL_NUMBERS.meterTimeout);
    expect(slow.status).toBe(503);
  });
});

describe('a bill purchase', () => {
  it('buys airtime: the wallet pays the amount, the bill is successful and in the history', async () => {
    const before = await walletBalance(t, owner.mainWalletId);
    const res = await buyBill(t, owner.token, airtime());
    expect(res.status).toBe(201);
    expect(res.data).toMatchObject({
      status: 'successful',
      error: false,
      category: 'airtime',
      billerName: 'MTN',
      amount: 2_000_00,
      fee: 0,
      token: null,
    });
    expect(await walletBalance(t, owner.mainWalletId)).toBe(before - 2_000_00);
    const list = await t.api.get(api(`${BILLS_PATHS.bills}?category=airtime`), {
      token: owner.token,
      schema: billListResponse,
    });
    expect(list.data.docs[0]!._id).toBe(res.data._id);
    const [audit] = await t.server.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.companyId, owner.companyId), eq(auditEvents.action, 'payments.bill.create')));
    expect(audit).toBeTruthy();
    await expectBillInvariants(t, owner.companyId);
  });

  it('pays prepaid electricity: a 20-digit token, the fee as its own ledger line, the token on the receipt', async () => {
    const before = await walletBalance(t, owner.mainWalletId);
    const feesBefore = await accountBalance(t, owner.companyId, 'fees');
    const res = await buyBill(t, owner.token, electricity());
    expect(res.status).toBe(201);
    expect(res.data.status).toBe('successful');
    expect(res.data.token).toMatch(/^\d{20}$/);
    expect(res.data.units).toBe('47.73');
    expect(res.data.customerName).toMatch(/^[A-Z]+ [A-Z]+$/);
    expect(res.data.fee).toBe(100_00);
    expect(await walletBalance(t, owner.mainWalletId)).toBe(before - 10_000_00 - 100_00);
    expect(await accountBalance(t, owner.companyId, 'fees')).toBe(feesBefore + 100_00);
    const lines = await t.server.database.db
      .select({
        type: walletTransactions.type,
        amount: walletTransactions.amount,
        status: walletTransactions.status,
      })
      .from(walletTransactions)
      .where(
        and(
          eq(walletTransactions.companyId, owner.companyId),
          sql`${walletTransactions.reference} like ${`${res.data.reference}%`}`,
        ),
      );
    expect(lines.sort((a, b) => a.type.localeCompare(b.type))).toEqual([
      { type: 'bill_payment', amount: 10_000_00, status: 'successful' },
      { type: 'fee', amount: 100_00, status: 'successful' },
    ]);
    const pdf = await t.app.inject({
      method: 'GET',
      url: api(BILLS_PATHS.billReceipt(res.data._id)),
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const grouped = res.data.token!.replace(/(\d{4})(?=\d)/g, '$1-');
    expect(pdf.rawPayload.toString('latin1')).toContain(grouped);
    await expectBillInvariants(t, owner.companyId);
  });

  it('a failing number is reversed exactly once: the wallet gets amount and fee back, a second report changes nothing', async () => {
    const before = await walletBalance(t, owner.mainWalletId);
    const res = await buyBill(
      t,
      owner.token,
      electricity({ customerNumber: SANDBOX_BILL_NUMBERS.meterFails }),
    );
    expect(res.status).toBe(201);
    expect(res.data).toMatchObject({
      status: 'failed',
      error: true,
      failureReason: SANDBOX_BILL_FAILURE_REASONS.electricity,
      token: null,
      reversal: { state: 'reversed' },
    });
    expect(res.body.message).toBe(SANDBOX_BILL_FAILURE_REASONS.electricity);
    expect(await walletBalance(t, owner.mainWalletId)).toBe(before);
    const again = await applyBillOutcome(t.server.database.db, {
      reference: res.data.reference,
      status: 'failed',
      providerReference: null,
      token: null,
      units: null,
      failureReason: 'again',
    });
    expect(again).toBe('duplicate');
    const reversals = await t.server.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(journalEntries)
      .where(
        and(
          eq(journalEntries.reference, res.data.reference),
          eq(journalEntries.kind, 'bill_payment.reversal'),
        ),
      );
    expect(reversals[0]!.n).toBe(1);
    expect(await walletBalance(t, owner.mainWalletId)).toBe(before);
    const airtimeFail = await buyBill(
      t,
      owner.token,
      airtime({ customerNumber: SANDBOX_BILL_NUMBERS.phoneFails }),
    );
    expect(airtimeFail.data.status).toBe('failed');
    expect(await walletBalance(t, owner.mainWalletId)).toBe(before);
    await expectBillInvariants(t, owner.companyId);
  });

  it('a pending bill stays in bills clearing until the re-query finds it successful', async () => {
    const res = await buyBill(t, owner.token, airtime({ customerNumber: SANDBOX_BILL_NUMBERS.phonePending }));
    expect(res.data.status).toBe('pending');
    expect(await accountBalance(t, owner.companyId, 'bills_clearing')).toBe(2_000_00);
    await expectBillInvariants(t, owner.companyId);
    await sweepBills(t);
    const after = await t.api.get(api(BILLS_PATHS.bill(res.data._id)), {
      token: owner.token,
      schema: billPaymentResponse,
    });
    expect(after.data.status).toBe('successful');
    expect(await accountBalance(t, owner.companyId, 'bills_clearing')).toBe(0);
    await expectBillInvariants(t, owner.companyId);
  });

  it('buys a data bundle and a cable plan with an addon at their catalogue prices (the amount sent is ignored)', async () => {
    const data = await buyBill(t, owner.token, {
      category: 'data',
      billerCode: 'mtn-data',
      productCode: 'mtn-7gb-30d',
      customerNumber: '08031234567',
      sourceWalletId: owner.mainWalletId,
      pin: PIN,
    });
    expect(data.data).toMatchObject({ status: 'successful', amount: 3_500_00, productName: 'MTN 7GB' });
    const cable = await buyBill(t, owner.token, {
      category: 'cable-tv',
      billerCode: 'dstv',
      productCode: 'dstv-compact',
      addonCodes: ['dstv-hdpvr'],
      customerNumber: '7023456789',
      amount: 1_00,
      sourceWalletId: owner.mainWalletId,
      pin: PIN,
      saveBeneficiary: true,
    });
    expect(cable.data).toMatchObject({ status: 'successful', amount: 25_000_00, fee: 100_00 });
    expect(cable.data.addons).toEqual([{ code: 'dstv-hdpvr', name: 'HDPVR/XtraView', amount: 6_000_00 }]);
    // Saved as a cable TV beneficiary under the smartcard owner's name.
    const saved = await t.api.get(api(`${PAYMENTS_PATHS.beneficiaries}?type=cable-tv`), {
      token: owner.token,
      schema: beneficiaryListResponse,
    });
    expect(saved.data.docs.map((b) => [b.bankCode, b.accountNumber, b.accountName])).toEqual([
      ['dstv', '7023456789', cable.data.customerName],
    ]);
  });

  it('replays the same Idempotency-Key without a second debit; a changed body with it is a 409', async () => {
    const key = newKey();
    const before = await walletBalance(t, owner.mainWalletId);
    const first = await buyBill(t, owner.token, airtime(), key);
    const replay = await buyBill(t, owner.token, airtime(), key);
    expect(replay.status).toBe(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.data._id).toBe(first.data._id);
    expect(replay.data.status).toBe('successful');
    expect(await walletBalance(t, owner.mainWalletId)).toBe(before - 2_000_00);
    const changed = await buyBill(t, owner.token, airtime({ amount: 3_000_00 }), key);
    expect(changed.status).toBe(409);
    const rows = await t.server.database.db
      .select()
      .from(billPayments)
      .where(eq(billPayments.idempotencyKey, key));
    expect(rows).toHaveLength(1);
    expect((await buyBill(t, owner.token, airtime(), null)).status).toBe(400);
  });

  it('refuses a wrong PIN, an amount over the limit, more than the wallet holds and bad input, changing nothing', async () => {
    const before = { bills: await billCount(), balance: await walletBalance(t, owner.mainWalletId) };
    const wrongPin = await buyBill(t, owner.token, airtime({ pin: '0000' }));
    expect(wrongPin.status).toBe(422);
    expect(wrongPin.error.code).toBe(ErrorCode.invalidPin);
    await setPin(t, owner.userId);
    const bad = await buyBill(t, owner.token, airtime({ amount: -5, customerNumber: 'abc' }));
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.error.errors ?? {}).sort()).toEqual(['amount', 'customerNumber']);
    const tooSmall = await buyBill(t, owner.token, airtime({ amount: 10_00 }));
    expect(tooSmall.status).toBe(400);
    expect(tooSmall.error.errors?.amount?.[0]).toContain('₦50.00');
    const notAPhone = await buyBill(t, owner.token, airtime({ customerNumber: '12345678901' }));
    expect(notAPhone.error.errors?.customerNumber).toEqual(['Enter an 11-digit Nigerian phone number']);
    const unknownBiller = await buyBill(t, owner.token, airtime({ billerCode: 'ikeja-electric' }));
    expect(unknownBiller.error.errors?.billerCode).toEqual(['Choose a provider']);
    const noMeter = await buyBill(
      t,
      owner.token,
      electricity({ customerNumber: SANDBOX_BILL_NUMBERS.meterNotFound }),
    );
    expect(noMeter.status).toBe(400);
    const tooMuch = await buyBill(t, owner.token, electricity({ amount: 600_000_00 }));
    expect(tooMuch.status).toBe(400);
    const limits = await t.api.patch(
      api(LIMIT_PATHS.limits),
      { business: { single: 1_000_00, daily: null }, default: { single: null, daily: null } },
      { token: owner.token },
    );
    expect(limits.status).toBe(200);
    const overLimit = await buyBill(t, owner.token, airtime());
    expect(overLimit.status).toBe(422);
    expect(overLimit.error.code).toBe(ErrorCode.limitExceeded);
    await t.api.patch(
      api(LIMIT_PATHS.limits),
      { business: { single: null, daily: null }, default: { single: null, daily: null } },
      { token: owner.token },
    );
    const poor = await walletOwner(t, { name: 'Empty Kiosk', balance: 1_000_00 });
    const broke = await buyBill(t, poor.token, airtime({ sourceWalletId: poor.mainWalletId }));
    expect(broke.status).toBe(422);
    expect(broke.error.code).toBe(ErrorCode.insufficientFunds);
    expect(await walletBalance(t, poor.mainWalletId)).toBe(1_000_00);
    expect({ bills: await billCount(), balance: await walletBalance(t, owner.mainWalletId) }).toEqual(before);
    await expectBillInvariants(t, owner.companyId);
  });

  it("404s another business's wallet, bill, receipt and batch, and 403s a member without the permission", async () => {
    const theirWallet = await buyBill(t, owner.token, airtime({ sourceWalletId: rival.mainWalletId }));
    expect(theirWallet.status).toBe(404);
    const mine = await buyBill(t, owner.token, airtime());
    for (const path of [BILLS_PATHS.bill(mine.data._id), BILLS_PATHS.billReceipt(mine.data._id)]) {
      expect((await t.api.get(api(path), { token: rival.token })).status).toBe(404);
    }
    const theirList = await t.api.get(api(BILLS_PATHS.bills), {
      token: rival.token,
      schema: billListResponse,
    });
    expect(theirList.data.docs.map((b) => b._id)).not.toContain(mine.data._id);
    const viewerRole = await addRole(t, owner.companyId, 'Bill viewer', ['payments.transactions.view']);
    const viewer = await addMember(t, owner.companyId, { role: 'custom', roleId: viewerRole });
    const viewerToken = await tokenFor(t, viewer);
    await setPin(t, viewer.userId);
    expect((await buyBill(t, viewerToken, airtime())).status).toBe(403);
    const bulk = await t.api.post(
      api(BILLS_PATHS.bulk),
      {
        category: 'airtime',
        sourceWalletId: owner.mainWalletId,
        pin: PIN,
        lines: [{ billerCode: 'mtn', customerNumber: '08031234567', amount: 100_00 }],
      },
      { token: viewerToken, headers: { 'idempotency-key': newKey() } },
    );
    expect(bulk.status).toBe(403);
    expect(
      (await t.api.get(api(`${BILLS_PATHS.billers}?category=airtime`), { token: viewerToken })).status,
    ).toBe(403);
    const seen = await t.api.get(api(BILLS_PATHS.bills), { token: viewerToken, schema: billListResponse });
    expect(seen.data.docs.map((b) => b._id)).toContain(mine.data._id);
  });
});

describe('bulk bills', () => {
  it('previews a CSV (headers matched on their first letter), then pays the lines with progress and a result per line', async () => {
    const csv = [
      'BillerCode,CustomerNumber,Amount',
      'mtn,08031234567,500',
      `glo,${SANDBOX_BILL_NUMBERS.phoneFails},1000`,
      'airtel,0803,500',
      'mtn,08039876543,abc',
    ].join('\n');
    const preview = await t.api.post(
      api(BILLS_PATHS.bulkPreview),
      { category: 'airtime', csv },
      { token: owner.token, schema: billBulkPreviewResponse },
    );
    expect(preview.data).toMatchObject({
      total: 4,
      validCount: 2,
      invalidCount: 2,
      totalAmount: 1_500_00,
      totalFees: 0,
    });
    expect(preview.data.rows.map((r) => [r.row, Object.keys(r.errors)])).toEqual([
      [2, []],
      [3, []],
      [4, ['customerNumber']],
      [5, ['amount']],
    ]);
    // A meter whose biller does not answer is reported on its row, not as a failed preview.
    const meters = await t.api.post(
      api(BILLS_PATHS.bulkPreview),
      {
        category: 'electricity',
        csv: `billerCode,productCode,customerNumber,amount\neko-electric,prepaid,45012345678,5000\neko-electric,prepaid,${SANDBOX_BILL_NUMBERS.meterTimeout},5000`,
      },
      { token: owner.token, schema: billBulkPreviewResponse },
    );
    expect(meters.data).toMatchObject({
      validCount: 1,
      invalidCount: 1,
      totalAmount: 5_000_00,
      totalFees: 100_00,
    });
    expect(meters.data.rows[0]!.customerName).toMatch(/^[A-Z]+ [A-Z]+$/);
    expect(meters.data.rows[1]!.errors.customerNumber).toEqual([
      'The biller did not answer in time. Please try again',
    ]);
    const missing = await t.api.post(
      api(BILLS_PATHS.bulkPreview),
      { category: 'airtime', csv: 'phone,amount\n0803,1' },
      { token: owner.token },
    );
    expect(missing.status).toBe(400);
    expect(missing.error.message).toContain('billerCode');

    const before = await walletBalance(t, owner.mainWalletId);
    const lines = preview.data.rows.flatMap((r) => (r.line ? [r.line] : []));
    const key = newKey();
    const send = () =>
      t.api.post(
        api(BILLS_PATHS.bulk),
        { category: 'airtime', sourceWalletId: owner.mainWalletId, pin: PIN, fileName: 'airtime.csv', lines },
        { token: owner.token, schema: billBatchResponse, headers: { 'idempotency-key': key } },
      );
    const sent = await send();
    expect(sent.status).toBe(201);
    expect(sent.data).toMatchObject({ total: 2, totalAmount: 1_500_00, fileName: 'airtime.csv' });
    const done = await waitFor(
      () =>
        t.api.get(api(BILLS_PATHS.batch(sent.data._id)), { token: owner.token, schema: billBatchResponse }),
      (r) => r.data.status === 'completed',
    );
    expect(done.data.processed).toBe(2);
    expect(done.data.lines.map((l) => [l.lineNo, l.status, l.reversal])).toEqual([
      [1, 'successful', 'none'],
      [2, 'failed', 'reversed'],
    ]);
    expect(done.data.lines[1]!.error).toBe(SANDBOX_BILL_FAILURE_REASONS.airtime);
    const replay = await send();
    expect(replay.data._id).toBe(sent.data._id);
    expect(await walletBalance(t, owner.mainWalletId)).toBe(before - 500_00);
    const badLine = await t.api.post(
      api(BILLS_PATHS.bulk),
      {
        category: 'airtime',
        sourceWalletId: owner.mainWalletId,
        pin: PIN,
        lines: [lines[0], { ...lines[0], customerNumber: '0803' }],
      },
      { token: owner.token, headers: { 'idempotency-key': newKey() } },
    );
    expect(badLine.status).toBe(400);
    expect(Object.keys((badLine.body as { errors: object }).errors)).toEqual(['lines.1.customerNumber']);
    expect((await t.api.get(api(BILLS_PATHS.batch(sent.data._id)), { token: rival.token })).status).toBe(404);
    await expectBillInvariants(t, owner.companyId);
  });

  it('previews an XLSX workbook (built by exceljs) like the same rows in CSV, and pays its valid lines', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Bills');
    sheet.addRow(['BillerCode', 'CustomerNumber', 'Amount']);
    sheet.addRow(['mtn', '08031234567', 750]);
    sheet.addRow(['airtel', '0803', '500']);
    sheet.addRow(['glo', '08051234567', '1250.50']);
    const xlsx = Buffer.from(await workbook.xlsx.writeBuffer()).toString('base64');
    const fromXlsx = await t.api.post(
      api(BILLS_PATHS.bulkPreview),
      { category: 'airtime', xlsx },
      { token: owner.token, schema: billBulkPreviewResponse },
    );
    const csv =
      'BillerCode,CustomerNumber,Amount\nmtn,08031234567,750\nairtel,0803,500\nglo,08051234567,1250.50';
    const fromCsv = await t.api.post(
      api(BILLS_PATHS.bulkPreview),
      { category: 'airtime', csv },
      { token: owner.token, schema: billBulkPreviewResponse },
    );
    expect(fromXlsx.data).toMatchObject({ total: 3, validCount: 2, invalidCount: 1, totalAmount: 2_000_50 });
    expect(fromXlsx.data).toEqual(fromCsv.data);
    expect(fromXlsx.data.rows.map((r) => [r.row, Object.keys(r.errors)])).toEqual([
      [2, []],
      [3, ['customerNumber']],
      [4, []],
    ]);

    // Not a workbook, both files, or neither: refused before anything is checked.
    for (const body of [
      { category: 'airtime', xlsx: Buffer.from('not a workbook').toString('base64') },
      { category: 'airtime', csv, xlsx },
      { category: 'airtime' },
    ]) {
      const refused = await t.api.post(api(BILLS_PATHS.bulkPreview), body, { token: owner.token });
      expect(refused.status).toBe(400);
    }

    const before = await walletBalance(t, owner.mainWalletId);
    const lines = fromXlsx.data.rows.flatMap((r) => (r.line ? [r.line] : []));
    const sent = await t.api.post(
      api(BILLS_PATHS.bulk),
      { category: 'airtime', sourceWalletId: owner.mainWalletId, pin: PIN, fileName: 'airtime.xlsx', lines },
      { token: owner.token, schema: billBatchResponse, headers: { 'idempotency-key': newKey() } },
    );
    expect(sent.status).toBe(201);
    const done = await waitFor(
      () =>
        t.api.get(api(BILLS_PATHS.batch(sent.data._id)), { token: owner.token, schema: billBatchResponse }),
      (r) => r.data.status === 'completed',
    );
    expect(done.data.lines.map((l) => [l.lineNo, l.status])).toEqual([
      [1, 'successful'],
      [2, 'successful'],
    ]);
    expect(await walletBalance(t, owner.mainWalletId)).toBe(before - 2_000_50);
    await expectBillInvariants(t, owner.companyId);
  });
});

describe('gated bills', () => {
  it("a bill covered by a 'bill.payment' workflow becomes a request, and is paid once when approved", async () => {
    const b = await approvalBusiness(t);
    await createWorkflow(t, b.owner.token, {
      name: 'Bills',
      action: 'bill.payment',
      stages: [{ approvers: { roleIds: ['employer-admin'] }, rule: 'any' }],
    });
    const before = await walletBalance(t, b.mainWalletId);
    const res = await t.api.post(api(BILLS_PATHS.purchase), airtime({ sourceWalletId: b.mainWalletId }), {
      token: b.owner.token,
      schema: approvalPendingResponse,
      headers: { 'idempotency-key': newKey() },
    });
    expect(res.status).toBe(202);
    expect(await walletBalance(t, b.mainWalletId)).toBe(before);
    // The approvers are emailed as soon as the request commits, not at the next sweep of the outbox.
    const approvalEmail = (about: string) =>
      waitForMail(t, b.admins[0].email, (m) => m.subject.startsWith(`Approval needed: ${about}`), {
        timeoutMs: 5_000,
      });
    await approvalEmail('Pay ');
    expect((await approve(t, b.admins[0].token, res.data.requestId)).status).toBe(200);
    const done = await settled(t, b.owner.token, res.data.requestId);
    expect(done.status).toBe('executed');
    await sweepBills(t);
    const list = await t.api.get(api(BILLS_PATHS.bills), { token: b.owner.token, schema: billListResponse });
    expect(list.data.docs).toHaveLength(1);
    expect(list.data.docs[0]!.status).toBe('successful');
    expect(await walletBalance(t, b.mainWalletId)).toBe(before - 2_000_00);

    // Bulk bills under the same workflow: nothing is paid until approved; then the batch pays each line once.
    const bulk = await t.api.post(
      api(BILLS_PATHS.bulk),
      {
        category: 'airtime',
        sourceWalletId: b.mainWalletId,
        pin: PIN,
        lines: [
          { billerCode: 'glo', customerNumber: '08051234567', amount: 300_00 },
          { billerCode: 'airtel', customerNumber: '08021234567', amount: 400_00 },
        ],
      },
      { token: b.owner.token, schema: approvalPendingResponse, headers: { 'idempotency-key': newKey() } },
    );
    expect(bulk.status).toBe(202);
    await approvalEmail('Pay 2 bills');
    const requested = await t.server.database.db
      .select({ action: auditEvents.action, metadata: auditEvents.metadata })
      .from(auditEvents)
      .where(and(eq(auditEvents.companyId, b.companyId), eq(auditEvents.targetId, bulk.data.requestId)));
    expect(requested).toEqual([
      {
        action: 'payments.bill.bulk-requested',
        metadata: { category: 'airtime', lines: 2, totalAmount: 700_00 },
      },
    ]);
    expect(await walletBalance(t, b.mainWalletId)).toBe(before - 2_000_00);
    expect((await approve(t, b.admins[1].token, bulk.data.requestId)).status).toBe(200);
    expect((await settled(t, b.owner.token, bulk.data.requestId)).status).toBe('executed');
    const [batch] = await t.server.database.db
      .select()
      .from(billBatches)
      .where(eq(billBatches.companyId, b.companyId));
    expect(batch).toMatchObject({ total: 2, approvalRequestId: bulk.data.requestId });
    await processBillBatch(
      { db: t.server.database.db, bills: createBillsProvider({ delayMs: 1 }) },
      {
        companyId: b.companyId,
        batchId: batch!.id,
      },
    );
    const paid = await t.api.get(api(BILLS_PATHS.batch(batch!.id)), {
      token: b.owner.token,
      schema: billBatchResponse,
    });
    expect(paid.data.lines.map((l) => l.status)).toEqual(['successful', 'successful']);
    expect(await walletBalance(t, b.mainWalletId)).toBe(before - 2_000_00 - 700_00);
    await expectBillInvariants(t, b.companyId);
  });
});
