// The demo business of `npm start` shows bills (issue 12): airtime, prepaid electricity with its token, a DStv plan
// and a GOtv renewal that failed and was reversed; seeded once, through the ledger, invariants kept.
import { billPayments, companyMembers, users } from '@paydesk/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LOGIN, seedDemoActivity, seedDemoBusiness } from '../src/seed/demo.ts';
import { expectBillInvariants } from './helpers/bill-fixtures.ts';
import { expectLedgerInvariants, startPaymentsApp } from './helpers/payment-fixtures.ts';
import type { TestApp } from './helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startPaymentsApp();
});
afterAll(() => t.close());

describe('demo bills', () => {
  it('seeds paid bills, an electricity token and a reversed failure once', async () => {
    const db = t.server.database.db;
    await seedDemoBusiness(db, t.config);
    await seedDemoActivity(db, t.config, { only: ['payments', 'bills', 'settlements'] });
    await seedDemoActivity(db, t.config, { only: ['payments', 'bills', 'settlements'] });
    const [member] = await db
      .select({ companyId: companyMembers.companyId })
      .from(companyMembers)
      .innerJoin(users, eq(users.id, companyMembers.userId))
      .where(and(eq(users.email, DEMO_LOGIN.email), eq(companyMembers.role, 'employer')));
    const companyId = member!.companyId;
    const bills = await db.select().from(billPayments).where(eq(billPayments.companyId, companyId));
    expect(bills.map((b) => `${b.category}:${b.status}`).sort()).toEqual([
      'airtime:successful',
      'cable-tv:failed',
      'cable-tv:successful',
      'electricity:successful',
    ]);
    expect(bills.find((b) => b.category === 'electricity')!.token).toMatch(/^\d{20}$/);
    expect(bills.find((b) => b.status === 'failed')!.reversalEntryId).toBeTruthy();
    await expectBillInvariants(t, companyId);
    await expectLedgerInvariants(t, companyId);
  });
});
