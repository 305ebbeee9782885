// Exactly once under races, on a pool of 10 (issue 11): two approvers sending the last approval at the same instant,
// approve racing cancel, the same approval replayed with its Idempotency-Key, and the execution job sent again.

import { APPROVAL_PATHS } from '@paydesk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPROVAL_JOBS } from '../src/modules/approvals/index.ts';
import {
  type ApprovalBusiness,
  approvalBusiness,
  approve,
  balances,
  createWorkflow,
  gatedMove,
  readRequest,
  requestUrl,
  settled,
} from './helpers/approval-fixtures.ts';
import { jobsWorked } from './helpers/payment-fixtures.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';
import { newKey } from './helpers/wallet-fixtures.ts';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({ encryption: false });
  expect(t.server.database.pool.options.max).toBeGreaterThanOrEqual(10);
});
afterAll(() => t.close());

/** Move lines the approved request posted (each run of its executor posts one). */
async function movesOf(requestId: string) {
  const { rows } = await t.server.database.pool.query(
    "select count(*)::int as n from wallet_transactions where type = 'move_out' and metadata->>'idempotencyKey' = $1",
    [`approval:${requestId}`],
  );
  return rows[0].n as number;
}

async function singleStage(b: ApprovalBusiness, rule: 'any' | 'all') {
  await createWorkflow(t, b.owner.token, {
    name: `Moves (${rule})`,
    action: 'wallet.move',
    stages: [{ approvers: { memberIds: [b.admins[0].memberId, b.admins[1].memberId] }, rule }],
  });
}

describe('racing decisions', () => {
  it('two approvers sending the last approval at the same instant: the move runs once', async () => {
    const b = await approvalBusiness(t);
    await singleStage(b, 'any');
    const ids = [];
    for (let i = 0; i < 5; i++) ids.push(await gatedMove(t, b, b.owner.token, 10_000_00));
    const answers = await Promise.all(
      ids.flatMap((id) => [approve(t, b.admins[0].token, id), approve(t, b.admins[1].token, id)]),
    );
    for (let i = 0; i < ids.length; i++) {
      const pair = [answers[2 * i]!, answers[2 * i + 1]!];
      expect(pair.filter((a) => a.status === 200)).toHaveLength(1);
      expect(pair.filter((a) => a.status === 409)).toHaveLength(1);
    }
    for (const id of ids) {
      expect((await settled(t, b.owner.token, id)).status).toBe('executed');
      expect(await movesOf(id)).toBe(1);
    }
    expect((await balances(t, b)).other).toBe(5 * 10_000_00);
  });

  it('when all must approve and both do at once, both count and the move runs once', async () => {
    const b = await approvalBusiness(t);
    await singleStage(b, 'all');
    const id = await gatedMove(t, b, b.owner.token, 20_000_00);
    const answers = await Promise.all([approve(t, b.admins[0].token, id), approve(t, b.admins[1].token, id)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect((await settled(t, b.owner.token, id)).status).toBe('executed');
    expect(await movesOf(id)).toBe(1);
  });

  it('approve racing cancel ends in one outcome', async () => {
    const b = await approvalBusiness(t);
    await singleStage(b, 'any');
    const ids = [];
    for (let i = 0; i < 6; i++) ids.push(await gatedMove(t, b, b.owner.token, 30_000_00));
    const answers = await Promise.all(
      ids.flatMap((id) => [
        approve(t, b.admins[0].token, id),
        t.api.post(requestUrl(APPROVAL_PATHS.cancel, id), {}, { token: b.owner.token }),
      ]),
    );
    let executed = 0;
    for (const [i, id] of ids.entries()) {
      const [approval, cancel] = [answers[2 * i]!, answers[2 * i + 1]!];
      expect([approval.status, cancel.status].filter((s) => s === 200)).toHaveLength(1);
      const final = await settled(t, b.owner.token, id);
      if (cancel.status === 200) {
        expect(final.status).toBe('cancelled');
        expect(await movesOf(id)).toBe(0);
      } else {
        expect(final.status).toBe('executed');
        expect(await movesOf(id)).toBe(1);
        executed++;
      }
    }
    expect((await balances(t, b)).other).toBe(executed * 30_000_00);
  });

  it('a replayed approval with the same key changes nothing, and a job sent again runs nothing twice', async () => {
    const b = await approvalBusiness(t);
    await createWorkflow(t, b.owner.token, {
      name: 'Two stages',
      action: 'wallet.move',
      stages: [
        { approvers: { roleIds: ['employer-admin'] }, rule: 'n', n: 2 },
        { approvers: { memberIds: [b.admins[2].memberId] }, rule: 'any' },
      ],
    });
    const id = await gatedMove(t, b, b.owner.token, 40_000_00);
    const key = newKey();
    const together = await Promise.all([
      approve(t, b.admins[0].token, id, key),
      approve(t, b.admins[0].token, id, key),
    ]);
    expect(together.map((a) => a.status)).toEqual([200, 200]);
    const replay = await approve(t, b.admins[0].token, id, key);
    expect(replay.status).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    const after = await readRequest(t, b.owner.token, id);
    expect(after.currentStage).toBe(1);
    expect(after.stages[0]!.decisions).toHaveLength(1);

    await approve(t, b.admins[1].token, id);
    await approve(t, b.admins[2].token, id);
    expect((await settled(t, b.owner.token, id)).status).toBe('executed');
    const target = { companyId: b.companyId, id };
    await Promise.all([0, 1, 2].map(() => t.server.jobs.send(APPROVAL_JOBS.execute, target)));
    await jobsWorked(t, [APPROVAL_JOBS.execute]);
    expect(await movesOf(id)).toBe(1);
    expect((await balances(t, b)).other).toBe(40_000_00);
  });
});
