// The demo business of `npm start` shows approvals: a two-stage workflow for transfers of ₦500,000 and more and
// requests in different states, one of them waiting for the owner, and one approved by both stages whose move ran
// through the engine — seeded once however often the seed runs.
import {
  APPROVAL_PATHS,
  approvalRequestListResponse,
  approvalRequestResponse,
  transactionListResponse,
  WALLET_PATHS,
  workflowListResponse,
} from '@paydesk/contracts';
import { companyMembers, users } from '@paydesk/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO_LOGIN, seedDemoActivity, seedDemoBusiness } from '../src/seed/demo.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';
import { api, tokenFor } from './helpers/wallet-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ encryption: false });
});
afterAll(() => t.close());

it('seeds a workflow and requests in several states once, one awaiting the owner, one executed', async () => {
  const db = t.server.database.db;
  await seedDemoBusiness(db, t.config);
  await seedDemoBusiness(db, t.config);
  const [owner] = await db
    .select({ userId: users.id, companyId: companyMembers.companyId })
    .from(users)
    .innerJoin(companyMembers, eq(companyMembers.userId, users.id))
    .where(eq(users.email, DEMO_LOGIN.email));
  const token = await tokenFor(t, owner!);
  const workflows = await t.api.get(api(APPROVAL_PATHS.workflows), { schema: workflowListResponse, token });
  expect(workflows.data.docs).toHaveLength(1);
  expect(workflows.data.docs[0]).toMatchObject({
    action: 'wallet.move',
    conditions: { minAmountKobo: 500_000_00 },
  });
  expect(workflows.data.docs[0]!.stages).toHaveLength(2);
  const all = await t.api.get(api(APPROVAL_PATHS.requests), { schema: approvalRequestListResponse, token });
  expect(new Set(all.data.docs.map((r) => r.status))).toEqual(
    new Set(['pending', 'rejected', 'cancelled', 'expired']),
  );

  // Today's activity: the approved move runs once, as the engine's job runs it.
  await seedDemoActivity(db, t.config, { only: ['approvals-executed'] });
  await seedDemoActivity(db, t.config, { only: ['approvals-executed'] });
  const after = await t.api.get(api(APPROVAL_PATHS.requests), { schema: approvalRequestListResponse, token });
  const executed = after.data.docs.filter((r) => r.status === 'executed');
  expect(executed.map((r) => r.amountKobo)).toEqual([600_000_00]);
  const detail = await t.api.get(api(APPROVAL_PATHS.request.replace(':id', executed[0]!._id)), {
    schema: approvalRequestResponse,
    token,
  });
  expect(detail.data.stages.map((s) => [s.status, s.decisions.map((d) => d.name)])).toEqual([
    ['approved', ['Tunde Bakare']],
    ['approved', ['Adunni Okafor']],
  ]);
  const { reference } = detail.data.outcome as { reference: string };
  const source = detail.data.sourceWalletId!;
  const history = await t.api.get(
    `${api(WALLET_PATHS.transactions)}?walletId=${source}&search=${reference}`,
    {
      schema: transactionListResponse,
      token,
    },
  );
  const moves = history.data.docs.filter((line) => line.reference === reference);
  expect(moves.map((line) => [line.type, line.amount])).toEqual([['move_out', 600_000_00]]);
  const mine = await t.api.get(`${api(APPROVAL_PATHS.requests)}?tab=awaiting-me`, {
    schema: approvalRequestListResponse,
    token,
  });
  expect(mine.data.docs.map((r) => r.amountKobo)).toEqual([1_200_000_00]);
}, 240_000);
