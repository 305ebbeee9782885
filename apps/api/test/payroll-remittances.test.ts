// Remittances and payslips of a paid run: grouped by party (PAYE by state, pension by PFA with RSA PINs, NSITF,
// ITF), schedule files as CSV and XLSX, each paid once; the employee sees their payslips and a remittance receipt in
// the staff app. Per route: another business's ids answer 404, a missing permission 403, bad input 4xx.
import {
  PAYROLL_RUN_PATHS as P,
  PAYROLL_RUN_MESSAGES,
  PAYROLL_SETUP_PATHS,
  payrollRunResponse,
  payslipListResponse,
  remittanceDetailResponse,
  remittanceListResponse,
  remittancePartyResponse,
  staffPayslipListResponse,
  staffPayslipResponse,
  staffRemittanceReceiptsResponse,
} from '@paydesk/contracts';
import {
  employees,
  payrollRemittances,
  payrollRunLines,
  pensionFundAdministrators,
  staffSessions,
} from '@paydesk/db';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccessTokens, STAFF_AUDIENCE } from '../src/platform/access-tokens.ts';
import { outboxFor } from './helpers/auth-flows.ts';
import { createBusiness } from './helpers/fixtures.ts';
import { startPaymentsApp, waitFor } from './helpers/payment-fixtures.ts';
import {
  computeRun,
  createRun,
  drainBatches,
  type PayrollBusiness,
  payrollBusiness,
  readRun,
  runInput,
  runUrl,
} from './helpers/payroll-fixtures.ts';
import { BANK_CODE } from './helpers/people-fixtures.ts';
import { addMember } from './helpers/team-fixtures.ts';
import type { TestApp } from './helpers/test-app.ts';
import { api, newKey, PIN, tokenFor, walletOwner } from './helpers/wallet-fixtures.ts';

let t: TestApp;
let b: PayrollBusiness;
let runId: string;
let pfaId: number;

const db = () => t.server.database.db;

beforeAll(async () => {
  t = await startPaymentsApp();
  b = await payrollBusiness(t, { count: 2 });
  const [pfa] = await db().select().from(pensionFundAdministrators).limit(1);
  pfaId = pfa!.id;
  await db()
    .update(employees)
    .set({ pfaId, rsaPin: 'PEN100012345678', taxId: '12345678-0001' })
    .where(
      inArray(
        employees.id,
        b.employees.map((e) => e._id),
      ),
    );
  for (const party of [
    { kind: 'state_irs', name: 'Lagos State IRS', state: 'Lagos' },
    { kind: 'pfa', name: pfa!.name, pfaId },
    { kind: 'nsitf', name: 'NSITF' },
  ])
    expect(
      (
        await t.api.post(
          api(PAYROLL_SETUP_PATHS.remittanceParties),
          { ...party, bankCode: BANK_CODE, accountNumber: '0123456700' },
          { token: b.token, schema: remittancePartyResponse },
        )
      ).status,
    ).toBe(201);
  const run = await createRun(t, b.token, runInput(b));
  runId = run._id;
  await computeRun(t, b.token, runId);
  await t.api.post(runUrl(P.submit, { id: runId }), {}, { token: b.token });
  await t.api.post(runUrl(P.approve, { id: runId }), { pin: PIN }, { token: b.token });
  await t.api.post(
    runUrl(P.paySalary, { id: runId }),
    { sourceWalletId: b.mainWalletId, pin: PIN },
    {
      token: b.token,
      headers: { 'idempotency-key': newKey() },
    },
  );
  const lines = await db().select().from(payrollRunLines).where(eq(payrollRunLines.runId, runId));
  await drainBatches(
    t,
    b.companyId,
    lines.map((l) => l.paymentBatchId),
  );
}, 180_000);
afterAll(async () => t?.close());

const remittances = async () =>
  (await t.api.get(runUrl(P.remittances, { id: runId }), { token: b.token, schema: remittanceListResponse }))
    .data;

