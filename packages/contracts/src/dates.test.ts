import { describe, expect, it } from 'vitest';
import { auditLogFilters } from './audit-logs.ts';
import { calendarDate, isCalendarDate } from './dates.ts';
import { generateStatementRequest } from './wallet-extras.ts';
import { transactionFilters } from './wallets.ts';

describe('the calendar-date schema', () => {
  it.each(['2026-01-31', '2024-02-29', '2000-02-29', '0001-01-01', '9999-12-31'])('accepts %s', (date) => {
    expect(calendarDate.safeParse(date).success).toBe(true);
  });

  it.each([
    '2026-13-45',
    '2026-02-30',
    '2026-02-29',
    '1900-02-29',
    '2026-04-31',
    '2026-00-10',
    '2026-01-00',
    '0000-00-00',
    '0000-01-01',
    '9999-99-99',
    '2026-1-5',
    '2026-01-31T00:00:00Z',
    '',
  ])('refuses %s', (date) => {
    expect(calendarDate.safeParse(date).success).toBe(false);
  });

  it('knows leap years', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2100-02-29')).toBe(false);
  });
});

describe('every date range', () => {
  it.each([
    ['transaction filters', transactionFilters],
    ['audit-log filters', auditLogFilters],
  ] as const)('%s refuse from after to, and impossible dates', (_name, schema) => {
    expect(schema.safeParse({ from: '2026-03-01', to: '2026-02-01' }).success).toBe(false);
    expect(schema.safeParse({ from: '2026-02-01', to: '2026-02-01' }).success).toBe(true);
    expect(schema.safeParse({ from: '2026-02-30' }).success).toBe(false);
  });

  it('generate-statement refuses from after to, and impossible dates', () => {
    const walletId = '00000000-0000-4000-8000-000000000000';
    expect(
      generateStatementRequest.safeParse({ walletId, from: '2026-03-01', to: '2026-02-01' }).success,
    ).toBe(false);
    expect(
      generateStatementRequest.safeParse({ walletId, from: '2026-02-01', to: '2026-02-30' }).success,
    ).toBe(false);
    expect(
      generateStatementRequest.safeParse({ walletId, from: '2026-02-01', to: '2026-02-28' }).success,
    ).toBe(true);
  });
});
