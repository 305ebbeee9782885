// Calendar arithmetic on ISO dates (YYYY-MM-DD) as whole UTC day numbers: no time zones, no Date objects kept.

const DAY_MS = 86_400_000;
const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Days since 1970-01-01 for an ISO date; throws on anything else. */
export function dayNumber(iso: string): number {
  const m = ISO.exec(iso);
  if (!m) throw new RangeError(`expected a date YYYY-MM-DD, got ${iso}`);
  const y = Number(m[1]);
  const mo = Number(m[2]);
  const d = Number(m[3]);
  const ms = Date.UTC(y, mo - 1, d);
  const back = new Date(ms);
  if (back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d) throw new RangeError(`no such date ${iso}`);
  return ms / DAY_MS;
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
