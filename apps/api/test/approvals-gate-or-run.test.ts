// The one way a gated action asks the approvals gate (gateOrRun, architecture rule 11): a covered action becomes a
// stored request with its "requested" audit event and the action itself does not run; any other runs at once, in the
// same transaction; the approvers' emails are handed to the caller's after-commit hook, so their delivery is asked
// for only once the request has committed.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Caller } from '../src/http/route-kit.ts';
import { transact } from '../src/lib/transaction.ts';
import { createApprovalEngine, gateOrRun } from '../src/modules/approvals/index.ts';
import { approverDirectory } from '../src/modules/team/index.ts';
import { createMailer } from '../src/platform/mail/mail.service.ts';
import {
  type ApprovalBusiness,
  approvalBusiness,
  bigTransfers,
  createWorkflow,
  readRequest,
} from './helpers/approval-fixtures.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';
import { newKey } from './helpers/wallet-fixtures.ts';

let t: TestApp;
let b: ApprovalBusiness;
let caller: Caller;
/** For each delivery the mailer is asked for: the approval emails other connections could see at that moment. */
let deliveries: number[] = [];
let engine: ReturnType<typeof createApprovalEngine>;

const committedApprovalEmails = async () => {
  const { rows } = await t.server.database.pool.query(
    "select count(*)::int as n from message_outbox where company_id = $1 and template = 'approvals.request'",
    [b.companyId],
  );
  return (rows[0] as { n: number }).n;
};

beforeAll(async () => {
  t = await startTestApp({ encryption: false });
  b = await approvalBusiness(t);
  // Moves of ₦500,000 and more: stage 1 is the first two admins (the owner asks, so both are told).
  await createWorkflow(t, b.owner.token, bigTransfers(b));
  const db = t.server.database.db;
  const mailer = createMailer({
    db,
    from: 'approvals@paydesk.test',
    requestDelivery: async () => {
      deliveries.push(await committedApprovalEmails());
    },
  });
  engine = createApprovalEngine({
    db,
    config: t.config,
    mailer,
    approverDirectory,
    jobs: () => undefined,
    verifyPin: async () => {},
  });
  caller = {
    ip: '127.0.0.1',
    userAgent: 'vitest',
    auth: {
      userId: b.owner.userId,
      memberId: b.owner.memberId,
      companyId: b.companyId,
      sessionId: '',
      role: 'employer',
      customPermissions: [],
      supportOperatorId: null,
    },
  };
});
afterAll(() => t.close());

/** Asks to move `amount` from the main wallet inside one transaction; `run` stands for the move itself. */
async function askToMove(amount: number, run: () => Promise<string>, idempotencyKey = newKey()) {
  let deliveriesBeforeCommit = -1;
  const outcome = await transact(t.server.database.db, async (tx, afterCommit) => {
    const answer = await gateOrRun(
      tx,
      {
        gate: engine.gate,
        caller,
        action: 'wallet.move',
        idempotencyKey,
        amountKobo: amount,
        sourceWalletId: b.mainWalletId,
        payload: {
          kind: 'wallet.move',
          sourceWalletId: b.mainWalletId,
          destinationWalletId: b.otherWalletId,
          amount,
        },
        afterCommit,
        requested: { action: 'wallet.move.requested', metadata: { amount } },
      },
      run,
    );
    deliveriesBeforeCommit = deliveries.length;
    return answer;
  });
  return { outcome, deliveriesBeforeCommit, idempotencyKey };
}

const requestedEvents = async (requestId: string) => {
  const { rows } = await t.server.database.pool.query(
    "select action, actor_id, ip from audit_events where target_type = 'approval-request' and target_id = $1",
    [requestId],
  );
  return rows;
};

const settledDeliveries = async (count: number) => {
  const deadline = Date.now() + 5_000;
  while (deliveries.length < count && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
  return deliveries;
};

describe('gateOrRun', () => {
  it('a covered action is stored as a pending request, audited as the caller, and not run', async () => {
    deliveries = [];
    const run = vi.fn(async () => 'moved');
    const { outcome } = await askToMove(600_000_00, run);
    expect(run).not.toHaveBeenCalled();
    if (!outcome.gated) throw new Error('expected the move to be gated');
    const request = await readRequest(t, b.owner.token, outcome.requestId);
    expect(request).toMatchObject({ status: 'pending', currentStage: 1, amountKobo: 600_000_00 });
    expect(request.payload).toMatchObject({ kind: 'wallet.move', amount: 600_000_00 });
    expect(await requestedEvents(outcome.requestId)).toEqual([
      { action: 'wallet.move.requested', actor_id: b.owner.userId, ip: '127.0.0.1' },
    ]);
  });

  it('the same idempotency key finds the same request and still does not run', async () => {
    const run = vi.fn(async () => 'moved');
    const first = await askToMove(700_000_00, run);
    const again = await askToMove(700_000_00, run, first.idempotencyKey);
    expect(run).not.toHaveBeenCalled();
    expect(again.outcome).toEqual(first.outcome);
  });

  it('an action no workflow covers runs at once and its result is answered; no request is stored', async () => {
    const run = vi.fn(async () => 'moved');
    const { outcome, idempotencyKey } = await askToMove(1_000_00, run);
    expect(run).toHaveBeenCalledTimes(1);
    expect(outcome).toEqual({ gated: false, result: 'moved' });
    const { rows } = await t.server.database.pool.query(
      'select count(*)::int as n from approval_requests where company_id = $1 and idempotency_key = $2',
      [b.companyId, idempotencyKey],
    );
    expect(rows[0]).toEqual({ n: 0 });
  });

  it('without a gate (a product built without the engine) the action runs', async () => {
    const run = vi.fn(async () => 'moved');
    const outcome = await transact(t.server.database.db, (tx, afterCommit) =>
      gateOrRun(
        tx,
        {
          gate: undefined,
          caller,
          action: 'wallet.move',
          idempotencyKey: newKey(),
          payload: {
            kind: 'wallet.move',
            sourceWalletId: b.mainWalletId,
            destinationWalletId: b.otherWalletId,
            amount: 900_000_00,
          },
          afterCommit,
          requested: { action: 'wallet.move.requested' },
        },
        run,
      ),
    );
    expect(outcome).toEqual({ gated: false, result: 'moved' });
    expect(run).toHaveBeenCalledTimes(1);
  });

  it("the approvers' emails are delivered only after the request commits", async () => {
    deliveries = [];
    const before = await committedApprovalEmails();
    const { outcome, deliveriesBeforeCommit } = await askToMove(800_000_00, async () => 'moved');
    expect(outcome.gated).toBe(true);
    // Nothing was sent for while the transaction was open…
    expect(deliveriesBeforeCommit).toBe(0);
    // …and once it committed, one delivery per approver, each finding both emails already committed.
    expect(await settledDeliveries(2)).toEqual([before + 2, before + 2]);
  });
});
