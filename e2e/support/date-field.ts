// Picks a day in the app's date field (Mantine's DatePickerInput) the way a person does: open the calendar, go up to
// the decade, choose the year, the month, then the day. The field shows the app's date format ('23 Nov 2026').
import { expect, type Locator, type Page } from '@playwright/test';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const LONG_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** The app's date format for an ISO calendar date: '2026-11-03' → '3 Nov 2026'. */
export function appDate(iso: string): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return `${d} ${MONTHS[m - 1]} ${y}`;
}

/** The date field labelled `label` inside `scope` (a page, a dialog, a form section); a required field's asterisk
 *  is part of its name. */
export function dateField(scope: Page | Locator, label: string | RegExp): Locator {
  const name =
    typeof label === 'string'
      ? new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\s*\\*)?$`)
      : label;
  return scope.getByRole('button', { name });
}

/** Opens the field's calendar (for a screenshot, or before picking) and returns it. */
export async function openCalendar(scope: Page | Locator, label: string | RegExp): Promise<Locator> {
  const page = 'page' in scope && typeof scope.page === 'function' ? scope.page() : (scope as Page);
  await dateField(scope, label).click();
  // The calendar opens in a popover (a dialog) next to the field, at any level; the last one opened is this one.
  const calendar = page
    .getByRole('dialog')
    .filter({ has: page.getByRole('button', { name: /^Previous (month|year|decade)$/ }) })
    .last();
  await expect(calendar).toBeVisible();
  return calendar;
}

/** Opens the field's calendar and picks `iso` ('YYYY-MM-DD'); the field then shows the day in the app's format. */
export async function pickDate(scope: Page | Locator, label: string | RegExp, iso: string): Promise<void> {
  const calendar = await openCalendar(scope, label);
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  await calendar.getByRole('button', { name: 'Choose the month' }).click();
  await calendar.getByRole('button', { name: 'Choose the year' }).click();
  await calendar.getByRole('button', { name: String(y), exact: true }).click();
  await calendar.getByRole('button', { name: MONTHS[m - 1], exact: true }).click();
  const day = calendar.getByRole('button', { name: `${d} ${LONG_MONTHS[m - 1]} ${y}`, exact: true });
  await day.click();
  // Choosing the day closes the calendar. On a loaded machine the click can land while the month view is still
  // being drawn and be lost; then the day is still there to choose, as a person would choose it again.
  await expect(async () => {
    try {
      await expect(calendar).toBeHidden({ timeout: 3_000 });
    } catch (error) {
      if (await day.isVisible()) await day.click({ timeout: 2_000 });
      throw error;
    }
  }).toPass({ timeout: 30_000 });
  await expect(dateField(scope, label)).toHaveText(appDate(iso));
}

/** Today's calendar date in Lagos ('2026-11-23'). */
export const lagosToday = (): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Lagos' }).format(new Date());
