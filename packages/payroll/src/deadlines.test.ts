import { describe, expect, it } from 'vitest';
import {
  addWorkingDays,
  dueDate,
  extendPastHoliday,
  monthsOrPartLate,
  obligationStatus,
  penaltyOf,
  reminderDays,
} from './deadlines.ts';

const none = new Set<string>();
// Democracy Day, Friday 12 June 2026.
const democracyDay = new Set(['2026-06-12']);

describe('working days', () => {
  it('pension: 7 working days from a Wednesday salary cross a weekend and a public holiday', () => {
    // Wed 3 Jun → Thu 4, Fri 5, (weekend), Mon 8, Tue 9, Wed 10, Thu 11, (Fri 12 holiday), Mon 15.
    expect(dueDate({ kind: 'pension', salaryPaidOn: '2026-06-03' }, democracyDay)).toBe('2026-06-15');
    // Without the holiday the seventh working day is the Friday.
    expect(dueDate({ kind: 'pension', salaryPaidOn: '2026-06-03' }, none)).toBe('2026-06-12');
  });
  it('counts backwards the same way', () => {
    expect(addWorkingDays('2026-06-15', -7, democracyDay)).toBe('2026-06-03');
    expect(addWorkingDays('2026-06-15', -1, democracyDay)).toBe('2026-06-11');
  });
  it('a salary paid on a Saturday starts counting on the Monday', () => {
    expect(dueDate({ kind: 'pension', salaryPaidOn: '2026-11-28' }, none)).toBe('2026-12-08');
  });
});

describe('calendar deadlines (Interpretation Act s.15(3) and (5))', () => {
  it('PAYE for April is due on Monday 11 May 2026: the 10th is a Sunday', () => {
    expect(dueDate({ kind: 'paye', salaryPaidOn: '2026-04-28' }, none)).toBe('2026-05-11');
  });
  it('and on the Tuesday when that Monday is a public holiday too', () => {
    expect(dueDate({ kind: 'paye', salaryPaidOn: '2026-04-28' }, new Set(['2026-05-11']))).toBe('2026-05-12');
  });
  it('a Saturday is not a holiday in the Act: PAYE due Saturday 10 Oct 2026 stays', () => {
    expect(dueDate({ kind: 'paye', salaryPaidOn: '2026-09-25' }, none)).toBe('2026-10-10');
    expect(extendPastHoliday('2026-10-10', none)).toBe('2026-10-10');
  });
  it('PAYE of a December salary is due in January of the next year', () => {
    // Sunday 10 January 2027 → Monday 11.
    expect(dueDate({ kind: 'paye', salaryPaidOn: '2026-12-24' }, none)).toBe('2027-01-11');
  });
  it('NHF a month after the salary, NSITF the end of the next month', () => {
    expect(dueDate({ kind: 'nhf', salaryPaidOn: '2026-01-30' }, none)).toBe('2026-02-28'); // a Saturday: stays
    expect(dueDate({ kind: 'nhf', salaryPaidOn: '2026-01-31' }, none)).toBe('2026-02-28'); // month's last day
    expect(dueDate({ kind: 'nhf', salaryPaidOn: '2026-02-01' }, none)).toBe('2026-03-02'); // 1 Mar is a Sunday
    // April's NSITF: 31 May 2026 is a Sunday → Monday 1 June.
    expect(dueDate({ kind: 'nsitf', salaryPaidOn: '2026-04-28' }, none)).toBe('2026-06-01');
    // December's NSITF: 31 January 2027 is a Sunday → Monday 1 February.
    expect(dueDate({ kind: 'nsitf', salaryPaidOn: '2026-12-24' }, none)).toBe('2027-02-01');
    // NHIA through the business's HMO, by the same reading: November's by 31 December, a Thursday; with 31
    // December kept as a holiday, Friday 1 January is one too (New Year), so Saturday 2 January.
    expect(dueDate({ kind: 'nhia', salaryPaidOn: '2026-11-27' }, none)).toBe('2026-12-31');
    expect(dueDate({ kind: 'nhia', salaryPaidOn: '2026-11-27' }, new Set(['2026-12-31', '2027-01-01']))).toBe(
      '2027-01-02',
    );
  });
  it('ITF by 1 April and the annual PAYE return by 31 January of the next year', () => {
    expect(dueDate({ kind: 'itf', year: 2026 }, none)).toBe('2027-04-01');
    // 31 January 2027 is a Sunday → Monday 1 February.
    expect(dueDate({ kind: 'paye-annual-return', year: 2026 }, none)).toBe('2027-02-01');
    // Good Friday 2027 falls on 26 March; 1 April 2027 is a Thursday and stays.
    expect(dueDate({ kind: 'itf', year: 2026 }, new Set(['2027-03-26']))).toBe('2027-04-01');
  });
});

