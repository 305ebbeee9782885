// On-demand pay test helpers: rules through the API, an employee who accepted the invitation (with a staff token),
// requests with an idempotency key, approving from the employer's list with the PIN, and the payout sweep driven by
// the test.
import { randomUUID } from 'node:crypto';
import {
  type ApproveRequest,
  ON_DEMAND_PATHS,
  type OnDemandRulesRequest,
  onDemandRequestResponse,
  onDemandRulesResponse,
  PEOPLE_PATHS,
  STAFF_ON_DEMAND_PATHS,
  STAFF_PATHS,
  staffSessionResponse,
} from '@paydesk/contracts';
import { expect } from 'vitest';
import { requeryOpenTransfers } from '../../src/modules/payments/index.ts';
import { isSandboxTransfers } from '../../src/providers/banking/index.ts';
import { waitForMail } from './mailbox.ts';
import { railDeps } from './payment-fixtures.ts';
import { addEmployee } from './people-fixtures.ts';
import { api, withId } from './team-fixtures.ts';
import type { TestApp } from './test-app.ts';
import { PIN } from './wallet-fixtures.ts';

export const RULES: OnDemandRulesRequest = {
  accessPercent: 50,
  cutOffDays: 0,
  // The 31st is the last day of every month: today is always on or before payday, never after the cut-off.
  payday: 31,
  minWithdrawal: 100_00,
  maxWithdrawal: 0,
  withdrawalsPerPeriod: 30,
  feeType: 'flat',
  feeValue: 100_00,
  feeBearer: 'employee',
  approvalRequired: false,
  approverIds: [],
  savingsEnabled: true,
  fundingMode: 'prefunded',
};

export async function setRules(t: TestApp, token: string, overrides: Partial<OnDemandRulesRequest> = {}) {
  const res = await t.api.put(
    api(ON_DEMAND_PATHS.rules),
    { ...RULES, ...overrides },
    {
      token,
      schema: onDemandRulesResponse,
    },
  );
  expect(res.status).toBe(200);
  return res.data;
}

/** An employee of the owner's business who accepted on-demand pay; answers their staff token too. */
export async function onDemandEmployee(
  t: TestApp,
  ownerToken: string,
  overrides: { grossPay?: number; accountNumber?: string } = {},
) {
  const e = await addEmployee(t, ownerToken, {
    grossPay: 1_000_000_00,
    taxId: 'TIN-OD-1',
    pfaId: 1,
    rsaPin: `PEN${String(Date.now()).slice(-12).padStart(12, '0')}`,
    ...overrides,
  });
  const sent = await t.call('POST', api(withId(PEOPLE_PATHS.inviteOnDemand, e._id)), undefined, {
    token: ownerToken,
  });
  expect(sent.status).toBe(200);
  const mail = await waitForMail(t, e.email, (m) => m.subject.includes('on-demand pay'));
  const [, companyId, employeeId, token] = /\/staff\/invite\/([0-9a-f-]{36})\/([0-9a-f-]{36})\/([\w-]+)/.exec(
    mail.textBody,
  )!;
  const session = await t.api.post(
    api(STAFF_PATHS.acceptInvitation),
    { companyId, employeeId, token },
    { schema: staffSessionResponse },
  );
  expect(session.status).toBe(200);
  return { ...e, staffToken: session.data.token };
}

export const newKey = () => `od-${randomUUID()}`;

export function requestWithdrawal(t: TestApp, staffToken: string, amount: number, key = newKey()) {
  return t.api.post(
    api(STAFF_ON_DEMAND_PATHS.withdrawals),
    { amount },
    {
      token: staffToken,
      headers: { 'idempotency-key': key },
      schema: onDemandRequestResponse,
    },
  );
}

/** Approves one request from the employer's list; a withdrawal takes the approver's PIN (the owner's by default). */
export function approveFromList(t: TestApp, token: string, id: string, body: ApproveRequest = { pin: PIN }) {
  return t.api.post(api(withId(ON_DEMAND_PATHS.approve, id)), body, {
    token,
    schema: onDemandRequestResponse,
  });
}

/** The sandbox decides due transfers; payments' re-query applies what the rail says (on-demand's handler too). */
export async function settlePayouts(t: TestApp) {
  const rail = t.server.rail;
  if (!isSandboxTransfers(rail)) throw new Error('the tests run on the sandbox rail');
  // Anything the after-commit hand-off has not given the rail yet is submitted by the re-query first.
  await requeryOpenTransfers(railDeps(t), 0);
  await rail.settleDue();
  return (await requeryOpenTransfers(railDeps(t), 0)).resolved;
}
