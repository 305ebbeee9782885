import { allocate } from '@paydesk/money';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  earnedToDate,
  headroom,
  periodNamed,
  periodOf,
  requestMoney,
  workingDaysBetween,
} from './earned.ts';

const months = fc.record({
  year: fc.integer({ min: 2024, max: 2030 }),
  month: fc.integer({ min: 1, max: 12 }),
});
const period = fc.tuple(months, fc.integer({ min: 1, max: 31 })).map(([{ year, month }, payday]) => ({
  rule: payday,
  period: periodNamed(`${year}-${String(month).padStart(2, '0')}`, payday),
}));

describe('pay periods in Africa/Lagos days', () => {
  it('a payday of the 31st falls on the last day of shorter months', () => {
    expect(periodNamed('2026-02', 31)).toEqual({
      period: '2026-02',
      start: '2026-02-01',
      end: '2026-02-28',
      payday: '2026-02-28',
    });
    expect(periodNamed('2026-03', 25).start).toBe('2026-02-26');
  });
  it('a day after the payday belongs to next month’s period', () => {
    expect(periodOf('2026-03-26', 25).period).toBe('2026-04');
    expect(periodOf('2026-12-26', 25).period).toBe('2027-01');
    expect(periodOf('2026-03-25', 25).period).toBe('2026-03');
  });
  it('counts Monday to Friday only', () => {
    // 2026-03-02 is a Monday.
    expect(workingDaysBetween('2026-03-02', '2026-03-08')).toBe(5);
    expect(workingDaysBetween('2026-03-07', '2026-03-08')).toBe(0);
    expect(workingDaysBetween('2026-03-01', '2026-03-31')).toBe(22);
  });
});

describe('earned to date (property)', () => {
  const input = fc.record({
    p: period,
    netPay: fc.integer({ min: 0, max: 5_000_000_000 }),
    offset: fc.integer({ min: -5, max: 40 }),
    accessPercent: fc.integer({ min: 1, max: 100 }),
    cutOffDays: fc.integer({ min: 0, max: 15 }),
  });

  it('never exceeds the access share of the period’s net pay', () => {
    fc.assert(
      fc.property(input, ({ p, netPay, offset, accessPercent, cutOffDays }) => {
        const today = addDays(p.period.start, offset);
        const e = earnedToDate({
          netPay,
          period: p.period,
          today,
          stoppedOn: null,
          accessPercent,
          cutOffDays,
        });
        expect(e.earned).toBeLessThanOrEqual(netPay);
        expect(e.accessible).toBeLessThanOrEqual(Math.floor((netPay * accessPercent) / 100));
        expect(e.accessible).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('is monotonic within a period and stops growing from the stop day', () => {
    fc.assert(
      fc.property(
        input,
        fc.integer({ min: 0, max: 40 }),
        fc.integer({ min: 0, max: 40 }),
        ({ p, netPay, accessPercent, cutOffDays }, a, stop) => {
          const days = Math.max(0, workingDaysBetween(p.period.start, p.period.end));
          if (days === 0) return;
          const d1 = addDays(p.period.start, Math.min(a, 27));
          const d2 = addDays(d1, 1);
          const stoppedOn = addDays(p.period.start, stop);
          const base = { netPay, period: p.period, accessPercent, cutOffDays };
          const e1 = earnedToDate({ ...base, today: d1, stoppedOn: null });
          const e2 = earnedToDate({ ...base, today: d2, stoppedOn: null });
          expect(e2.accessible).toBeGreaterThanOrEqual(e1.accessible);
          const s1 = earnedToDate({ ...base, today: d1, stoppedOn });
          const atStop = earnedToDate({ ...base, today: addDays(stoppedOn, -1), stoppedOn: null });
          if (d1 >= stoppedOn) expect(s1.earned).toBe(stoppedOn > p.period.end ? e1.earned : atStop.earned);
          expect(s1.earned).toBeLessThanOrEqual(e1.earned);
        },
      ),
    );
  });

  it('leaves nothing available after the cut-off', () => {
    fc.assert(
      fc.property(input, ({ p, netPay, accessPercent, cutOffDays }) => {
        const today = addDays(p.period.payday, -cutOffDays + 1);
        const e = earnedToDate({
          netPay,
          period: p.period,
          today,
          stoppedOn: null,
          accessPercent,
          cutOffDays,
        });
        expect(e.afterCutOff).toBe(true);
        const before = earnedToDate({
          netPay,
          period: p.period,
          today: e.cutOffDate,
          stoppedOn: null,
          accessPercent,
          cutOffDays,
        });
        expect(before.afterCutOff).toBe(false);
      }),
    );
  });
});

describe('fees and recoveries conserve kobo (property)', () => {
  const fee = fc.record({
    feeType: fc.constantFrom('flat' as const, 'percent' as const),
    feeValue: fc.integer({ min: 0, max: 10_000 }),
    feeBearer: fc.constantFrom('employee' as const, 'business' as const),
  });
  it('what leaves the source is exactly payout + fee; what is deducted is amount (+ fee when the employee bears it)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 100_000_000 }), { minLength: 1, maxLength: 30 }),
        fee,
        (amounts, rule) => {
          const all = amounts.map((a) => requestMoney('withdrawal', a, rule));
          const sum = (f: (m: (typeof all)[number]) => number) => all.reduce((t, m) => t + f(m), 0);
          expect(sum((m) => m.funded)).toBe(sum((m) => m.payout) + sum((m) => m.fee));
          const employeeFees = rule.feeBearer === 'employee' ? sum((m) => m.fee) : 0;
          expect(sum((m) => m.toDeduct)).toBe(sum((m) => m.amount) + employeeFees);
          for (const m of all) expect(Number.isSafeInteger(m.fee) && m.fee >= 0).toBe(true);
        },
      ),
    );
  });
  it('a recovery split over employees by what each owes adds back to the recovery', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 50_000_000 }), { minLength: 1, maxLength: 50 }),
        fc.integer({ min: 0, max: 2_000_000_000 }),
        (owed, recovered) => {
          const total = owed.reduce((a, b) => a + b, 0);
          const paid = Math.min(recovered, total);
          const parts = allocate(paid, owed);
          expect(parts.reduce((a, b) => a + b, 0)).toBe(paid);
          parts.forEach((p, i) => {
            expect(p).toBeLessThanOrEqual(owed[i]!);
          });
        },
      ),
    );
  });
  it('headroom never goes negative and shrinks by exactly what was taken', () => {
    fc.assert(
      fc.property(fc.nat(1e9), fc.nat(1e8), fc.nat(1e7), fc.nat(1e8), (accessible, drawn, fees, saved) => {
        const h = headroom(accessible, { drawn, employeeFees: fees, saved });
        expect(h).toBeGreaterThanOrEqual(0);
        if (drawn + fees + saved <= accessible) expect(h).toBe(accessible - drawn - fees - saved);
      }),
    );
  });
});
