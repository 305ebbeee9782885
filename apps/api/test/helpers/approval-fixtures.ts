// Approvals test helpers: a business with money in two wallets, an owner and three administrators who each have a
// transaction PIN, a workflow made through the API, a gated move, and waiting for a request to reach a status.
import {
  APPROVAL_PATHS,
  approvalPath,
  approvalRequestResponse,
  type CreateWorkflowRequest,
  gatedActionResponse,
  WALLET_PATHS,
  walletResponse,
  workflowResponse,
} from '@paydesk/contracts';
import { expect } from 'vitest';
import { addMember } from './team-fixtures.ts';
import type { TestApp } from './test-app.ts';
import { api, newKey, PIN, setPin, tokenFor, walletOwner } from './wallet-fixtures.ts';

export interface Person {
  memberId: string;
  userId: string;
  email: string;
  token: string;
}

export interface ApprovalBusiness {
  companyId: string;
  owner: Person;
  admins: [Person, Person, Person];
  mainWalletId: string;
  otherWalletId: string;
}

export const START_BALANCE = 5_000_000_00;

export async function approvalBusiness(t: TestApp): Promise<ApprovalBusiness> {
  const owner = await walletOwner(t, { balance: START_BALANCE });
  const [ownerMember] = await t.server.database.pool
    .query('select id from company_members where company_id = $1 and user_id = $2', [
      owner.companyId,
      owner.userId,
    ])
    .then((r) => r.rows as { id: string }[]);
  const other = await t.api.post(
    api(WALLET_PATHS.createAdditional),
    { name: 'Payroll', purpose: 'expense' },
    { schema: walletResponse, token: owner.token },
  );
  const admins: Person[] = [];
  for (const firstName of ['Amaka', 'Bola', 'Chika']) {
    const admin = await addMember(t, owner.companyId, { role: 'employer-admin', firstName });
    await setPin(t, admin.userId);
    admins.push({ ...admin, token: await tokenFor(t, admin) });
  }
  return {
    companyId: owner.companyId,
    owner: { memberId: ownerMember!.id, userId: owner.userId, email: owner.email, token: owner.token },
    admins: admins as [Person, Person, Person],
    mainWalletId: owner.mainWalletId,
    otherWalletId: other.data._id,
  };
}

export async function createWorkflow(t: TestApp, token: string, body: CreateWorkflowRequest) {
  const res = await t.api.post(api(APPROVAL_PATHS.workflows), body, { schema: workflowResponse, token });
  expect(res.status).toBe(201);
  return res.data;
}

/** Moves money as `token`; expects the move to become a request and answers its id. */
export async function gatedMove(t: TestApp, b: ApprovalBusiness, token: string, amount: number) {
  const res = await t.api.patch(
    api(WALLET_PATHS.move),
    { sourceWalletId: b.mainWalletId, destinationWalletId: b.otherWalletId, amount, pin: PIN },
    { schema: gatedActionResponse, token, headers: { 'idempotency-key': newKey() } },
  );
  expect(res.status).toBe(202);
  return res.data.approvalRequest.requestId;
}

export const requestUrl = (path: string, id: string) => api(approvalPath(path, { id }));

export function approve(t: TestApp, token: string, id: string, key = newKey(), pin: string | null = PIN) {
  return t.api.post(requestUrl(APPROVAL_PATHS.approve, id), pin ? { pin } : {}, {
    schema: approvalRequestResponse,
    token,
    headers: { 'idempotency-key': key },
  });
}

export async function readRequest(t: TestApp, token: string, id: string) {
  return (await t.api.get(requestUrl(APPROVAL_PATHS.request, id), { schema: approvalRequestResponse, token }))
    .data;
}

/** Waits for the execution job to take the request to a final status. */
export async function settled(t: TestApp, token: string, id: string, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const request = await readRequest(t, token, id);
    if (!['approved', 'executing'].includes(request.status) || Date.now() > deadline) return request;
    await new Promise((r) => setTimeout(r, 100));
  }
}

export async function balances(t: TestApp, b: ApprovalBusiness) {
  const { rows } = await t.server.database.pool.query(
    'select id, balance::bigint as balance from ledger_accounts where company_id = $1 and id = any($2)',
    [b.companyId, [b.mainWalletId, b.otherWalletId]],
  );
  const byId = new Map(rows.map((r: { id: string; balance: string }) => [r.id, Number(r.balance)]));
  return { main: byId.get(b.mainWalletId), other: byId.get(b.otherWalletId) };
}

/** Transfers of ₦500,000 and more: stage 1 any one of the first two admins, stage 2 two employer-admins. */
export const bigTransfers = (b: ApprovalBusiness): CreateWorkflowRequest => ({
  name: 'Transfers above ₦500,000',
  action: 'wallet.move',
  conditions: { minAmountKobo: 500_000_00 },
  stages: [
    { name: 'Finance', approvers: { memberIds: [b.admins[0].memberId, b.admins[1].memberId] }, rule: 'any' },
    { name: 'Directors', approvers: { roleIds: ['employer-admin'] }, rule: 'n', n: 2 },
  ],
});
