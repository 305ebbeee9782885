// Calendar arithmetic on ISO dates (YYYY-MM-DD) as whole UTC day numbers: no time zones, no Date objects kept.

const DAY_MS = 86_400_000;

const digit = (iso: string, i: number) => {
  const c = iso.charCodeAt(i) - 48;
  return c >= 0 && c <= 9 ? c : Number.NaN;
};

/** Days since 1970-01-01 for an ISO date; throws on anything else. Plain arithmetic: it runs several times a payslip. */
export function dayNumber(iso: string): number {
  const y = digit(iso, 0) * 1000 + digit(iso, 1) * 100 + digit(iso, 2) * 10 + digit(iso, 3);
  const m = digit(iso, 5) * 10 + digit(iso, 6);
  const d = digit(iso, 8) * 10 + digit(iso, 9);
  if (
    iso.length !== 10 ||
    iso.charCodeAt(4) !== 45 ||
    iso.charCodeAt(7) !== 45 ||
    !(m >= 1 && m <= 12 && d >= 1 && d <= daysInMonth(y, m))
  ) {
    throw new RangeError(`expected a date YYYY-MM-DD, got ${iso}`);
  }
  // Days from civil (H. Hinnant), proleptic Gregorian.
  const yy = m <= 2 ? y - 1 : y;
  const era = Math.floor(yy / 400);
  const yoe = yy - era * 400;
  const doy = Math.floor((153 * (m + (m > 2 ? -3 : 9)) + 2) / 5) + d - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146_097 + doe - 719_468;
}

function daysInMonth(y: number, m: number): number {
  if (m === 2) return (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0 ? 29 : 28;
  return m === 4 || m === 6 || m === 9 || m === 11 ? 30 : 31;
}

export function isoDate(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** The same day of the month `months` later (clamped to the month's last day). */
export function addMonths(iso: string, months: number): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = index - year * 12;
  const last = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return `${String(year).padStart(4, '0')}-${String(month + 1).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
}

export type DayCount = 'calendar_days' | 'working_days';

/** Days from `from` to `to` inclusive (day numbers); working days skip Saturdays, Sundays and the holidays given. */
export function countDays(from: number, to: number, method: DayCount, holidays: ReadonlySet<number>): number {
  if (to < from) return 0;
  if (method === 'calendar_days') return to - from + 1;
  let n = 0;
  for (let day = from; day <= to; day++) {
    const weekday = (day + 4) % 7; // 1970-01-01 was a Thursday; 0 = Sunday
    if (weekday !== 0 && weekday !== 6 && !holidays.has(day)) n++;
  }
  return n;
}
