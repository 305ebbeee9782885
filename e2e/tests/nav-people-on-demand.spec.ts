// People's sub-navigation and the On-demand pay sidebar group (issue 29), at 1440 and 390 px: People lists Employees,
// Invited, Accepted, Groups, Contacts and On-demand accounts; On-demand pay lists Withdrawals, Reconciliation,
// Payment notes, Payment history and Settings. "Invited employees" says "Resend an invite from the row menu", and the
// row menu offers it. The withdrawals period is picked in a month calendar and lists show '28 Nov 2026'.
import type { Locator, Page } from '@playwright/test';
import { openCalendar } from '../support/date-field.ts';
import { logInAsDemo } from '../support/demo.ts';
import { expect, test } from '../support/fixtures.ts';

const SIZES = [
  { name: '1440', viewport: { width: 1440, height: 900 }, phone: false },
  { name: '390', viewport: { width: 390, height: 844 }, phone: true },
] as const;

const PEOPLE = ['Employees', 'Invited', 'Accepted', 'Groups', 'Contacts', 'On-demand accounts'];
const ON_DEMAND = ['Withdrawals', 'Reconciliation', 'Payment notes', 'Payment history', 'Settings'];
const APP_DATE = /^\d{1,2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4}$/;

/** The sidebar, or at 390 px the menu behind the menu button, opened. */
async function navigation(page: Page, phone: boolean): Promise<Locator> {
  if (!phone) return page.getByRole('navigation', { name: 'Main navigation' });
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog').filter({ has: page.getByTestId('nav-group-people') });
  await expect(menu).toBeVisible();
  return menu;
}

/** The links shown under a sidebar group once it is open. */
async function openGroup(nav: Locator, id: string) {
  const group = nav.getByTestId(`nav-group-${id}`);
  if ((await group.getAttribute('data-expanded')) === null) await group.click();
}

for (const size of SIZES) {
  test(`People and On-demand pay have their links; an invite is resent from the row menu, at ${size.name} px`, async ({
    page,
    mailbox,
    shot,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(size.viewport);
    await logInAsDemo(page, mailbox);

    let nav = await navigation(page, size.phone);
    await openGroup(nav, 'people');
    for (const label of PEOPLE)
      await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible();
    await shot('People: its six lists in the sidebar');
    await openGroup(nav, 'on-demand');
    for (const label of ON_DEMAND)
      await expect(nav.getByRole('link', { name: label, exact: true }).last()).toBeVisible();
    await shot('On-demand pay: its own sidebar group');

    // Invited employees → the row menu resends the invite.
    await openGroup(nav, 'people');
    await nav.getByRole('link', { name: 'Invited', exact: true }).click();
    await expect(page).toHaveURL(/\/invited-employees$/);
    await expect(page.getByText('Resend an invite from the row menu.')).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: 'Ibrahim Musa' });
    await row.getByRole('button', { name: 'Actions for Ibrahim Musa' }).click();
    await shot('Invited employees: the row menu offers Resend invite');
    await page.getByRole('menuitem', { name: 'Resend invite' }).click();
    await expect(page.getByText('Invite Sent').first()).toBeVisible();
    await shot('Invited employees: invite sent');

    // Withdrawals, from the On-demand pay group: dates in the app's format, the period in a month calendar.
    nav = await navigation(page, size.phone);
    await openGroup(nav, 'on-demand');
    await nav.getByRole('link', { name: 'Withdrawals', exact: true }).click();
    await expect(page).toHaveURL(/\/withdrawals$/);
    await expect(page.getByRole('tab', { name: 'Payment history' })).toBeInViewport();
    await expect(page.getByRole('tab', { name: 'Settings' })).toBeInViewport();
    // At 390 px the filters are in a drawer behind the Filters button.
    if (size.phone) await page.getByTestId('filters-button').click();
    const period = page.getByTestId('withdrawals-filter-period');
    await expect(period).toBeVisible();
    await period.click();
    const calendar = page
      .getByRole('dialog')
      .filter({ has: page.getByText(/^\d{4}$/) })
      .last();
    await expect(calendar).toBeVisible();
    await shot('Withdrawals: the pay period picked in a month calendar');
    await calendar.getByRole('button', { name: 'Nov', exact: true }).click();
    await expect(page).toHaveURL(/period=\d{4}-11/);
    await expect(period).toHaveText(/^Nov \d{4}$/);
    if (size.phone) await page.getByRole('button', { name: 'Show results' }).click();

    // Payment notes: periods 'Nov 2026', due dates '28 Nov 2026'.
    await page.getByRole('tab', { name: 'Payment notes' }).click();
    await expect(page).toHaveURL(/\/payment-note$/);
    const first = page.getByRole('row').nth(1);
    await expect(first).toBeVisible();
    await expect(first.getByRole('cell').nth(1)).toHaveText(/^[A-Z][a-z]{2} \d{4}$/);
    if (!size.phone) await expect(first.getByRole('cell').nth(4)).toHaveText(APP_DATE);
    await shot('Payment notes: periods and due dates in the app format');

    // Create payroll: the period in Mantine's calendar, not the native mm/dd/yyyy input.
    await page.goto('/payroll/create');
    await expect(page.locator('input[type="date"]')).toHaveCount(0);
    await openCalendar(page, 'Period start');
    await shot('Create payroll: the period start in the calendar');
  });
}
