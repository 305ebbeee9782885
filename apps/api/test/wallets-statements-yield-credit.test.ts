// Statements made by a job with progress (PDF and CSV, downloadable and emailed), yield accrued daily through the
// ledger (and only once a day), credit requested by the business and disbursed by an operator, and the ledger
// reconciliation exposed to operators.
import {
  CREDIT_PATHS,
  creditRequestResponse,
  ErrorCode,
  moveMoneyResponse,
  OPS_WALLET_PATHS,
  opsCreditListResponse,
  PROFILE_PATHS,
  reconciliationListResponse,
  reconciliationResponse,
  STATEMENT_PATHS,
  sessionProfileResponse,
  statementListResponse,
  statementResponse,
  transactionListResponse,
  WALLET_PATHS,
  walletListResponse,
  walletResponse,
  YIELD_PATHS,
  yieldBalanceResponse,
  yieldReportResponse,
  yieldSettingsResponse,
} from '@paydesk/contracts';
import { companies, journalEntries, ledgerAccounts, walletTransactions } from '@paydesk/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, lagosDay } from '../src/lib/lagos-time.ts';
import { MissingTenant } from '../src/lib/tenant.ts';
import { reconcileLedger } from '../src/modules/ledger/posting.ts';
import { getCredit } from '../src/modules/wallets/credit/credit.service.ts';
import { accrueYield, dailyYield } from '../src/modules/wallets/yield/yield.service.ts';
import { newOperator, operatorLogin, tempDataDir } from './helpers/compliance.ts';
import { waitForMail } from './helpers/mailbox.ts';
import { addMember, addRole } from './helpers/team-fixtures.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';
import { api, newKey, PIN, tokenFor, type WalletOwner, walletOwner } from './helpers/wallet-fixtures.ts';

let t: TestApp;
let owner: WalletOwner;
const as = (who: { token: string }) => ({ token: who.token });

beforeAll(async () => {
  t = await startTestApp({ encryption: false, env: { DATA_DIR: tempDataDir() } });
  owner = await walletOwner(t, { name: 'Surulere Pharmacy', balance: 2_000_000_00 });
});
afterAll(() => t.close());

