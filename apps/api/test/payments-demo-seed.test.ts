// The demo business of `npm start` shows payments (issue 12): saved beneficiaries and transfers settled with a
// session id, failed and reversed, and one still with the bank; seeded once, through the ledger, invariants kept.
import { beneficiaries, companyMembers, transfers, users } from '@paydesk/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LOGIN, seedDemoActivity, seedDemoBusiness } from '../src/seed/demo.ts';
import { expectLedgerInvariants, startPaymentsApp } from './helpers/payment-fixtures.ts';
import type { TestApp } from './helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startPaymentsApp();
});
afterAll(() => t.close());

describe('demo payments', () => {
  it('seeds beneficiaries and settled, reversed and open transfers once', async () => {
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
    // Four suppliers saved a year ago (the history: wallets-demo-seed.test.ts), and today's three.
    const saved = await db.select().from(beneficiaries).where(eq(beneficiaries.companyId, companyId));
    expect(saved).toHaveLength(7);
    const today = new Set(
      saved.filter((b) => Date.now() - b.createdAt.getTime() < 3_600_000).map((b) => b.id),
    );
    expect(today.size).toBe(3);
    const sent = (await db.select().from(transfers).where(eq(transfers.companyId, companyId))).filter((s) =>
      today.has(s.beneficiaryId!),
    );
    expect(sent.map((s) => s.status).sort()).toEqual(['accepted', 'reversed', 'settled']);
    expect(sent.find((s) => s.status === 'settled')!.sessionId).toMatch(/^\d{30}$/);
    await expectLedgerInvariants(t, companyId);
  }, 240_000);
});