describe('remittances', () => {
  it('groups the run by party with the configured accounts', async () => {
    expect((await readRun(t, b.token, runId)).status).toBe('completed');
    const list = await remittances();
    const paye = list.find((r) => r.kind === 'paye')!;
    const pension = list.find((r) => r.kind === 'pension')!;
    const lines = await db().select().from(payrollRunLines).where(eq(payrollRunLines.runId, runId));
    expect(paye).toMatchObject({ state: 'Lagos', employeeCount: 2, status: 'unpaid' });
    expect(paye.amountKobo).toBe(lines.reduce((s, l) => s + l.paye, 0));
    expect(paye.party?.name).toBe('Lagos State IRS');
    expect(pension).toMatchObject({ pfaId, employeeCount: 2 });
    expect(pension.amountKobo).toBe(lines.reduce((s, l) => s + l.pensionEmployee + l.pensionEmployer, 0));
    expect(list.find((r) => r.kind === 'itf')!.party).toBeNull();
  });

  it('gives the schedule files each party expects, with RSA PINs for the PFA', async () => {
    const pension = (await remittances()).find((r) => r.kind === 'pension')!;
    const xlsx = await t.app.inject({
      method: 'GET',
      url: `${runUrl(P.remittanceSchedule, { id: runId, remittanceId: pension._id })}?format=xlsx`,
      headers: { authorization: `Bearer ${b.token}` },
    });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
    const text = (
      await t.app.inject({
        method: 'GET',
        url: `${runUrl(P.remittanceSchedule, { id: runId, remittanceId: pension._id })}?format=csv`,
        headers: { authorization: `Bearer ${b.token}` },
      })
    ).body;
    expect(text.split('\r\n')[0]).toBe(
      'S/N,Staff ID,Employee name,RSA PIN,PFA,Employee contribution,Employer contribution,Total',
    );
    expect(text).toContain('PEN100012345678');
    const detail = await t.api.get(runUrl(P.remittance, { id: runId, remittanceId: pension._id }), {
      token: b.token,
      schema: remittanceDetailResponse,
    });
    expect(detail.data.employees.docs.map((e) => e.rsaPin)).toEqual(['PEN100012345678', 'PEN100012345678']);
  });

  it('pays PAYE and pension once each; a party without an account cannot be paid', async () => {
    const list = await remittances();
    for (const kind of ['paye', 'pension'] as const) {
      const r = list.find((x) => x.kind === kind)!;
      const url = runUrl(P.payRemittance, { id: runId, remittanceId: r._id });
      const body = { sourceWalletId: b.mainWalletId, pin: PIN };
      expect(
        (await t.api.post(url, body, { token: b.token, headers: { 'idempotency-key': newKey() } })).status,
      ).toBe(202);
      const again = await t.api.post(url, body, { token: b.token, headers: { 'idempotency-key': newKey() } });
      expect(again.status).toBe(409);
      expect(again.error.message).toBe(PAYROLL_RUN_MESSAGES.remittanceAlreadyPaid);
    }
    const itf = list.find((x) => x.kind === 'itf')!;
    const refused = await t.api.post(
      runUrl(P.payRemittance, { id: runId, remittanceId: itf._id }),
      { sourceWalletId: b.mainWalletId, pin: PIN },
      { token: b.token, headers: { 'idempotency-key': newKey() } },
    );
    expect(refused.status).toBe(409);
    expect(refused.error.message).toBe(PAYROLL_RUN_MESSAGES.remittanceNoParty);
    const rows = await db().select().from(payrollRemittances).where(eq(payrollRemittances.runId, runId));
    await drainBatches(
      t,
      b.companyId,
      rows.map((r) => r.paymentBatchId),
    );
    const after = await remittances();
    expect(after.find((x) => x.kind === 'paye')!.status).toBe('paid');
    expect(after.find((x) => x.kind === 'pension')!.status).toBe('paid');
  });
});

