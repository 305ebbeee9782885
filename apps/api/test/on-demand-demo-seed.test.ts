// The demo business of `npm start` shows on-demand pay (issue 13): rules, a settled withdrawal, one waiting for
// approval and an approved saving, seeded once through the ledger; the reconciliation shows what to deduct.
import { companyMembers, onDemandRequests, users } from '@paydesk/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reconcileLedger } from '../src/modules/ledger/index.ts';
import { onDemandToDeduct } from '../src/modules/on-demand/index.ts';
import { DEMO_LOGIN, seedDemoBusiness, seedDemoBusinessOnDemand } from '../src/seed/demo.ts';
import { startPaymentsApp } from './helpers/payment-fixtures.ts';
import type { TestApp } from './helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startPaymentsApp();
});
afterAll(() => t.close());

describe('demo on-demand pay', () => {
  it('seeds rules and settled, pending and saving requests once', async () => {
    const db = t.server.database.db;
    await seedDemoBusiness(db);
    await seedDemoBusinessOnDemand(db);
    await seedDemoBusinessOnDemand(db);
    const [member] = await db
      .select({ companyId: companyMembers.companyId })
      .from(companyMembers)
      .innerJoin(users, eq(users.id, companyMembers.userId))
      .where(and(eq(users.email, DEMO_LOGIN.email), eq(companyMembers.role, 'employer')));
    const companyId = member!.companyId;
    const requests = await db
      .select()
      .from(onDemandRequests)
      .where(eq(onDemandRequests.companyId, companyId));
    expect(requests.map((r) => `${r.kind}:${r.status}`).sort()).toEqual([
      'saving:approved',
      'withdrawal:pending-approval',
      'withdrawal:settled',
    ]);
    const period = requests[0]!.period;
    const deduct = [...(await onDemandToDeduct(db, companyId, period)).values()];
    // The settled ₦15,000 plus its ₦100 fee, and the ₦5,000 saving.
    expect(deduct).toEqual([20_100_00]);
    // Every cached balance agrees with its postings.
    expect(await reconcileLedger(db, [companyId])).toEqual([]);
  });
});
