// Payments behind the real approvals engine (architecture rule 11): a transfer, a multiple transfer and a new
// beneficiary covered by an enabled workflow become requests and move or save nothing, and their approvers are emailed
// as soon as the request commits; the last approval executes the same service code once, and a rejected request
// moves nothing.
import {
  APPROVAL_PATHS,
  approvalPendingResponse,
  approvalRequestResponse,
  PAYMENTS_PATHS,
  transferListResponse,
  transferResponse,
} from '@paydesk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ApprovalBusiness,
  approvalBusiness,
  approve,
  balances,
  createWorkflow,
  readRequest,
  requestUrl,
  START_BALANCE,
  settled,
} from './helpers/approval-fixtures.ts';
import { mailboxList } from './helpers/mailbox.ts';
import { expectLedgerInvariants, startPaymentsApp } from './helpers/payment-fixtures.ts';
import type { TestApp } from './helpers/test-app.ts';
import { api, newKey, PIN } from './helpers/wallet-fixtures.ts';

const GTBANK = '000013';
let t: TestApp;
let b: ApprovalBusiness;

const counts = async () => {
  const { rows } = await t.server.database.pool.query(
    `select (select count(*)::int from transfers where company_id = $1) as transfers,
            (select count(*)::int from beneficiaries where company_id = $1) as beneficiaries`,
    [b.companyId],
  );
  return rows[0] as { transfers: number; beneficiaries: number };
};

beforeAll(async () => {
  t = await startPaymentsApp();
  b = await approvalBusiness(t);
  const anyAdmin = (name: string, action: 'transfer.single' | 'transfer.bulk' | 'beneficiary.add') =>
    createWorkflow(t, b.owner.token, {
      name,
      action,
      stages: [{ approvers: { roleIds: ['employer-admin'] }, rule: 'any' }],
    });
  await anyAdmin('Bank transfers', 'transfer.single');
  await anyAdmin('Batches', 'transfer.bulk');
  await anyAdmin('New beneficiaries', 'beneficiary.add');
});
afterAll(() => t.close());

const sendSingle = (amount: number) =>
  t.api.post(
    api(PAYMENTS_PATHS.transferSingle),
    { sourceWalletId: b.mainWalletId, bankCode: GTBANK, accountNumber: '0111222333', amount, pin: PIN },
    { token: b.owner.token, schema: approvalPendingResponse, headers: { 'idempotency-key': newKey() } },
  );

/** The "Approval needed" emails delivered to an address so far (the dev mailbox holds delivered messages only). */
const approvalEmails = async (to: string) =>
  (
    await t.api.get(`/dev/mailbox/api/messages?to=${encodeURIComponent(to)}`, { schema: mailboxList })
  ).data.filter((m) => m.subject.startsWith('Approval needed'));

/** Waits (without sweeping the outbox itself) for `count` approval emails to have reached `to`. */
async function approvalEmailsReach(to: string, count: number) {
  const deadline = Date.now() + 5_000;
  while ((await approvalEmails(to)).length < count && Date.now() < deadline)
    await new Promise((r) => setTimeout(r, 100));
  return (await approvalEmails(to)).length;
}

