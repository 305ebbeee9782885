// Trade finance (spec §2.3 /trade, §4 guard step 4, §6): a registered business uploads an invoice (checked by its
// content) and asks for an advance of up to 80% of it; an operator approves it and it is disbursed to the main wallet
// through the ledger exactly once; it is repaid with the PIN from a wallet; a daily job marks it overdue and sends
// each reminder once.
import { randomUUID } from 'node:crypto';
import {
  ErrorCode,
  maxTradeAdvance,
  OPS_TRADE_PATHS,
  opsTradeListResponse,
  TRADE_PATHS,
  tradeAdvanceResponse,
  tradeDocumentResponse,
  tradeFee,
  tradeListResponse,
  WALLET_PATHS,
  walletListResponse,
} from '@paydesk/contracts';
import {
  companies,
  journalEntries,
  ledgerAccounts,
  messageOutbox,
  notifications,
  tradeAdvances,
  walletTransactions,
} from '@paydesk/db';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, lagosDay } from '../src/lib/lagos-time.ts';
import { runTradeReminders } from '../src/modules/trade/index.ts';
import { JPEG, multipart, newOperator, operatorLogin, PDF, PNG, tempDataDir } from './helpers/compliance.ts';
import { addMember, addRole } from './helpers/team-fixtures.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';
import { api, newKey, PIN, tokenFor, type WalletOwner, walletOwner } from './helpers/wallet-fixtures.ts';

let t: TestApp;
let operator: { token: string };
const as = (who: { token: string }) => ({ token: who.token });

beforeAll(async () => {
  t = await startTestApp({ encryption: false, env: { DATA_DIR: tempDataDir() } });
  operator = await operatorLogin(t, await newOperator(t));
});
afterAll(() => t.close());

async function uploadDocument(
  who: { token: string },
  file = { name: 'invoice.pdf', type: 'application/pdf', bytes: PDF },
) {
  const { payload, headers } = multipart(file);
  const res = await t.app.inject({
    method: 'POST',
    url: api(TRADE_PATHS.documents),
    payload,
    headers: { ...headers, authorization: `Bearer ${who.token}` },
  });
  return { status: res.statusCode, body: res.json() };
}

const invoice = (documentId: string, overrides: Record<string, unknown> = {}) => ({
  buyerName: 'Shoprite Nigeria Ltd',
  buyerEmail: 'payables@shoprite.example',
  invoiceNumber: `INV-${randomUUID().slice(0, 8)}`,
  invoiceAmount: 1_000_000_00,
  issueDate: lagosDay(),
  dueDate: addDays(lagosDay(), 30),
  documentId,
  requestedAmount: 800_000_00,
  ...overrides,
});

async function requestAdvance(who: WalletOwner, overrides: Record<string, unknown> = {}) {
  const doc = await uploadDocument(who);
  expect(doc.status).toBe(201);
  tradeDocumentResponse.parse(doc.body);
  const asked = await t.api.post(api(TRADE_PATHS.advances), invoice(doc.body.data._id, overrides), {
    ...as(who),
    schema: tradeAdvanceResponse,
  });
  expect(asked.status, JSON.stringify(asked.body)).toBe(201);
  return asked.data;
}

async function approved(who: WalletOwner, amount = 800_000_00, overrides: Record<string, unknown> = {}) {
  const advance = await requestAdvance(who, overrides);
  const ok = await t.api.post(
    api(OPS_TRADE_PATHS.approve(advance._id)),
    { approvedAmount: amount },
    { schema: tradeAdvanceResponse, token: operator.token },
  );
  expect(ok.status).toBe(200);
  return ok.data;
}

const repay = (who: { token: string }, id: string, body: Record<string, unknown>, key = newKey()) =>
  t.api.post(api(TRADE_PATHS.repay(id)), body, {
    ...as(who),
    schema: tradeAdvanceResponse,
    headers: { 'idempotency-key': key },
  });

async function mainBalance(who: WalletOwner) {
  const accounts = await t.api.get(api(WALLET_PATHS.accounts), { ...as(who), schema: walletListResponse });
  return accounts.data.accounts.find((a: { _id: string }) => a._id === who.mainWalletId)!.balance;
}

async function tradeAccountBalance(companyId: string) {
  const [row] = await t.server.database.db
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.companyId, companyId), eq(ledgerAccounts.kind, 'trade_advances')));
  return row?.balance ?? 0;
}

const advancesOf = (companyId: string) =>
  t.server.database.db.select().from(tradeAdvances).where(eq(tradeAdvances.companyId, companyId));