describe('payslips', () => {
  it('are emailed through the outbox when the run completes, and resent on request', async () => {
    const email = (b.employees[0] as unknown as { email: string }).email;
    const sent = await waitFor(
      () => outboxFor(t, email),
      (rows) => rows.some((r) => r.template === 'payroll.payslip'),
      15_000,
    );
    expect(sent.filter((r) => r.template === 'payroll.payslip')).toHaveLength(1);
    const slips = await t.api.get(runUrl(P.payslips, { id: runId }), {
      token: b.token,
      schema: payslipListResponse,
    });
    const mine = slips.data.docs.find((p) => p.email === email)!;
    expect(mine.emailCount).toBe(1);
    const resent = await t.api.post(runUrl(P.resendPayslip, { id: runId, lineId: mine.lineId }), undefined, {
      token: b.token,
    });
    expect(resent.status).toBe(200);
    expect((await outboxFor(t, email)).filter((r) => r.template === 'payroll.payslip')).toHaveLength(2);
    const pdf = await t.app.inject({
      method: 'GET',
      url: runUrl(P.payslipPdf, { id: runId, lineId: mine.lineId }),
      headers: { authorization: `Bearer ${b.token}` },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
  });
});

describe('the employee in the staff app', () => {
  let staffToken: string;
  beforeAll(async () => {
    const employee = b.employees[0]!;
    const [session] = await db()
      .insert(staffSessions)
      .values({
        companyId: b.companyId,
        employeeId: employee._id,
        expiresAt: new Date(Date.now() + 3_600_000),
      })
      .returning();
    staffToken = (
      await createAccessTokens(t.config.APP_SECRET, 3600, STAFF_AUDIENCE).sign({
        userId: employee._id,
        sessionId: session!.id,
        companyId: b.companyId,
        role: 'staff',
      })
    ).token;
  });

  it('sees their payslip with the breakdown and downloads its PDF', async () => {
    const list = (
      await t.api.get(api(P.staffPayslips), { token: staffToken, schema: staffPayslipListResponse })
    ).data;
    expect(list.docs).toHaveLength(1);
    const slip = await t.api.get(api(P.staffPayslip.replace(':lineId', list.docs[0]!.lineId)), {
      token: staffToken,
      schema: staffPayslipResponse,
    });
    expect(slip.data.breakdown.deductions.some((d) => d.code === 'paye')).toBe(true);
    const pdf = await t.app.inject({
      method: 'GET',
      url: api(P.staffPayslipPdf.replace(':lineId', list.docs[0]!.lineId)),
      headers: { authorization: `Bearer ${staffToken}` },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
    // The employer's own token does not open the staff routes.
    expect((await t.api.get(api(P.staffPayslips), { token: b.token })).status).toBe(401);
  });

  it('has a remittance receipt for PAYE and for pension', async () => {
    const receipts = (
      await t.api.get(api(P.staffRemittanceReceipts), {
        token: staffToken,
        schema: staffRemittanceReceiptsResponse,
      })
    ).data.docs;
    expect(receipts.map((r) => r.kind).sort()).toEqual(['paye', 'pension']);
    const pension = receipts.find((r) => r.kind === 'pension')!;
    expect(pension.rsaPin).toBe('PEN100012345678');
    expect(pension.amountKobo).toBe(pension.employeeKobo + pension.employerKobo);
    const pdf = await t.app.inject({
      method: 'GET',
      url: api(P.staffRemittanceReceiptPdf.replace(':receiptId', pension._id)),
      headers: { authorization: `Bearer ${staffToken}` },
    });
    expect(pdf.statusCode).toBe(200);
  });
});

describe('per route', () => {
  it("answers 404 for another business's run, 403 without the permission, 4xx for bad input with nothing changed", async () => {
    const other = await walletOwner(t, { balance: 1_000_000_00 });
    const member = await addMember(t, b.companyId, { role: 'custom' });
    const viewer = await tokenFor(t, member);
    const routes: [string, string, unknown?][] = [
      ['GET', runUrl(P.run, { id: runId })],
      ['GET', runUrl(P.lines, { id: runId })],
      ['GET', runUrl(P.summary, { id: runId })],
      ['GET', runUrl(P.variance, { id: runId })],
      ['GET', runUrl(P.remittances, { id: runId })],
      ['GET', runUrl(P.payslips, { id: runId })],
      ['GET', runUrl(P.historyRun, { id: runId })],
      ['POST', runUrl(P.compute, { id: runId })],
      ['POST', runUrl(P.submit, { id: runId }), {}],
      ['POST', runUrl(P.approve, { id: runId }), { pin: PIN }],
      ['POST', runUrl(P.reject, { id: runId }), { reason: 'Not now' }],
      ['DELETE', runUrl(P.run, { id: runId })],
      ['POST', runUrl(P.paySalary, { id: runId }), { sourceWalletId: other.mainWalletId, pin: PIN }],
    ];
    for (const [method, url, body] of routes) {
      const headers = { 'idempotency-key': newKey() };
      const foreign = await t.call(method as 'GET', url, body, { token: other.token, headers });
      expect([url, foreign.status]).toEqual([url, 404]);
      const denied = await t.call(method as 'GET', url, body, { token: viewer, headers });
      expect([url, denied.status]).toEqual([url, 403]);
    }
    const bad = await t.api.post(
      api(P.runs),
      { periodStart: '2026-02-30', periodEnd: '2026-01-01' },
      { token: b.token },
    );
    expect(bad.status).toBe(400);
    const noGroups = await t.api.post(
      api(P.runs),
      { periodStart: '2026-06-01', periodEnd: '2026-06-30' },
      { token: b.token },
    );
    expect(noGroups.status).toBe(400);
    expect(noGroups.error.errors?.pay_group_ids).toBeDefined();
    const list = await t.api.get(api(P.runs), { token: b.token });
    expect((list.body as { data: { totalDocs: number } }).data.totalDocs).toBe(1);
    // A business without payroll data reads an empty history, not another's.
    const stranger = await createBusiness(t);
    expect((await t.api.get(api(P.history), { token: await tokenFor(t, stranger) })).body).toMatchObject({
      data: { totalDocs: 0 },
    });
    const unchanged = await t.api.get(runUrl(P.run, { id: runId }), {
      token: b.token,
      schema: payrollRunResponse,
    });
    expect(unchanged.data.status).toBe('completed');
  });
});