async function until<T>(read: () => Promise<T>, done: (v: T) => boolean, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('statements', () => {
  it('a job makes the PDF and CSV with visible progress; they download and the requester is emailed', async () => {
    const ops = (
      await t.api.post(
        api(WALLET_PATHS.createAdditional),
        { name: 'Stock', purpose: 'expense' },
        { ...as(owner), schema: walletResponse },
      )
    ).data._id;
    for (let i = 0; i < 30; i++) {
      await t.api.patch(
        api(WALLET_PATHS.move),
        { sourceWalletId: owner.mainWalletId, destinationWalletId: ops, amount: 1_000_00 + i, pin: PIN },
        { schema: moveMoneyResponse, ...as(owner), headers: { 'idempotency-key': newKey() } },
      );
    }
    const today = lagosDay();
    const asked = await t.api.post(
      api(STATEMENT_PATHS.generate),
      { walletId: owner.mainWalletId, from: addDays(today, -30), to: today },
      { ...as(owner), schema: statementResponse },
    );
    expect(asked.status).toBe(202);
    expect(asked.data).toMatchObject({ status: 'queued', progress: 0, walletName: 'Main wallet' });
    const id = asked.data._id as string;
    const seen = new Set<number>();
    const done = await until(
      async () => {
        const r = await t.api.get(api(STATEMENT_PATHS.one(id)), { ...as(owner), schema: statementResponse });
        seen.add(r.data.progress);
        return r;
      },
      (r) => r.data.status === 'ready' || r.data.status === 'failed',
    );
    expect(done.data).toMatchObject({ status: 'ready', progress: 100, rowCount: 31 });
    expect(seen.has(100)).toBe(true);
    const pdf = await t.app.inject({
      method: 'GET',
      url: `${api(STATEMENT_PATHS.file(id))}?format=pdf`,
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const csv = await t.app.inject({
      method: 'GET',
      url: `${api(STATEMENT_PATHS.file(id))}?format=csv`,
      headers: { authorization: `Bearer ${owner.token}` },
    });
    const rows = csv.body.trim().split('\r\n');
    // The header, the opening balance, the funding and the 30 moves, the closing balance.
    expect(rows).toHaveLength(34);
    expect(rows[1]).toBe(',,,,Opening balance,,,,0.00');
    // The running balance ends at the wallet's balance: 2,000,000 less the 30 moves.
    const moved = Array.from({ length: 30 }, (_, i) => 1_000_00 + i).reduce((a, b) => a + b, 0);
    const closing = ((2_000_000_00 - moved) / 100).toFixed(2);
    expect(rows.at(-2)!.split(',').at(-1)).toBe(closing);
    expect(rows.at(-1)).toBe(`,,,,Closing balance,,,,${closing}`);
    const mail = await waitForMail(t, owner.email, (m) => m.subject.startsWith('Statement ready'));
    expect(mail.textBody).toContain(`/account/all-accounts/${owner.mainWalletId}?statement=${id}`);
    const listed = await t.api.get(`${api(STATEMENT_PATHS.list)}?walletId=${owner.mainWalletId}`, {
      ...as(owner),
      schema: statementListResponse,
    });
    expect(listed.data.map((s: { _id: string }) => s._id)).toContain(id);
    const stranger = await walletOwner(t, { name: 'Nosy Ltd' });
    expect(
      (await t.api.get(api(STATEMENT_PATHS.one(id)), { ...as(stranger), schema: statementResponse })).status,
    ).toBe(404);
    const theirWallet = await t.api.post(
      api(STATEMENT_PATHS.generate),
      { walletId: stranger.mainWalletId, from: today, to: today },
      { ...as(owner), schema: statementResponse },
    );
    expect(theirWallet.status).toBe(404);
  });

  it('refuses an inverted or over-long range', async () => {
    const inverted = await t.api.post(
      api(STATEMENT_PATHS.generate),
      { walletId: owner.mainWalletId, from: '2026-03-02', to: '2026-03-01' },
      { ...as(owner), schema: statementResponse },
    );
    expect(inverted.status).toBe(400);
    expect(inverted.error.errors?.to).toEqual(['The end date must not be before the start date']);
    const long = await t.api.post(
      api(STATEMENT_PATHS.generate),
      { walletId: owner.mainWalletId, from: '2024-01-01', to: '2026-01-01' },
      { ...as(owner), schema: statementResponse },
    );
    expect(long.status).toBe(400);
    expect(long.body.message).toBe('A statement covers at most 366 days. Choose a shorter range.');
  });
});

describe('yield', () => {
  it('daily yield is balance × rate ÷ 365 in whole kobo', () => {
    expect(dailyYield(1_000_000_00, 700)).toBe(19_178);
    expect(dailyYield(10_000_00, 700)).toBe(192);
    expect(dailyYield(0, 700)).toBe(0);
  });

  it('opting in needs the terms; the job accrues eligible wallets once per day through the ledger; the report groups it', async () => {
    const business = await walletOwner(t, { name: 'Yield Co', balance: 1_000_000_00 });
    const small = (
      await t.api.post(
        api(WALLET_PATHS.createAdditional),
        { name: 'Petty', purpose: 'expense' },
        { ...as(business), schema: walletResponse },
      )
    ).data._id;
    await t.api.patch(
      api(WALLET_PATHS.move),
      { sourceWalletId: business.mainWalletId, destinationWalletId: small, amount: 5_000_00, pin: PIN },
      { schema: moveMoneyResponse, ...as(business), headers: { 'idempotency-key': newKey() } },
    );
    const settings = await t.api.get(api(YIELD_PATHS.settings), {
      ...as(business),
      schema: yieldSettingsResponse,
    });
    expect(settings.data).toMatchObject({
      optedIn: false,
      annualRateBps: 700,
      minimumBalance: 10_000_00,
    });
    const noTerms = await t.api.patch(
      api(YIELD_PATHS.optInOut),
      { optIn: true },
      { ...as(business), schema: yieldSettingsResponse },
    );
    expect(noTerms.status).toBe(400);
    expect(noTerms.error.errors?.acceptTerms).toEqual(['Accept the yield terms to opt in']);
    const optedIn = await t.api.patch(
      api(YIELD_PATHS.optInOut),
      { optIn: true, acceptTerms: true },
      { ...as(business), schema: yieldSettingsResponse },
    );
    expect(optedIn.data).toMatchObject({ optedIn: true, termsVersion: '2026-01' });
    // The session reads the opt-in from wallets' enrolment (issue 27: it left the companies row).
    const profile = await t.api.get(api(PROFILE_PATHS.profile), {
      ...as(business),
      schema: sessionProfileResponse,
    });
    expect(profile.data.employer.shouldEarnYield).toBe(true);

    const today = lagosDay();
    const first = await accrueYield(t.server.database.db, t.config, today);
    const expected = dailyYield(995_000_00, 700);
    expect(first.amount).toBeGreaterThanOrEqual(expected);
    const again = await accrueYield(t.server.database.db, t.config, today);
    expect(again.posted).toBe(0);
    await accrueYield(t.server.database.db, t.config, addDays(today, 1));
    const lines = await t.api.get(`${api(WALLET_PATHS.transactions)}?type=yield`, {
      ...as(business),
      schema: transactionListResponse,
    });
    // The ₦5,000 wallet is below the ₦10,000 minimum: only the main wallet earns, once per day.
    expect(lines.data.docs.map((d: { walletId: string }) => d.walletId)).toEqual([
      business.mainWalletId,
      business.mainWalletId,
    ]);
    const balance = await t.api.get(api(YIELD_PATHS.balance), {
      ...as(business),
      schema: yieldBalanceResponse,
    });
    // The second day earns on the first day's yield too.
    const second = dailyYield(995_000_00 + expected, 700);
    expect(balance.data.totalEarned).toBe(expected + second);
    expect(balance.data.lastAccrualDate).toBe(addDays(today, 1));
    const days = await t.api.get(api(YIELD_PATHS.report), { ...as(business), schema: yieldReportResponse });
    expect(days.data).toMatchObject({ displayByType: 'days', totalDocs: 2 });
    expect(days.data.docs[1]).toMatchObject({ period: today, amount: expected, days: 1 });
    const months = await t.api.get(`${api(YIELD_PATHS.report)}?displayByType=months`, {
      ...as(business),
      schema: yieldReportResponse,
    });
    expect(months.data.docs.reduce((s: number, d: { amount: number }) => s + d.amount, 0)).toBe(
      expected + second,
    );
    const weeks = await t.api.get(`${api(YIELD_PATHS.report)}?displayByType=weeks&limit=1`, {
      ...as(business),
      schema: yieldReportResponse,
    });
    expect(weeks.data.docs[0]!.label).toMatch(/^Week of /);
    expect(await reconcileLedger(t.server.database.db, [business.companyId])).toEqual([]);

    const out = await t.api.patch(
      api(YIELD_PATHS.optInOut),
      { optIn: false },
      { ...as(business), schema: yieldSettingsResponse },
    );
    expect(out.data.optedIn).toBe(false);
    const after = await accrueYield(t.server.database.db, t.config, addDays(today, 2));
    expect(after.posted).toBe(0);
  });

  it('only members allowed wallets.yield.manage opt in or out', async () => {
    const roleId = await addRole(t, owner.companyId, 'Yield viewer', ['wallets.view']);
    const viewer = await addMember(t, owner.companyId, { role: 'custom', roleId });
    const token = await tokenFor(t, viewer);
    expect((await t.api.get(api(YIELD_PATHS.report), { schema: yieldReportResponse, token })).status).toBe(
      200,
    );
    const denied = await t.api.patch(
      api(YIELD_PATHS.optInOut),
      { optIn: true, acceptTerms: true },
      { schema: yieldSettingsResponse, token },
    );
    expect(denied.status).toBe(403);
  });
});

describe('credit', () => {
  it('a registered business requests credit; an operator approves and it is disbursed to the wallet once', async () => {
    const business = await walletOwner(t, { name: 'Credit Seekers Ltd' });
    const bad = await t.api.post(
      api(CREDIT_PATHS.request),
      { amount: 1_00, tenorMonths: 2, purpose: 'x' },
      { ...as(business), schema: creditRequestResponse },
    );
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.error.errors ?? {}).sort()).toEqual(['amount', 'purpose', 'tenorMonths']);
    const asked = await t.api.post(
      api(CREDIT_PATHS.request),
      { amount: 2_000_000_00, tenorMonths: 6, purpose: 'Stock up before the festive season' },
      { ...as(business), schema: creditRequestResponse },
    );
    expect(asked.status).toBe(201);
    expect(asked.data).toMatchObject({ status: 'pending', walletId: business.mainWalletId });
    const id = asked.data._id as string;
    const twice = await t.api.post(
      api(CREDIT_PATHS.request),
      { amount: 100_000_00, tenorMonths: 1, purpose: 'Another one right away' },
      { ...as(business), schema: creditRequestResponse },
    );
    expect(twice.status).toBe(409);

    const operator = await operatorLogin(t, await newOperator(t));
    const queue = await t.api.get(`${api(OPS_WALLET_PATHS.credits)}?status=pending`, {
      schema: opsCreditListResponse,
      token: operator.token,
    });
    expect(queue.data.docs.map((d: { _id: string }) => d._id)).toContain(id);
    const approvals = await Promise.all(
      Array.from({ length: 3 }, () =>
        t.api.post(
          api(OPS_WALLET_PATHS.creditApprove(id)),
          { approvedAmount: 1_500_000_00, interestRateBps: 250 },
          { schema: creditRequestResponse, token: operator.token },
        ),
      ),
    );
    expect(approvals.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    const got = await t.api.get(api(CREDIT_PATHS.one(id)), {
      ...as(business),
      schema: creditRequestResponse,
    });
    expect(got.data).toMatchObject({
      status: 'disbursed',
      approvedAmount: 1_500_000_00,
      interestRateBps: 250,
    });
    const accounts = await t.api.get(api(WALLET_PATHS.accounts), {
      ...as(business),
      schema: walletListResponse,
    });
    expect(accounts.data.accounts[0]!.balance).toBe(1_500_000_00);
    const entries = await t.server.database.db
      .select()
      .from(journalEntries)
      .where(
        and(eq(journalEntries.companyId, business.companyId), eq(journalEntries.kind, 'credit_disbursement')),
      );
    expect(entries).toHaveLength(1);
    const [line] = await t.server.database.db
      .select()
      .from(walletTransactions)
      .where(
        and(
          eq(walletTransactions.companyId, business.companyId),
          eq(walletTransactions.type, 'credit_disbursement'),
        ),
      );
    expect(line).toMatchObject({ amount: 1_500_000_00, status: 'successful' });
    const stranger = await walletOwner(t, { name: 'Peeker' });
    expect(
      (await t.api.get(api(CREDIT_PATHS.one(id)), { ...as(stranger), schema: creditRequestResponse })).status,
    ).toBe(404);
  });

  it('a credit is read only within its business: a missing company id is an error, never every business', async () => {
    const business = await walletOwner(t, { name: 'Tenant Minded Ltd' });
    const asked = await t.api.post(
      api(CREDIT_PATHS.request),
      { amount: 500_000_00, tenorMonths: 3, purpose: 'Buy a delivery van for the shop' },
      { ...as(business), schema: creditRequestResponse },
    );
    expect(asked.status).toBe(201);
    const id = asked.data._id;
    const db = t.server.database.db;
    expect((await getCredit(db, business.companyId, id)).reference).toBe(asked.data.reference);
    await expect(getCredit(db, owner.companyId, id)).rejects.toMatchObject({ statusCode: 404 });
    for (const missing of ['', null, undefined]) {
      await expect(getCredit(db, missing as unknown as string, id)).rejects.toBeInstanceOf(MissingTenant);
    }
  });

  it('a rejected request credits nothing; unregistered and unverified businesses are refused', async () => {
    const business = await walletOwner(t, { name: 'Rejected Ltd' });
    const asked = await t.api.post(
      api(CREDIT_PATHS.request),
      { amount: 100_000_00, tenorMonths: 3, purpose: 'Working capital for Q3' },
      { ...as(business), schema: creditRequestResponse },
    );
    const operator = await operatorLogin(t, await newOperator(t));
    const rejected = await t.api.post(
      api(OPS_WALLET_PATHS.creditReject(asked.data._id)),
      { comment: 'Not enough trading history yet' },
      { schema: creditRequestResponse, token: operator.token },
    );
    expect(rejected.data).toMatchObject({
      status: 'rejected',
      reviewComment: 'Not enough trading history yet',
    });
    const freelance = await walletOwner(t, { name: 'Freelancer' });
    await t.server.database.db
      .update(companies)
      .set({ businessType: 'freelance business (not registered)' })
      .where(eq(companies.id, freelance.companyId));
    const restricted = await t.api.post(
      api(CREDIT_PATHS.request),
      { amount: 100_000_00, tenorMonths: 3, purpose: 'Buy a new laptop for work' },
      { ...as(freelance), schema: creditRequestResponse },
    );
    expect(restricted.status).toBe(403);
    expect(restricted.error.code).toBe(ErrorCode.featureRestricted);
    const unverified = await walletOwner(t, { name: 'Pending Ltd', verified: false });
    const refused = await t.api.post(
      api(CREDIT_PATHS.request),
      { amount: 100_000_00, tenorMonths: 3, purpose: 'Working capital for Q3' },
      { ...as(unverified), schema: creditRequestResponse },
    );
    expect(refused.error.code).toBe(ErrorCode.businessNotVerified);
  });
});

describe('reconciliation', () => {
  it('operators run it and read each run; a drifted balance is reported with both figures', async () => {
    const operator = await operatorLogin(t, await newOperator(t));
    const clean = await t.api.post(api(OPS_WALLET_PATHS.reconciliation), undefined, {
      schema: reconciliationResponse,
      token: operator.token,
    });
    expect(clean.status).toBe(200);
    expect(clean.data).toMatchObject({ mismatches: [], unbalancedEntries: 0, trigger: 'operator' });
    await t.server.database.db
      .update(ledgerAccounts)
      .set({ balance: 1 })
      .where(eq(ledgerAccounts.id, owner.mainWalletId));
    const drifted = await t.api.post(api(OPS_WALLET_PATHS.reconciliation), undefined, {
      schema: reconciliationResponse,
      token: operator.token,
    });
    expect(drifted.body.message).toBe('1 account(s) differ from their postings');
    expect(drifted.data.mismatches).toEqual([
      expect.objectContaining({ companyId: owner.companyId, accountId: owner.mainWalletId, cached: 1 }),
    ]);
    const computed = drifted.data.mismatches[0]!.computed as number;
    await t.server.database.db
      .update(ledgerAccounts)
      .set({ balance: computed })
      .where(eq(ledgerAccounts.id, owner.mainWalletId));
    const runs = await t.api.get(api(OPS_WALLET_PATHS.reconciliation), {
      schema: reconciliationListResponse,
      token: operator.token,
    });
    expect(runs.data).toHaveLength(2);
    expect(
      (
        await t.api.get(api(OPS_WALLET_PATHS.reconciliation), {
          ...as(owner),
          schema: reconciliationListResponse,
        })
      ).status,
    ).toBe(401);
  });
});