describe('requesting an advance', () => {
  it('a registered business uploads an invoice and asks for up to 80% of it; it lists and reads back', async () => {
    const owner = await walletOwner(t, { name: 'Lekki Textiles Ltd' });
    const advance = await requestAdvance(owner);
    expect(advance).toMatchObject({
      status: 'submitted',
      requestedAmount: 800_000_00,
      maxAdvance: maxTradeAdvance(1_000_000_00),
      outstanding: 0,
      document: { mimeType: 'application/pdf', fileName: 'invoice.pdf' },
    });
    const list = await t.api.get(`${api(TRADE_PATHS.advances)}?status=submitted`, {
      ...as(owner),
      schema: tradeListResponse,
    });
    expect(list.data.docs.map((d: { _id: string }) => d._id)).toEqual([advance._id]);
    expect(list.data.totalOutstanding).toBe(0);
    const none = await t.api.get(`${api(TRADE_PATHS.advances)}?status=repaid`, {
      ...as(owner),
      schema: tradeListResponse,
    });
    expect(none.data.totalDocs).toBe(0);
    const file = await t.app.inject({
      method: 'GET',
      url: api(TRADE_PATHS.document(advance._id)),
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('application/pdf');
    expect(file.rawPayload.equals(PDF)).toBe(true);
  });

  it('bad input is a 400 with the fields named, and nothing is written', async () => {
    const owner = await walletOwner(t, { name: 'Careless Inputs Ltd' });
    const doc = await uploadDocument(owner);
    const bad = await t.api.post(
      api(TRADE_PATHS.advances),
      invoice(doc.body.data._id, {
        buyerEmail: 'not-an-email',
        requestedAmount: 900_000_00,
        dueDate: addDays(lagosDay(), -1),
        invoiceAmount: 1_000_000_00,
      }),
      { ...as(owner), schema: tradeAdvanceResponse },
    );
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.error.errors ?? {}).sort()).toEqual(['buyerEmail', 'dueDate', 'requestedAmount']);
    const missingDoc = await t.api.post(api(TRADE_PATHS.advances), invoice(randomUUID()), {
      ...as(owner),
      schema: tradeAdvanceResponse,
    });
    expect(missingDoc.status).toBe(404);
    expect(await advancesOf(owner.companyId)).toHaveLength(0);
  });

  it('a document is checked by its content: a text file named .pdf is refused (415); PNG and JPEG are accepted', async () => {
    const owner = await walletOwner(t, { name: 'Forged Papers Ltd' });
    const forged = await uploadDocument(owner, {
      name: 'invoice.pdf',
      type: 'application/pdf',
      bytes: Buffer.from('just some text pretending'),
    });
    expect(forged.status).toBe(415);
    expect(forged.body.code).toBe(ErrorCode.unsupportedFile);
    const lying = await uploadDocument(owner, { name: 'invoice.pdf', type: 'application/pdf', bytes: PNG });
    expect(lying.status).toBe(415);
    expect((await uploadDocument(owner, { name: 'scan.png', type: 'image/png', bytes: PNG })).status).toBe(
      201,
    );
    expect((await uploadDocument(owner, { name: 'scan.jpg', type: 'image/jpeg', bytes: JPEG })).status).toBe(
      201,
    );
  });

  it('an invoice number is advanced once per business', async () => {
    const owner = await walletOwner(t, { name: 'Twice Sent Ltd' });
    await requestAdvance(owner, { invoiceNumber: 'INV-0001' });
    const doc = await uploadDocument(owner);
    const again = await t.api.post(
      api(TRADE_PATHS.advances),
      invoice(doc.body.data._id, { invoiceNumber: 'INV-0001' }),
      { ...as(owner), schema: tradeAdvanceResponse },
    );
    expect(again.status).toBe(409);
  });

  it('unregistered businesses get 403 restricted on every route; unverified ones 403 too', async () => {
    const freelance = await walletOwner(t, { name: 'Freelance Trader' });
    await t.server.database.db
      .update(companies)
      .set({ businessType: 'freelance business (not registered)' })
      .where(eq(companies.id, freelance.companyId));
    const upload = await uploadDocument(freelance);
    expect(upload.status).toBe(403);
    expect(upload.body.code).toBe(ErrorCode.featureRestricted);
    const list = await t.api.get(api(TRADE_PATHS.advances), { ...as(freelance), schema: tradeListResponse });
    expect(list.status).toBe(403);
    expect(list.error.code).toBe(ErrorCode.featureRestricted);
    const ask = await t.api.post(api(TRADE_PATHS.advances), invoice(randomUUID()), {
      ...as(freelance),
      schema: tradeAdvanceResponse,
    });
    expect(ask.status).toBe(403);
    expect(ask.error.message).toMatch(/registered businesses only/);
    const unverified = await walletOwner(t, { name: 'Not Yet Verified Ltd', verified: false });
    const refused = await t.api.get(api(TRADE_PATHS.advances), {
      ...as(unverified),
      schema: tradeListResponse,
    });
    expect(refused.status).toBe(403);
  });

  it("another business's advance is not found (404), its document and repayment too", async () => {
    const owner = await walletOwner(t, { name: 'Private Invoices Ltd' });
    const advance = await requestAdvance(owner);
    const stranger = await walletOwner(t, { name: 'Curious Neighbour Ltd', balance: 1_000_000_00 });
    expect(
      (await t.api.get(api(TRADE_PATHS.one(advance._id)), { ...as(stranger), schema: tradeAdvanceResponse }))
        .status,
    ).toBe(404);
    const file = await t.app.inject({
      method: 'GET',
      url: api(TRADE_PATHS.document(advance._id)),
      headers: { authorization: `Bearer ${stranger.token}` },
    });
    expect(file.statusCode).toBe(404);
    expect((await repay(stranger, advance._id, { amount: 1_00, pin: PIN })).status).toBe(404);
  });

  it('a member without the trade permissions is refused (403)', async () => {
    const owner = await walletOwner(t, { name: 'Roles Matter Ltd' });
    const advance = await requestAdvance(owner);
    const roleId = await addRole(t, owner.companyId, 'Viewer', ['trade.view']);
    const viewer = await addMember(t, owner.companyId, { roleId });
    const token = await tokenFor(t, viewer);
    expect(
      (await t.api.get(api(TRADE_PATHS.one(advance._id)), { token, schema: tradeAdvanceResponse })).status,
    ).toBe(200);
    expect((await uploadDocument({ token })).status).toBe(403);
    expect((await repay({ token }, advance._id, { amount: 1_00, pin: PIN })).status).toBe(403);
    const none = await addMember(t, owner.companyId, {
      roleId: await addRole(t, owner.companyId, 'None', []),
    });
    const noneToken = await tokenFor(t, none);
    expect(
      (await t.api.get(api(TRADE_PATHS.advances), { token: noneToken, schema: tradeListResponse })).status,
    ).toBe(403);
  });
});

