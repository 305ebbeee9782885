import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, lagosToday, timeAgo } from './time.ts';

describe('dates and times (Africa/Lagos)', () => {
  it("formats an instant in Lagos time (UTC+1) as the app's one format, '23 Nov 2026, 14:05'", () => {
    expect(formatDateTime('2026-11-23T13:05:00Z')).toBe('23 Nov 2026, 14:05');
    expect(formatDateTime('2026-09-03T23:05:59Z')).toBe('4 Sep 2026, 00:05');
    expect(formatDateTime('not a date')).toBe('not a date');
  });

  it('formats dates alone the same way; a calendar date stays that day', () => {
    expect(formatDate('2026-11-23T23:30:00Z')).toBe('24 Nov 2026');
    expect(formatDate('2026-11-01')).toBe('1 Nov 2026');
  });

  it("today is Lagos's calendar day: 23:30 UTC on 23 Nov is already 24 Nov", () => {
    expect(lagosToday(new Date('2026-11-23T23:30:00Z'))).toBe('2026-11-24');
    expect(lagosToday(new Date('2026-11-23T22:59:00Z'))).toBe('2026-11-23');
  });

  it('says how long ago something happened', () => {
    const now = Date.parse('2026-03-02T12:00:00Z');
    expect(timeAgo('2026-03-02T11:59:50Z', now)).toBe('just now');
    expect(timeAgo('2026-03-02T11:55:00Z', now)).toBe('5 minutes ago');
    expect(timeAgo('2026-03-02T09:00:00Z', now)).toBe('3 hours ago');
    expect(timeAgo('2026-03-01T12:00:00Z', now)).toBe('yesterday');
    expect(timeAgo('2026-02-09T12:00:00Z', now)).toBe('3 weeks ago');
  });
});
