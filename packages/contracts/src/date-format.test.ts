import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatPeriod, formatTime, lagosIso, lagosToday } from './date-format.ts';

describe('the one date-and-time rule (Lagos time)', () => {
  it("a day reads '28 Nov 2026': an instant is its Lagos day, a calendar date stays that day", () => {
    expect(formatDate('2026-11-28T06:01:49Z')).toBe('28 Nov 2026');
    expect(formatDate('2026-11-27T23:30:00Z')).toBe('28 Nov 2026');
    expect(formatDate('2026-12-01')).toBe('1 Dec 2026');
    expect(formatDate(new Date('2026-09-03T12:00:00Z'))).toBe('3 Sep 2026');
    expect(formatDate('soon')).toBe('soon');
  });

  it("a moment reads '28 Nov 2026, 07:01' (24-hour, Lagos)", () => {
    expect(formatDateTime('2026-11-28T06:01:49Z')).toBe('28 Nov 2026, 07:01');
    expect(formatDateTime('2026-12-31T23:05:00Z')).toBe('1 Jan 2027, 00:05');
    expect(formatDateTime(new Date('2026-03-02T12:00:00+01:00'))).toBe('2 Mar 2026, 12:00');
    expect(formatTime('2026-11-28T13:45:00Z')).toBe('14:45');
    expect(formatDateTime('not a date')).toBe('not a date');
  });

  it("a pay period reads 'Nov 2026'", () => {
    expect(formatPeriod('2026-11')).toBe('Nov 2026');
    expect(formatPeriod('2026-01-28')).toBe('Jan 2026');
    expect(formatPeriod('2026-13')).toBe('2026-13');
    expect(formatPeriod('weekly')).toBe('weekly');
  });

  it('exports write ISO 8601 with the +01:00 offset', () => {
    expect(lagosIso('2026-11-28T06:01:49.123Z')).toBe('2026-11-28T07:01:49+01:00');
    expect(lagosIso(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01T00:30:00+01:00');
    expect(new Date(lagosIso('2026-11-28T06:01:49Z')).toISOString()).toBe('2026-11-28T06:01:49.000Z');
    expect(lagosIso('nope')).toBe('');
  });

  it("today is Lagos's calendar day", () => {
    expect(lagosToday(new Date('2026-11-23T23:30:00Z'))).toBe('2026-11-24');
    expect(lagosToday(new Date('2026-11-23T22:59:00Z'))).toBe('2026-11-23');
  });
});
