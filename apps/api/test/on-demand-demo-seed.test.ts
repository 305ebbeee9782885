// The demo business of `npm start` shows on-demand pay (issue 13): rules, a settled withdrawal, one waiting for
// approval and an approved saving, seeded once through the ledger; the reconciliation shows what to deduct. Its
// payment notes: two earlier periods in the advanced mode, one note paid, one waiting; nothing marked recovered
// (the demo's payroll runs deduct them: payroll-runs-demo-seed.test.ts).
import { randomUUID } from 'node:crypto';
import {
  companyMembers,
  onDemandNotePayments,
  onDemandPaymentNotes,
  onDemandRecoveries,
  onDemandRequests,
  users,
} from '@paydesk/db';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lagosDay } from '../src/lib/lagos-time.ts';
import { reconcileLedger } from '../src/modules/ledger/index.ts';
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

describe('demo on-demand pay', () => {
  it('seeds rules and settled, pending and saving requests once', async () => {
    const db = t.server.database.db;
    await seedDemoBusiness(db, t.config);
    await seedDemoActivity(db, t.config, { only: ['on-demand'] });
    await seedDemoActivity(db, t.config, { only: ['on-demand'] });
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

describe('demo payment notes', () => {
  it('two earlier advanced periods: the older note paid, the newer one waiting, nothing recovered without a payslip; once', async () => {
    const db = t.server.database.db;
    await seedDemoBusiness(db, t.config);
    await seedDemoActivity(db, t.config, { only: ['on-demand'] });
    await seedDemoActivity(db, t.config, { only: ['payment-notes'] });
    await seedDemoActivity(db, t.config, { only: ['payment-notes'] });
    const [member] = await db
      .select({ companyId: companyMembers.companyId })
      .from(companyMembers)
      .innerJoin(users, eq(users.id, companyMembers.userId))
      .where(and(eq(users.email, DEMO_LOGIN.email), eq(companyMembers.role, 'employer')));
    const companyId = member!.companyId;
    const notes = await db
      .select()
      .from(onDemandPaymentNotes)
      .where(eq(onDemandPaymentNotes.companyId, companyId))
      .orderBy(asc(onDemandPaymentNotes.period));
    expect(notes.map((n) => [n.amount, n.paidAt !== null])).toEqual([
      [12_100_00, true],
      [8_100_00, false],
    ]);
    expect(['issued', 'overdue']).toContain(noteStatus(notes[1]!, lagosDay()));
    const payments = await db
      .select()
      .from(onDemandNotePayments)
      .where(eq(onDemandNotePayments.companyId, companyId));
    expect(payments.map((p) => p.amount)).toEqual([12_100_00]);
    // No payslip deducted them yet: a payroll of the newer period's month deducts both, fees included.
    expect([...(await onDemandToDeduct(db, companyId, notes[1]!.period)).values()]).toEqual([20_200_00]);
    expect(
      await db.select().from(onDemandRecoveries).where(eq(onDemandRecoveries.companyId, companyId)),
    ).toEqual([]);
    expect(await reconcileLedger(db, [companyId])).toEqual([]);
  });

  it('a payslip recovery settles its pay month first, then the older period, once', async () => {
    const db = t.server.database.db;
    const [member] = await db
      .select({ companyId: companyMembers.companyId })
      .from(companyMembers)
      .innerJoin(users, eq(users.id, companyMembers.userId))
      .where(and(eq(users.email, DEMO_LOGIN.email), eq(companyMembers.role, 'employer')));
    const companyId = member!.companyId;
    const notes = await db
      .select()
      .from(onDemandPaymentNotes)
      .where(eq(onDemandPaymentNotes.companyId, companyId))
      .orderBy(asc(onDemandPaymentNotes.period));
    // A payslip of the newer period's month that took ₦10,000 settles that month first, then the older one; once.
    const [owing] = await db
      .select({ employeeId: onDemandRequests.employeeId })
      .from(onDemandRequests)
      .where(and(eq(onDemandRequests.companyId, companyId), eq(onDemandRequests.period, notes[0]!.period)));
    const reference = `payroll:${randomUUID()}`;
    const once = () =>
      db.transaction((tx) =>
        recordPayrollRecovery(
          tx,
          companyId,
          notes[1]!.period,
          reference,
          new Map([[owing!.employeeId, 10_000_00]]),
        ),
      );
    expect(await once()).toEqual([owing!.employeeId]);
    expect(await once()).toEqual([]);
    const rows = await db
      .select({ period: onDemandRecoveries.period, amount: onDemandRecoveries.amount })
      .from(onDemandRecoveries)
      .where(eq(onDemandRecoveries.companyId, companyId))
      .orderBy(asc(onDemandRecoveries.period));
    expect(rows).toEqual([
      { period: notes[0]!.period, amount: 1_900_00 },
      { period: notes[1]!.period, amount: 8_100_00 },
    ]);
    expect([...(await onDemandToDeduct(db, companyId, notes[1]!.period)).values()]).toEqual([10_200_00]);
    expect(await reconcileLedger(db, [companyId])).toEqual([]);
  });
});