describe('gated payments', () => {
  it('a covered transfer, multiple transfer and beneficiary email their approvers once the request commits', async () => {
    const approver = b.admins[0].email;
    let expected = (await approvalEmails(approver)).length;
    const single = await sendSingle(30_000_00);
    expect(single.status).toBe(202);
    expect(await approvalEmailsReach(approver, ++expected)).toBe(expected);
    const multiple = await t.api.post(
      api(PAYMENTS_PATHS.transferMultiple),
      {
        sourceWalletId: b.mainWalletId,
        pin: PIN,
        lines: [{ bankCode: GTBANK, accountNumber: '0111000333', amount: 3_000_00 }],
      },
      { token: b.owner.token, schema: approvalPendingResponse, headers: { 'idempotency-key': newKey() } },
    );
    expect(multiple.status).toBe(202);
    expect(await approvalEmailsReach(approver, ++expected)).toBe(expected);
    const beneficiary = await t.api.post(
      api(PAYMENTS_PATHS.beneficiary),
      { type: 'transfers', bankCode: GTBANK, accountNumber: '0666777999' },
      { token: b.owner.token, schema: approvalPendingResponse },
    );
    expect(beneficiary.status).toBe(202);
    expect(await approvalEmailsReach(approver, ++expected)).toBe(expected);
  });

  it('a covered single transfer becomes a request and moves nothing until an admin approves, then once', async () => {
    const before = await counts();
    const res = await sendSingle(25_000_00);
    expect(res.status).toBe(202);
    expect((await balances(t, b)).main).toBe(START_BALANCE);
    expect(await counts()).toEqual(before);

    const approved = await approve(t, b.admins[0].token, res.data.requestId);
    expect(approved.status).toBe(200);
    const done = await settled(t, b.owner.token, res.data.requestId);
    expect(done.status).toBe('executed');
    expect((await counts()).transfers).toBe(before.transfers + 1);
    // The amount and the NIP fee with VAT left the wallet, once.
    expect((await balances(t, b)).main).toBe(START_BALANCE - 25_000_00 - 26_88);
    await expectLedgerInvariants(t, b.companyId);
  });

  it("a transfer request names each stage's approvers and its title states the list's amount", async () => {
    const res = await sendSingle(250_000_00);
    const request = await readRequest(t, b.admins[0].token, res.data.requestId);
    expect(request.amountKobo).toBe(250_000_00);
    expect(request.label).toContain('₦250,000.00');
    const [stage] = request.stages;
    // "Any one approver" says who: the three administrators, never the owner who asked.
    expect(stage!.approverNames.map((n) => n.split(' ')[0])).toEqual(['Amaka', 'Bola', 'Chika']);
    await approve(t, b.admins[1].token, res.data.requestId);
    const decided = await settled(t, b.owner.token, res.data.requestId);
    expect(decided.stages[0]!.decisions.map((d) => d.name.split(' ')[0])).toEqual(['Bola']);
    // The transfer it sent names who asked and who approved (the payout drawer shows both).
    const [sent] = (
      await t.api.get(api(PAYMENTS_PATHS.transfers), {
        token: b.owner.token,
        schema: transferListResponse,
      })
    ).data.docs.filter((x) => x.approvalRequestId === res.data.requestId);
    const one = await t.api.get(api(PAYMENTS_PATHS.transfer(sent!._id)), {
      token: b.owner.token,
      schema: transferResponse,
    });
    expect(one.data.approvedByNames.map((n) => n.split(' ')[0])).toEqual(['Bola']);
    expect(one.data.initiatedByName).toBeTruthy();
  });

  it('a rejected transfer request moves nothing', async () => {
    const start = (await balances(t, b)).main;
    const before = await counts();
    const res = await sendSingle(40_000_00);
    expect(res.status).toBe(202);
    const rejected = await t.api.post(
      requestUrl(APPROVAL_PATHS.reject, res.data.requestId),
      { reason: 'Not this month' },
      { token: b.admins[1].token, schema: approvalRequestResponse },
    );
    expect(rejected.status).toBe(200);
    expect(rejected.data.status).toBe('rejected');
    expect((await balances(t, b)).main).toBe(start);
    expect(await counts()).toEqual(before);
  });

  it('a covered multiple transfer and a new beneficiary become requests and change nothing', async () => {
    const start = (await balances(t, b)).main;
    const before = await counts();
    const multiple = await t.api.post(
      api(PAYMENTS_PATHS.transferMultiple),
      {
        sourceWalletId: b.mainWalletId,
        pin: PIN,
        lines: [
          { bankCode: GTBANK, accountNumber: '0111000111', amount: 1_000_00 },
          { bankCode: GTBANK, accountNumber: '0111000222', amount: 2_000_00 },
        ],
      },
      { token: b.owner.token, schema: approvalPendingResponse, headers: { 'idempotency-key': newKey() } },
    );
    expect(multiple.status).toBe(202);
    const beneficiary = await t.api.post(
      api(PAYMENTS_PATHS.beneficiary),
      { type: 'transfers', bankCode: GTBANK, accountNumber: '0666777888' },
      { token: b.owner.token, schema: approvalPendingResponse },
    );
    expect(beneficiary.status).toBe(202);
    expect((await balances(t, b)).main).toBe(start);
    expect(await counts()).toEqual(before);

    await approve(t, b.admins[2].token, beneficiary.data.requestId, newKey(), null);
    expect((await settled(t, b.owner.token, beneficiary.data.requestId)).status).toBe('executed');
    expect((await counts()).beneficiaries).toBe(before.beneficiaries + 1);
  });
});