describe('operator review and disbursement', () => {
  it('two approvals at once disburse exactly once; the ledger balances against the trade-advances account', async () => {
    const owner = await walletOwner(t, { name: 'Race Condition Ltd' });
    const advance = await requestAdvance(owner);
    const queue = await t.api.get(api(OPS_TRADE_PATHS.queue), {
      schema: opsTradeListResponse,
      token: operator.token,
    });
    expect(queue.data.docs.map((d: { _id: string }) => d._id)).toContain(advance._id);
    const started = await t.api.post(api(OPS_TRADE_PATHS.startReview(advance._id)), undefined, {
      schema: tradeAdvanceResponse,
      token: operator.token,
    });
    expect(started.data.status).toBe('under_review');
    const tooMuch = await t.api.post(
      api(OPS_TRADE_PATHS.approve(advance._id)),
      { approvedAmount: 800_000_01 },
      { schema: tradeAdvanceResponse, token: operator.token },
    );
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.error.errors?.approvedAmount).toBeDefined();
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        t.api.post(
          api(OPS_TRADE_PATHS.approve(advance._id)),
          { approvedAmount: 600_000_00 },
          { schema: tradeAdvanceResponse, token: operator.token },
        ),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409]);
    const fee = tradeFee(600_000_00);
    const got = await t.api.get(api(TRADE_PATHS.one(advance._id)), {
      ...as(owner),
      schema: tradeAdvanceResponse,
    });
    expect(got.data).toMatchObject({
      status: 'disbursed',
      approvedAmount: 600_000_00,
      fee,
      outstanding: 600_000_00 + fee,
      walletId: owner.mainWalletId,
    });
    expect(got.data.approvedAt).not.toBeNull();
    expect(await mainBalance(owner)).toBe(600_000_00);
    expect(await tradeAccountBalance(owner.companyId)).toBe(-(600_000_00 + fee));
    const entries = await t.server.database.db
      .select()
      .from(journalEntries)
      .where(and(eq(journalEntries.companyId, owner.companyId), eq(journalEntries.kind, 'trade.advance')));
    expect(entries).toHaveLength(1);
    const lines = await t.server.database.db
      .select()
      .from(walletTransactions)
      .where(
        and(eq(walletTransactions.companyId, owner.companyId), eq(walletTransactions.type, 'trade_advance')),
      );
    expect(lines).toHaveLength(1);
    const list = await t.api.get(api(TRADE_PATHS.advances), { ...as(owner), schema: tradeListResponse });
    expect(list.data.totalOutstanding).toBe(600_000_00 + fee);
    const document = await t.app.inject({
      method: 'GET',
      url: api(OPS_TRADE_PATHS.document(advance._id)),
      headers: { authorization: `Bearer ${operator.token}` },
    });
    expect(document.statusCode).toBe(200);
    const unknown = await t.api.get(api(OPS_TRADE_PATHS.one(randomUUID())), {
      schema: tradeAdvanceResponse,
      token: operator.token,
    });
    expect(unknown.status).toBe(404);
    // A business token is no operator token.
    expect(
      (await t.api.get(api(OPS_TRADE_PATHS.queue), { ...as(owner), schema: opsTradeListResponse })).status,
    ).toBe(401);
  });

  it('a rejected advance keeps its reason and moves no money', async () => {
    const owner = await walletOwner(t, { name: 'Declined Ltd' });
    const advance = await requestAdvance(owner);
    const noReason = await t.api.post(
      api(OPS_TRADE_PATHS.reject(advance._id)),
      { reason: '' },
      { schema: tradeAdvanceResponse, token: operator.token },
    );
    expect(noReason.status).toBe(400);
    const rejected = await t.api.post(
      api(OPS_TRADE_PATHS.reject(advance._id)),
      { reason: 'The buyer is not on our approved list' },
      { schema: tradeAdvanceResponse, token: operator.token },
    );
    expect(rejected.data).toMatchObject({
      status: 'rejected',
      rejectionReason: 'The buyer is not on our approved list',
    });
    const late = await t.api.post(
      api(OPS_TRADE_PATHS.approve(advance._id)),
      { approvedAmount: 1_00 },
      { schema: tradeAdvanceResponse, token: operator.token },
    );
    expect(late.status).toBe(409);
    expect(await mainBalance(owner)).toBe(0);
    expect(await tradeAccountBalance(owner.companyId)).toBe(0);
  });
});

