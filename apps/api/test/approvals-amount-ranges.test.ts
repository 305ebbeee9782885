// Issue 26: a workflow's amount range is compared with the amount the member typed, never with the fee added
// (decision 0020). A ₦6,543.21 transfer (654,321 kobo, fee 2,688) used to escape a 654,000–654,999 range because
// 656,009 was compared; transfers, batches and bills of that amount are now requests, and the request shows the
// typed amount.
import {
  approvalPendingResponse,
  BILLS_PATHS,
  type CreateWorkflowRequest,
  PAYMENTS_PATHS,
} from '@paydesk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ApprovalBusiness,
  approvalBusiness,
  createWorkflow,
  readRequest,
} from './helpers/approval-fixtures.ts';
import { startPaymentsApp } from './helpers/payment-fixtures.ts';
import type { TestApp } from './helpers/test-app.ts';
import { api, newKey, PIN } from './helpers/wallet-fixtures.ts';

const GTBANK = '000013';
const TYPED = 654_321;
let t: TestApp;
let b: ApprovalBusiness;

const inRange = (name: string, action: CreateWorkflowRequest['action']): CreateWorkflowRequest => ({
  name,
  action,
  conditions: { minAmountKobo: 654_000, maxAmountKobo: 654_999 },
  stages: [{ approvers: { roleIds: ['employer-admin'] }, rule: 'any' }],
});

beforeAll(async () => {
  t = await startPaymentsApp();
  b = await approvalBusiness(t);
  await createWorkflow(t, b.owner.token, inRange('Transfers of ₦6,540–₦6,549.99', 'transfer.single'));
  await createWorkflow(t, b.owner.token, inRange('Batches of ₦6,540–₦6,549.99', 'transfer.bulk'));
  await createWorkflow(t, b.owner.token, inRange('Bills of ₦6,540–₦6,549.99', 'bill.payment'));
});
afterAll(() => t.close());

const post = (path: string, body: object) =>
  t.api.post(api(path), body, {
    token: b.owner.token,
    schema: approvalPendingResponse,
    headers: { 'idempotency-key': newKey() },
  });

async function expectRequestOfTypedAmount(answer: Awaited<ReturnType<typeof post>>) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(202);
  expect((await readRequest(t, b.owner.token, answer.data.requestId)).amountKobo).toBe(TYPED);
}

describe('approval workflow amount ranges compare the amount the member typed', () => {
  it('a single transfer inside the range becomes a request although amount + fee is above it', async () => {
    await expectRequestOfTypedAmount(
      await post(PAYMENTS_PATHS.transferSingle, {
        sourceWalletId: b.mainWalletId,
        bankCode: GTBANK,
        accountNumber: '0111222333',
        amount: TYPED,
        pin: PIN,
      }),
    );
  });

  it('a multiple transfer whose lines add up to the range becomes a request, whatever its fees', async () => {
    await expectRequestOfTypedAmount(
      await post(PAYMENTS_PATHS.transferMultiple, {
        sourceWalletId: b.mainWalletId,
        pin: PIN,
        lines: [
          { bankCode: GTBANK, accountNumber: '0111000111', amount: 354_321 },
          { bankCode: GTBANK, accountNumber: '0111000222', amount: 300_000 },
        ],
      }),
    );
  });

  it('an electricity bill and a bulk of them inside the range become requests despite the ₦100 fee', async () => {
    const meter = { billerCode: 'ikeja-electric', productCode: 'prepaid', customerNumber: '45012345678' };
    await expectRequestOfTypedAmount(
      await post(BILLS_PATHS.purchase, {
        category: 'electricity',
        ...meter,
        amount: TYPED,
        sourceWalletId: b.mainWalletId,
        pin: PIN,
      }),
    );
    await expectRequestOfTypedAmount(
      await post(BILLS_PATHS.bulk, {
        category: 'electricity',
        sourceWalletId: b.mainWalletId,
        pin: PIN,
        lines: [
          { ...meter, amount: 354_321 },
          { ...meter, amount: 300_000 },
        ],
      }),
    );
  });
});
