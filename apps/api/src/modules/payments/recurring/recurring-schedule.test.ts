import { describe, expect, it } from 'vitest';
import { firstRuns, isoWeekday, nextRunOnOrAfter, type Schedule } from './recurring-schedule.ts';

const schedule = (s: Partial<Schedule>): Schedule => ({
  frequency: 'monthly',
  day: null,
  startDate: '2026-01-01',
  endDate: null,
  count: null,
  ...s,
});

describe('recurring transfer schedule (Africa/Lagos calendar days)', () => {
  it('a monthly schedule on the 31st across month ends runs on each month’s last day when shorter', () => {
    expect(firstRuns(schedule({ day: 31, startDate: '2026-01-15' }), 5)).toEqual([
      '2026-01-31',
      '2026-02-28',
      '2026-03-31',
      '2026-04-30',
      '2026-05-31',
    ]);
    // A leap year's February has its 29th.
    expect(firstRuns(schedule({ day: 30, startDate: '2028-01-31' }), 2)).toEqual([
      '2028-02-29',
      '2028-03-30',
    ]);
  });

  it('a monthly schedule whose day has passed this month starts next month, across the year end', () => {
    expect(firstRuns(schedule({ day: 5, startDate: '2026-12-20' }), 2)).toEqual(['2027-01-05', '2027-02-05']);
  });

  it('weekly runs land on the chosen weekday', () => {
    const runs = firstRuns(schedule({ frequency: 'weekly', day: 5, startDate: '2026-11-24' }), 3);
    expect(runs).toEqual(['2026-11-27', '2026-12-04', '2026-12-11']);
    expect(runs.map(isoWeekday)).toEqual([5, 5, 5]);
  });

  it('daily runs stop after the end date, or after the count of runs', () => {
    expect(
      firstRuns(schedule({ frequency: 'daily', startDate: '2026-02-27', endDate: '2026-03-01' }), 10),
    ).toEqual(['2026-02-27', '2026-02-28', '2026-03-01']);
    expect(firstRuns(schedule({ frequency: 'daily', startDate: '2026-02-27', count: 2 }), 10)).toEqual([
      '2026-02-27',
      '2026-02-28',
    ]);
    expect(nextRunOnOrAfter(schedule({ frequency: 'daily', count: 2 }), '2026-03-01', 2)).toBeNull();
  });

  it('resuming later picks the next date from that day, never one before the start', () => {
    const s = schedule({ frequency: 'monthly', day: 10, startDate: '2026-03-01' });
    expect(nextRunOnOrAfter(s, '2026-01-01', 0)).toBe('2026-03-10');
    expect(nextRunOnOrAfter(s, '2026-04-11', 1)).toBe('2026-05-10');
  });
});