describe('repayment', () => {
  it('part then the rest with the PIN; a replay repays once; fully repaid is repaid and the account is back at zero', async () => {
    const owner = await walletOwner(t, { name: 'Good Payer Ltd', balance: 500_000_00 });
    const advance = await approved(owner, 400_000_00);
    const owed = 400_000_00 + tradeFee(400_000_00);
    const before = await mainBalance(owner);
    const key = newKey();
    const first = await repay(owner, advance._id, { amount: 100_000_00, pin: PIN }, key);
    expect(first.status).toBe(200);
    expect(first.data).toMatchObject({
      status: 'disbursed',
      repaidAmount: 100_000_00,
      outstanding: owed - 100_000_00,
    });
    const replay = await repay(owner, advance._id, { amount: 100_000_00, pin: PIN }, key);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(await mainBalance(owner)).toBe(before - 100_000_00);
    const rest = await repay(owner, advance._id, { amount: owed - 100_000_00, pin: PIN });
    expect(rest.data).toMatchObject({ status: 'repaid', outstanding: 0, repaidAmount: owed });
    expect(rest.data.repayments).toHaveLength(2);
    expect(await tradeAccountBalance(owner.companyId)).toBe(0);
    expect(await mainBalance(owner)).toBe(before - owed);
    const after = await repay(owner, advance._id, { amount: 1_00, pin: PIN });
    expect(after.status).toBe(409);
  });

  it('more than is owed, a wrong PIN, too little money and no Idempotency-Key are refused and move nothing', async () => {
    const owner = await walletOwner(t, { name: 'Careful Payer Ltd' });
    const advance = await approved(owner, 100_000_00);
    const owed = 100_000_00 + tradeFee(100_000_00);
    const tooMuch = await repay(owner, advance._id, { amount: owed + 1, pin: PIN });
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.error.errors?.amount?.[0]).toMatch(/more than is owed/);
    const wrongPin = await repay(owner, advance._id, { amount: 1_000_00, pin: '0000' });
    expect(wrongPin.status).toBe(422);
    expect(wrongPin.error.code).toBe(ErrorCode.invalidPin);
    // The wallet holds the advance only (no fee): repaying all that is owed needs more than it has.
    const short = await repay(owner, advance._id, { amount: owed, pin: PIN });
    expect(short.status).toBe(422);
    expect(short.error.code).toBe(ErrorCode.insufficientFunds);
    const noKey = await t.api.post(
      api(TRADE_PATHS.repay(advance._id)),
      { amount: 1_00, pin: PIN },
      { ...as(owner), schema: tradeAdvanceResponse },
    );
    expect(noKey.status).toBe(400);
    const bad = await repay(owner, advance._id, { amount: -5, pin: '12' });
    expect(bad.status).toBe(400);
    const [row] = await advancesOf(owner.companyId);
    expect(row).toMatchObject({ repaidAmount: 0, status: 'disbursed' });
    expect(await mainBalance(owner)).toBe(100_000_00);
    expect(await tradeAccountBalance(owner.companyId)).toBe(-owed);
  });
});

