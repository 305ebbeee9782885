// The demo business of `npm start` shows approvals: a two-stage workflow for transfers of ₦500,000 and more and
// requests in different states, one of them waiting for the owner — seeded once however often the seed runs.
import { APPROVAL_PATHS, approvalRequestListResponse, workflowListResponse } from '@paydesk/contracts';
import { companyMembers, users } from '@paydesk/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO_LOGIN, seedDemoBusiness } from '../src/seed/demo.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';
import { api, tokenFor } from './helpers/wallet-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ encryption: false });
});
afterAll(() => t.close());

it('seeds a workflow and requests in several states once, one awaiting the owner', async () => {
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
  const mine = await t.api.get(`${api(APPROVAL_PATHS.requests)}?tab=awaiting-me`, {
    schema: approvalRequestListResponse,
    token,
  });
  expect(mine.data.docs.map((r) => r.amountKobo)).toEqual([1_200_000_00]);
}, 240_000);
