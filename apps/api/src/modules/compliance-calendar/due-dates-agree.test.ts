// One rule for due dates: a run's remittance state (the run page) and the compliance calendar give every remittance
// the same due date — both from @paydesk/payroll's deadlines, counted from the day the salaries went out over the
// business's holidays. Before, the run page counted PAYE from the period's end and skipped no Sunday.
import { REMITTANCE_KINDS } from '@paydesk/contracts';
import { describe, expect, it } from 'vitest';
import { remittanceDueDate, salaryPaidOn } from '../payroll/index.ts';
import { obligationDueDate } from './obligations.ts';

// Good Friday and Easter Monday 2026, Democracy Day 2026.
const holidays = new Set(['2026-04-03', '2026-04-06', '2026-06-12']);
const run = (payDate: string, sent: string | null = null) => ({
  payDate,
  payStartedAt: sent ? new Date(sent) : null,
  completedAt: sent ? new Date(sent) : null,
});
const runs = [
  // October's payroll paid late, on Saturday 28 November (Lagos): PAYE is due 10 December, not 10 November.
  run('2026-10-31', '2026-11-28T09:00:00Z'),
  // Paid on 31 March across Easter; PAYE due Friday 10 April.
  run('2026-03-31', '2026-03-31T08:00:00Z'),
  // Planned for 3 June, not yet paid: the pay date stands in (Democracy Day inside pension's 7 working days).
  run('2026-06-03'),
  // Paid late on 31 December 23:30 UTC: already 1 January in Lagos, so the year's deadlines are 2027's.
  run('2026-12-31', '2026-12-31T23:30:00Z'),
];

describe('the run page and the compliance calendar agree on every due date', () => {
  for (const r of runs)
    for (const kind of REMITTANCE_KINDS)
      it(`${kind}, salaries paid ${salaryPaidOn(r)}`, () => {
        expect(remittanceDueDate(kind, r, holidays)).toBe(obligationDueDate(kind, salaryPaidOn(r), holidays));
      });

  it('counts from the day the salaries went out', () => {
    const [late, easter, planned, newYear] = runs as [
      (typeof runs)[0],
      (typeof runs)[0],
      (typeof runs)[0],
      (typeof runs)[0],
    ];
    expect(remittanceDueDate('paye', late, holidays)).toBe('2026-12-10');
    expect(remittanceDueDate('paye', easter, holidays)).toBe('2026-04-10');
    // Wed 1, Thu 2, (Good Friday, weekend, Easter Monday), Tue 7, Wed 8, Thu 9, Fri 10, Mon 13.
    expect(remittanceDueDate('pension', easter, holidays)).toBe('2026-04-13');
    // Thu 4, Fri 5, Mon 8 … Thu 11, (Democracy Day), Mon 15.
    expect(remittanceDueDate('pension', planned, holidays)).toBe('2026-06-15');
    expect(salaryPaidOn(newYear)).toBe('2027-01-01');
    expect(remittanceDueDate('itf', newYear, holidays)).toBe('2028-04-01');
  });
});