describe('repayment races', () => {
  it('two full repayments at once (different keys) take turns: one repays, the other is refused, the wallet pays once', async () => {
    const owner = await walletOwner(t, { name: 'Double Clicker Ltd', balance: 500_000_00 });
    const advance = await approved(owner, 100_000_00);
    const owed = 100_000_00 + tradeFee(100_000_00);
    const before = await mainBalance(owner);
    const answers = await Promise.all([
      repay(owner, advance._id, { amount: owed, pin: PIN }),
      repay(owner, advance._id, { amount: owed, pin: PIN }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(await mainBalance(owner)).toBe(before - owed);
    expect(await tradeAccountBalance(owner.companyId)).toBe(0);
  });
});

describe('the daily job', () => {
  it('marks overdue after the due date and sends each reminder (3 days before, on the day, overdue) once', async () => {
    const owner = await walletOwner(t, { name: 'Reminded Ltd' });
    const today = lagosDay();
    const dueSoon = await approved(owner, 80_000_00, {
      invoiceAmount: 100_000_00,
      requestedAmount: 80_000_00,
      dueDate: addDays(today, 3),
    });
    const dueToday = await approved(owner, 80_000_00, {
      invoiceAmount: 100_000_00,
      requestedAmount: 80_000_00,
      dueDate: today,
    });
    const late = await approved(owner, 80_000_00, {
      invoiceAmount: 100_000_00,
      requestedAmount: 80_000_00,
      issueDate: addDays(today, -40),
      dueDate: addDays(today, -1),
    });
    const notYet = await approved(owner, 80_000_00, {
      invoiceAmount: 100_000_00,
      requestedAmount: 80_000_00,
      dueDate: addDays(today, 10),
    });
    const deps = { db: t.server.database.db, mailer: t.server.mailer };
    await Promise.all([runTradeReminders(deps, today), runTradeReminders(deps, today)]);
    await runTradeReminders(deps, today);
    const rows = new Map((await advancesOf(owner.companyId)).map((r) => [r.id, r]));
    expect(rows.get(late._id)).toMatchObject({ status: 'overdue' });
    expect(rows.get(late._id)!.overdueAt).not.toBeNull();
    expect(rows.get(dueToday._id)).toMatchObject({ status: 'disbursed' });
    expect(rows.get(notYet._id)!.remindedBeforeAt).toBeNull();
    const mails = await t.server.database.db
      .select({ template: messageOutbox.template, to: messageOutbox.toAddress, text: messageOutbox.textBody })
      .from(messageOutbox)
      .where(
        and(eq(messageOutbox.companyId, owner.companyId), like(messageOutbox.template, 'trade.reminder-%')),
      );
    expect(mails.map((m) => m.template).sort()).toEqual([
      'trade.reminder-before',
      'trade.reminder-due',
      'trade.reminder-overdue',
    ]);
    expect(mails.every((m) => m.to === owner.email)).toBe(true);
    expect(mails.find((m) => m.template === 'trade.reminder-before')!.text).toContain(dueSoon.reference);
    const bell = await t.server.database.db
      .select({ kind: notifications.kind })
      .from(notifications)
      .where(and(eq(notifications.companyId, owner.companyId), like(notifications.kind, 'trade.reminder.%')));
    expect(bell.map((n) => n.kind).sort()).toEqual([
      'trade.reminder.before',
      'trade.reminder.due',
      'trade.reminder.overdue',
    ]);
    // An overdue advance can still be repaid, and then it is repaid.
    const owed = 80_000_00 + tradeFee(80_000_00);
    const partial = await repay(owner, late._id, { amount: owed - tradeFee(80_000_00), pin: PIN });
    expect(partial.data).toMatchObject({ status: 'overdue', outstanding: tradeFee(80_000_00) });
  });
});
