import { describe, expect, it } from 'vitest';
import { addMonths, countDays, dayNumber, isoDate } from './dates.ts';

describe('calendar arithmetic', () => {
  it('day numbers agree with the calendar for every day of 1999–2030', () => {
    for (let day = dayNumber('1999-01-01'); day <= dayNumber('2030-12-31'); day++) {
      const iso = new Date(day * 86_400_000).toISOString().slice(0, 10);
      expect(dayNumber(iso)).toBe(day);
      expect(isoDate(day)).toBe(iso);
    }
  });
  it('refuses dates that do not exist or are not YYYY-MM-DD', () => {
    for (const bad of [
      '2026-02-29',
      '2025-13-01',
      '2025-04-31',
      '2025-4-01',
      '20250401',
      '2025-04-01T00:00',
    ]) {
      expect(() => dayNumber(bad)).toThrow(RangeError);
    }
    expect(dayNumber('2024-02-29')).toBe(dayNumber('2024-03-01') - 1);
  });
  it('adds months, keeping the day or the month’s last day', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2026-03-26', -3)).toBe('2025-12-26');
  });
  it('counts working days without weekends and holidays', () => {
    const h = new Set([dayNumber('2026-03-20')]);
    expect(countDays(dayNumber('2026-03-01'), dayNumber('2026-03-31'), 'working_days', new Set())).toBe(22);
    expect(countDays(dayNumber('2026-03-01'), dayNumber('2026-03-31'), 'working_days', h)).toBe(21);
    expect(countDays(dayNumber('2026-03-01'), dayNumber('2026-03-31'), 'calendar_days', h)).toBe(31);
  });
});
