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
    // Today's: MTN airtime, electricity with its token and DStv paid, a GOtv renewal failed and reversed.
    const today = bills.filter((b) => Date.now() - b.createdAt.getTime() < 3_600_000);
    expect(today.map((b) => `${b.category}:${b.status}`).sort()).toEqual([
      'airtime:successful',
      'cable-tv:failed',
      'cable-tv:successful',
      'electricity:successful',
    ]);
    expect(today.find((b) => b.category === 'electricity')!.token).toMatch(/^\d{20}$/);
    expect(today.find((b) => b.status === 'failed')!.reversalEntryId).toBeTruthy();
    // Through the year, at their dates: each past month's prepaid electricity with its token, airtime or data,
    // and DStv; one renewal failed and reversed in its month, then paid.
    const past = bills.filter((b) => !today.includes(b));
    const months = new Map<string, string[]>();
    for (const b of past)
      months.set(b.createdAt.toISOString().slice(0, 7), [
        ...(months.get(b.createdAt.toISOString().slice(0, 7)) ?? []),
        b.category,
      ]);
    expect(months.size).toBe(11);
    for (const [month, categories] of months) {
      expect(categories, month).toContain('electricity');
      expect(categories, month).toContain('cable-tv');
      expect(
        categories.some((c) => c === 'airtime' || c === 'data'),
        month,
      ).toBe(true);
    }
    for (const b of past.filter((x) => x.category === 'electricity' && x.status === 'successful'))
      expect(b.token).toMatch(/^\d{20}$/);
    const failed = past.filter((b) => b.status === 'failed');
    expect(failed).toHaveLength(1);
    expect(failed[0]!.reversalEntryId).toBeTruthy();
    expect(failed[0]!.reversedAt!.toISOString().slice(0, 7)).toBe(
      failed[0]!.createdAt.toISOString().slice(0, 7),
    );
    expect(past.filter((b) => b.status !== 'failed').every((b) => b.status === 'successful')).toBe(true);
    await expectBillInvariants(t, companyId);
    await expectLedgerInvariants(t, companyId);
  }, 240_000);
});