describe('status and reminders', () => {
  const holidays = democracyDay;
  const due = '2026-06-15';
  it('reminds 5 and 1 working days before', () => {
    expect(reminderDays(due, holidays)).toEqual([
      { daysBefore: 5, on: '2026-06-05' },
      { daysBefore: 1, on: '2026-06-11' },
    ]);
  });
  it('is not due before the first reminder, due up to the day, late after, paid once paid', () => {
    const at = (today: string, paidOn: string | null = null) =>
      obligationStatus({ due, paidOn, today }, holidays);
    expect(at('2026-06-04')).toBe('not-due');
    expect(at('2026-06-05')).toBe('due');
    expect(at('2026-06-15')).toBe('due');
    expect(at('2026-06-16')).toBe('late');
    expect(at('2026-07-30', '2026-07-01')).toBe('paid');
  });
});

describe('penalties', () => {
  it('counts months or parts of a month', () => {
    expect(monthsOrPartLate('2026-06-15', '2026-06-15')).toBe(0);
    expect(monthsOrPartLate('2026-06-15', '2026-06-16')).toBe(1);
    expect(monthsOrPartLate('2026-06-15', '2026-07-15')).toBe(1);
    expect(monthsOrPartLate('2026-06-15', '2026-07-16')).toBe(2);
  });
  it('pension: 2% of the unpaid contribution per month or part', () => {
    const p = penaltyOf({ kind: 'pension', amountKobo: 123_456_789, due: '2026-06-15' }, '2026-07-16');
    expect(p.kobo).toBe(4_938_272); // 2% × ₦1,234,567.89 × 2 = ₦49,382.7156 → ₦49,382.72
    expect(p.working).toBe('2% × ₦1,234,567.89 × 2 months');
    expect(p.rule).toContain('Pension Reform Act 2014 s.11(7)');
  });
  it('PAYE: 10% a year, by the day', () => {
    const p = penaltyOf({ kind: 'paye', amountKobo: 36_500_000, due: '2026-05-11' }, '2026-05-21');
    expect(p.kobo).toBe(100_000); // ₦365,000 × 10% × 10/365 = ₦1,000
  });
  it('the annual return: ₦100,000 then ₦50,000 a month; NHF a fixed fine; NSITF no figure', () => {
    expect(
      penaltyOf({ kind: 'paye-annual-return', amountKobo: 0, due: '2027-02-01' }, '2027-02-02').kobo,
    ).toBe(10_000_000);
    expect(
      penaltyOf({ kind: 'paye-annual-return', amountKobo: 0, due: '2027-02-01' }, '2027-04-02').kobo,
    ).toBe(20_000_000);
    expect(penaltyOf({ kind: 'nhf', amountKobo: 1, due: '2026-06-15' }, '2026-06-16').kobo).toBe(5_000_000);
    expect(penaltyOf({ kind: 'nsitf', amountKobo: 1, due: '2026-06-15' }, '2026-06-16').kobo).toBeNull();
    expect(penaltyOf({ kind: 'nhia', amountKobo: 1, due: '2026-06-15' }, '2026-06-16')).toMatchObject({
      kobo: null,
      working: 'Set by the National Health Insurance Authority',
    });
    expect(penaltyOf({ kind: 'itf', amountKobo: 1_000_000, due: '2027-04-01' }, '2027-04-02').kobo).toBe(
      50_000,
    );
  });
  it('nothing when met on time', () => {
    expect(
      penaltyOf({ kind: 'pension', amountKobo: 100_000, due: '2026-06-15' }, '2026-06-15'),
    ).toMatchObject({
      kobo: 0,
    });
  });
});
