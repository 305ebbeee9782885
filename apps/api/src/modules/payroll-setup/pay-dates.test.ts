// Next pay dates: monthly rules around weekends and holidays, a cut-off month, and weekly and bi-weekly periods.
import { describe, expect, it } from 'vitest';
import { nextPayDates, type ScheduleRule } from './pay-dates.ts';

const holidays = new Set(['2027-06-14', '2027-12-27', '2027-12-28']);
const rule = (o: Partial<ScheduleRule>): ScheduleRule => ({
  frequency: 'monthly',
  payDayRule: 'last_working_day',
  payDay: null,
  cutOffDay: null,
  firstPeriodStart: '2027-01-01',
  ...o,
});

describe('nextPayDates', () => {
  it('starts from today and never before the first period', () => {
    expect(nextPayDates(rule({}), '2027-03-15', holidays, 2)).toEqual(['2027-03-31', '2027-04-30']);
    expect(nextPayDates(rule({ firstPeriodStart: '2027-09-01' }), '2027-03-15', holidays, 1)).toEqual([
      '2027-09-30',
    ]);
  });

  it('moves a fixed day that is a holiday or a weekend to the working day before', () => {
    const fixed = rule({ payDayRule: 'fixed_day', payDay: 14, firstPeriodStart: '2027-06-01' });
    expect(nextPayDates(fixed, '2027-06-01', holidays, 3)).toEqual([
      '2027-06-11',
      '2027-07-14',
      '2027-08-13',
    ]);
  });

  it('pays a cut-off period in the month it ends', () => {
    const cutOff = rule({ cutOffDay: 25, firstPeriodStart: '2027-10-26' });
    expect(nextPayDates(cutOff, '2027-10-01', holidays, 2)).toEqual(['2027-11-30', '2027-12-31']);
  });

  it('pays weekly and bi-weekly periods on their last day, moved off weekends and holidays', () => {
    // Periods from Tuesday 2027-12-14: weekly ends Monday 20th, then Monday 27th (a holiday) → Friday 24th.
    const weekly = rule({ frequency: 'weekly', firstPeriodStart: '2027-12-14' });
    expect(nextPayDates(weekly, '2027-12-14', holidays, 3)).toEqual([
      '2027-12-20',
      '2027-12-24',
      '2028-01-03',
    ]);
    const biWeekly = rule({ frequency: 'bi-weekly', firstPeriodStart: '2027-12-14' });
    expect(nextPayDates(biWeekly, '2027-12-14', holidays, 2)).toEqual(['2027-12-24', '2028-01-10']);
  });
});
