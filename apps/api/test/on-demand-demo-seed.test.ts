// The demo business of `npm start` shows on-demand pay (issues 13 and 29): rules set a year ago; in each of the
// eleven months before this one, withdrawals by the accepted staff settled at their dates (payroll's runs deduct
// them: payroll-runs-demo-seed.test.ts); in the current period a settled withdrawal, one waiting for approval and an
// approved saving, seeded once through the ledger; the reconciliation shows what to deduct. Two periods ago it
// switched to the advanced funding mode it still uses (payment notes belong to it, issue 29): a note per period since,
// the oldest paid, the next waiting, today's open; each recovered by its pay month's paid run only.
import { randomUUID } from 'node:crypto';
import {
  companyMembers,
  onDemandNotePayments,
  onDemandPaymentNotes,
  onDemandRecoveries,
  onDemandRequests,
  onDemandRules,
  payrollRuns,
  users,
} from '@paydesk/db';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, lagosDay } from '../src/lib/lagos-time.ts';
import { reconcileLedger } from '../src/modules/ledger/index.ts';
import { periodOf } from '../src/modules/on-demand/earned.ts';
import { onDemandToDeduct, recordPayrollRecovery } from '../src/modules/on-demand/index.ts';
import { noteStatus } from '../src/modules/on-demand/payment-notes/payment-notes.service.ts';
import { DEMO_LOGIN, seedDemoActivity, seedDemoBusiness } from '../src/seed/demo.ts';
import { startPaymentsApp } from './helpers/payment-fixtures.ts';
import type { TestApp } from './helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startPaymentsApp();
});
afterAll(() => t.close());

const demoCompany = async () => {
  const [member] = await t.server.database.db
    .select({ companyId: companyMembers.companyId })
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(and(eq(users.email, DEMO_LOGIN.email), eq(companyMembers.role, 'employer')));
  return member!.companyId;
};
const current = () => periodOf(lagosDay(), 28);
const previous = () => periodOf(addDays(current().start, -1), 28);

describe('demo on-demand pay', () => {
  it('seeds rules, a year of withdrawals at their dates, and settled, pending and saving requests now; once', async () => {
    const db = t.server.database.db;
    await seedDemoBusiness(db, t.config);
    await seedDemoActivity(db, t.config, { only: ['on-demand'] });
    await seedDemoActivity(db, t.config, { only: ['on-demand'] });
    const companyId = await demoCompany();
    const requests = await db
      .select()
      .from(onDemandRequests)
      .where(eq(onDemandRequests.companyId, companyId));
    const now = requests.filter((r) => r.period === current().period);
    expect(now.map((r) => `${r.kind}:${r.status}`).sort()).toEqual([
      'saving:approved',
      'withdrawal:pending-approval',
      'withdrawal:settled',
    ]);
    // The business is in the advanced funding mode now, and so are today's requests (issue 29: it has payment notes).
    const [rules] = await db.select().from(onDemandRules).where(eq(onDemandRules.companyId, companyId));
    expect(rules!.fundingMode).toBe('advanced');
    expect(new Set(now.map((r) => r.fundingMode))).toEqual(new Set(['advanced']));
    // The year: one to three withdrawals in each of the eleven months before this one (plus the advanced periods'
    // own), by several staff, each in the pay period of its date (before the cut-off), settled and approved by the
    // owner; prefunded before the two periods before this one, advanced in them.
    const switched = periodOf(addDays(previous().start, -1), 28).period;
    const past = requests.filter((r) => r.period !== current().period);
    const byMonth = new Map<string, number>();
    for (const r of past) {
      const day = lagosDay(r.createdAt);
      expect(r.period, r.reference).toBe(periodOf(day, 28).period);
      expect(day <= addDays(periodOf(day, 28).payday, -3), r.reference).toBe(true);
      expect(r.status, r.reference).toBe('settled');
      expect(r.decidedByName, r.reference).toBeTruthy();
      expect(r.fundingMode, r.reference).toBe(r.period < switched ? 'prefunded' : 'advanced');
      byMonth.set(day.slice(0, 7), (byMonth.get(day.slice(0, 7)) ?? 0) + 1);
    }
    expect(byMonth.size).toBeGreaterThanOrEqual(11);
    expect([...byMonth.values()].every((n) => n >= 1 && n <= 4)).toBe(true);
    expect(past.some((r) => r.fundingMode === 'prefunded')).toBe(true);
    expect(new Set(past.map((r) => r.employeeId)).size).toBeGreaterThanOrEqual(2);
    // The current period adds the settled ₦15,000 plus its ₦100 fee, and the ₦5,000 saving, to what is still owed.
    const employeeId = now[0]!.employeeId;
    const before = (await onDemandToDeduct(db, companyId, previous().period)).get(employeeId) ?? 0;
    expect((await onDemandToDeduct(db, companyId, current().period)).get(employeeId)).toBe(
      before + 20_100_00,
    );
    // Every cached balance agrees with its postings.
    expect(await reconcileLedger(db, [companyId])).toEqual([]);
  }, 240_000);
});

