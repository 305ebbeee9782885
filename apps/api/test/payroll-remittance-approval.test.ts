// Paying a remittance under an approval workflow ('payroll.remittance.payment'): the request waits and nothing is
// sent (no transfer, the remittance still unpaid, the wallet untouched) until the last stage approves; the approval
// then pays the party once, and paying again is refused.
import {
  PAYROLL_RUN_PATHS as P,
  PAYROLL_RUN_MESSAGES,
  PAYROLL_SETUP_PATHS,
  remittanceListResponse,
  remittancePartyResponse,
} from '@paydesk/contracts';
import { ledgerAccounts, payrollRemittances, transfers } from '@paydesk/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approve, createWorkflow, type Person, readRequest, settled } from './helpers/approval-fixtures.ts';
import { startPaymentsApp } from './helpers/payment-fixtures.ts';
import {
  computeRun,
  createRun,
  type PayrollBusiness,
  payrollBusiness,
  runInput,
  runUrl,
} from './helpers/payroll-fixtures.ts';
import { BANK_CODE } from './helpers/people-fixtures.ts';
import { addMember } from './helpers/team-fixtures.ts';
import type { TestApp } from './helpers/test-app.ts';
import { api, newKey, PIN, setPin, tokenFor } from './helpers/wallet-fixtures.ts';

let t: TestApp;
let b: PayrollBusiness;
let runId: string;
let approver: Person;

const db = () => t.server.database.db;
const transfersOf = () => db().select().from(transfers).where(eq(transfers.companyId, b.companyId));
const walletBalance = async () => {
  const [row] = await db()
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.companyId, b.companyId), eq(ledgerAccounts.id, b.mainWalletId)));
  return row?.balance;
};

beforeAll(async () => {
  t = await startPaymentsApp();
  b = await payrollBusiness(t, { count: 2 });
  const admin = await addMember(t, b.companyId, { role: 'employer-admin', firstName: 'Amaka' });
  await setPin(t, admin.userId);
  approver = { ...admin, token: await tokenFor(t, admin) };
  const party = await t.api.post(
    api(PAYROLL_SETUP_PATHS.remittanceParties),
    {
      kind: 'state_irs',
      name: 'Lagos State IRS',
      state: 'Lagos',
      bankCode: BANK_CODE,
      accountNumber: '0123456700',
    },
    { token: b.token, schema: remittancePartyResponse },
  );
  expect(party.status).toBe(201);
  const run = await createRun(t, b.token, runInput(b));
  runId = run._id;
  await computeRun(t, b.token, runId);
  await t.api.post(runUrl(P.submit, { id: runId }), {}, { token: b.token });
  await t.api.post(runUrl(P.approve, { id: runId }), { pin: PIN }, { token: b.token });
  await createWorkflow(t, b.token, {
    name: 'Remittance release',
    action: 'payroll.remittance.payment',
    stages: [{ name: 'Finance', approvers: { memberIds: [approver.memberId] }, rule: 'any' }],
  });
}, 180_000);
afterAll(async () => t?.close());

describe('remittance payment under an approval workflow', () => {
  it('pays nothing before the approval; the approval pays the party once', async () => {
    const list = await t.api.get(runUrl(P.remittances, { id: runId }), {
      token: b.token,
      schema: remittanceListResponse,
    });
    const paye = list.data.find((r) => r.kind === 'paye')!;
    expect(paye.amountKobo).toBeGreaterThan(0);
    const url = runUrl(P.payRemittance, { id: runId, remittanceId: paye._id });
    const body = { sourceWalletId: b.mainWalletId, pin: PIN };
    const balanceBefore = await walletBalance();

    const asked = await t.api.post(url, body, { token: b.token, headers: { 'idempotency-key': newKey() } });
    expect(asked.status).toBe(202);
    expect(asked.body.message).toBe(PAYROLL_RUN_MESSAGES.sentForApproval);
    const request = (asked.body as { data: { requestId: string; status: string } }).data;
    expect(request.status).toBe('pending');
    // Nothing sent: no transfer, the remittance still unpaid, the wallet as it was.
    expect(await transfersOf()).toEqual([]);
    const [waiting] = await db().select().from(payrollRemittances).where(eq(payrollRemittances.id, paye._id));
    expect(waiting?.status).toBe('unpaid');
    expect(waiting?.paymentBatchId).toBeNull();
    expect(await walletBalance()).toBe(balanceBefore);
    expect((await readRequest(t, approver.token, request.requestId)).status).toBe('pending');

    expect((await approve(t, approver.token, request.requestId)).status).toBe(200);
    expect((await settled(t, approver.token, request.requestId)).status).toBe('executed');
    const [sent] = await db().select().from(payrollRemittances).where(eq(payrollRemittances.id, paye._id));
    // Sent: on its way, or already paid by the batch job the approval started.
    expect(['pending', 'paid']).toContain(sent?.status);
    expect(sent?.paymentBatchId).not.toBeNull();

    const again = await t.api.post(url, body, { token: b.token, headers: { 'idempotency-key': newKey() } });
    expect(again.status).toBe(409);
    expect(again.error.message).toBe(PAYROLL_RUN_MESSAGES.remittanceAlreadyPaid);
  });
});
