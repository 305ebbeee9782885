// The demo business of `npm start` has payroll runs: last month's completed and paid (every salary settled once,
// the ledger holding) and this month's computed draft — seeded once however often the seed runs.
import { payrollRunLines, payrollRuns, transfers } from '@paydesk/db';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { seedDemoBusiness, seedDemoBusinessPayments, seedDemoBusinessPayroll } from '../src/seed/demo.ts';
import { expectLedgerInvariants } from './helpers/payment-fixtures.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ encryption: false });
}, 60_000);
afterAll(() => t.close());

it('seeds a completed, paid run and a draft once', async () => {
  const db = t.server.database.db;
  await seedDemoBusiness(db);
  await seedDemoBusinessPayments(db);
  await seedDemoBusinessPayroll(db, t.config);
  await seedDemoBusinessPayroll(db, t.config);
  const runs = await db.select().from(payrollRuns);
  expect(runs.map((r) => r.status).sort()).toEqual(['completed', 'draft']);
  const completed = runs.find((r) => r.status === 'completed')!;
  const draft = runs.find((r) => r.status === 'draft')!;
  expect(completed.periodEnd < draft.periodEnd).toBe(true);
  expect(draft.computeState).toBe('completed');
  const lines = await db.select().from(payrollRunLines).where(eq(payrollRunLines.runId, completed.id));
  expect(lines.length).toBeGreaterThan(5);
  const paid = lines.filter((l) => l.paymentState === 'paid');
  expect(paid.length).toBeGreaterThan(0);
  expect(lines.every((l) => l.paymentState === 'paid' || l.paymentState === 'skipped')).toBe(true);
  const settled = await db
    .select()
    .from(transfers)
    .where(
      and(
        eq(transfers.companyId, completed.companyId),
        inArray(
          transfers.id,
          paid.map((l) => l.transferId!),
        ),
        eq(transfers.status, 'settled'),
      ),
    );
  expect(settled).toHaveLength(paid.length);
  await expectLedgerInvariants(t, completed.companyId);
});