describe('demo payment notes', () => {
  it('a note per advanced period: the oldest paid, the next waiting, today’s open, each recovered by its paid run only; once', async () => {
    const db = t.server.database.db;
    await seedDemoBusiness(db, t.config);
    await seedDemoActivity(db, t.config, { only: ['on-demand'] });
    await seedDemoActivity(db, t.config, { only: ['payment-notes'] });
    await seedDemoActivity(db, t.config, { only: ['payment-notes'] });
    const companyId = await demoCompany();
    const notes = await db
      .select()
      .from(onDemandPaymentNotes)
      .where(eq(onDemandPaymentNotes.companyId, companyId))
      .orderBy(asc(onDemandPaymentNotes.period));
    const requests = await db
      .select()
      .from(onDemandRequests)
      .where(eq(onDemandRequests.companyId, companyId));
    const settledIn = (period: string, mode?: 'advanced') =>
      requests.filter(
        (r) =>
          r.period === period &&
          ['settled', 'approved'].includes(r.status) &&
          (!mode || (r.kind === 'withdrawal' && r.fundingMode === mode)),
      );
    // A note per advanced period: the two before today's (the older paid, the newer waiting) and today's, open
    // until payday; each bills its period's settled advanced withdrawals with their fees.
    const switched = periodOf(addDays(previous().start, -1), 28).period;
    expect(notes.map((n) => n.period)).toEqual([switched, previous().period, current().period]);
    for (const note of notes)
      expect(note.amount, note.period).toBe(
        settledIn(note.period, 'advanced').reduce((sum, r) => sum + r.amount + r.fee, 0),
      );
    expect(notes.map((n) => n.paidAt !== null)).toEqual([true, false, false]);
    expect(notes[0]!.amount).toBeGreaterThanOrEqual(12_100_00);
    expect(notes[1]!.amount).toBeGreaterThanOrEqual(8_100_00);
    expect(['issued', 'overdue']).toContain(noteStatus(notes[1]!, lagosDay()));
    expect(noteStatus(notes[2]!, lagosDay())).toBe('open');
    const payments = await db
      .select()
      .from(onDemandNotePayments)
      .where(eq(onDemandNotePayments.companyId, companyId));
    expect(payments.map((p) => p.amount)).toEqual([notes[0]!.amount]);
    // A note's period is recovered, in full, by the paid payroll of its month, and only then.
    const paidMonths = new Set(
      (await db.select().from(payrollRuns).where(eq(payrollRuns.companyId, companyId)))
        .filter((r) => r.status === 'completed')
        .map((r) => r.periodEnd.slice(0, 7)),
    );
    const recoveries = await db
      .select()
      .from(onDemandRecoveries)
      .where(eq(onDemandRecoveries.companyId, companyId));
    for (const note of notes) {
      const recovered = recoveries
        .filter((r) => r.period === note.period)
        .reduce((sum, r) => sum + r.amount, 0);
      const owed = settledIn(note.period).reduce((sum, r) => sum + r.toDeduct, 0);
      expect(recovered, note.period).toBe(paidMonths.has(note.period) ? owed : 0);
    }
    expect(await reconcileLedger(db, [companyId])).toEqual([]);
  }, 240_000);

  it('a payslip recovery settles its pay month first, then the older period, once', async () => {
    const db = t.server.database.db;
    const companyId = await demoCompany();
    const [owing] = await db
      .select({ employeeId: onDemandRequests.employeeId })
      .from(onDemandRequests)
      .where(and(eq(onDemandRequests.companyId, companyId), eq(onDemandRequests.period, current().period)));
    const employeeId = owing!.employeeId;
    const older = (await onDemandToDeduct(db, companyId, previous().period)).get(employeeId) ?? 0;
    const own = (await onDemandToDeduct(db, companyId, current().period)).get(employeeId)! - older;
    // A payslip of the current period's month that took its own debt and ₦1,000 more: its month first, then the
    // newest older period still owed (or, owing nothing older, recorded against its month: an over-recovery).
    const reference = `payroll:${randomUUID()}`;
    const once = () =>
      db.transaction((tx) =>
        recordPayrollRecovery(
          tx,
          companyId,
          current().period,
          reference,
          new Map([[employeeId, own + 1_000_00]]),
        ),
      );
    expect(await once()).toEqual([employeeId]);
    expect(await once()).toEqual([]);
    const rows = await db
      .select({ period: onDemandRecoveries.period, amount: onDemandRecoveries.amount })
      .from(onDemandRecoveries)
      .where(and(eq(onDemandRecoveries.companyId, companyId), eq(onDemandRecoveries.reference, reference)))
      .orderBy(asc(onDemandRecoveries.period));
    if (older > 0) {
      expect(rows[1]).toEqual({ period: current().period, amount: own });
      expect(rows[0]!.amount).toBe(1_000_00);
      expect(rows[0]!.period < current().period).toBe(true);
      expect((await onDemandToDeduct(db, companyId, current().period)).get(employeeId)).toBe(
        older - 1_000_00,
      );
    } else expect(rows).toEqual([{ period: current().period, amount: own + 1_000_00 }]);
    expect(await reconcileLedger(db, [companyId])).toEqual([]);
  });
});
