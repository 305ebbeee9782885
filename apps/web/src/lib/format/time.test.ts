import { describe, expect, it } from 'vitest';
import { formatDateTime, timeAgo } from './time.ts';

describe('dates and times (Africa/Lagos)', () => {
  it('formats an instant in Lagos time (UTC+1)', () => {
    expect(formatDateTime('2026-03-02T09:15:07Z')).toMatch(/2 Mar 2026.*10:15:07/);
    expect(formatDateTime('not a date')).toBe('not a date');
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
