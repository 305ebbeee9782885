// Issue 17: team management, roles, transaction limits and administrators had no link anywhere, and Financing
// options had no entry point. Every settings page the member may open is listed beside the settings pages on
// desktop and under Settings in the phone menu; the dashboard's quick actions lead to Financing options.

import { logInAsDemo } from '../support/demo.ts';
import { expect, test } from '../support/fixtures.ts';

const SETTINGS_PAGES = [
  ['Profile', '/settings/profile'],
  ['Team Management', '/settings/team-management'],
  ['Role Management', '/settings/team-management/roles'],
  ['Administrators', '/settings/administrators'],
  ['Transaction limits', '/settings/transaction-limits'],
  ['Integrations', '/settings/integrations'],
] as const;

test('settings pages are listed beside every settings page on desktop', async ({ page, mailbox, shot }) => {
  await logInAsDemo(page, mailbox);
  await page.getByTestId('nav-settings').click();
  await expect(page).toHaveURL(/\/settings\/profile$/);
  const nav = page.getByRole('navigation', { name: 'Settings navigation' });
  for (const [label, path] of SETTINGS_PAGES) {
    await expect(nav.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', path);
  }
  await shot('settings navigation');
  await nav.getByRole('link', { name: 'Role Management' }).click();
  await expect(page).toHaveURL(/\/settings\/team-management\/roles$/);
  await expect(nav.getByRole('link', { name: 'Role Management' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'Team Management' })).not.toHaveAttribute(
    'aria-current',
    'page',
  );
  await nav.getByRole('link', { name: 'Transaction limits' }).click();
  await expect(page).toHaveURL(/\/settings\/transaction-limits$/);
  await nav.getByRole('link', { name: 'Administrators' }).click();
  await expect(page).toHaveURL(/\/settings\/administrators$/);
  await shot('administrators beside the settings navigation');
});

test('the phone menu lists the settings pages under Settings', async ({ page, mailbox, shot }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await logInAsDemo(page, mailbox);
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByTestId('mobile-menu');
  await menu.getByTestId('nav-group-settings').click();
  const settingsPages = menu.getByTestId('mobile-settings-pages');
  for (const [label, path] of SETTINGS_PAGES) {
    await expect(settingsPages.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', path);
  }
  await shot('phone menu with settings pages');
  await settingsPages.getByRole('link', { name: 'Team Management', exact: true }).click();
  await expect(page).toHaveURL(/\/settings\/team-management$/);
  await expect(menu).toBeHidden();
  // On the page itself, a picker names the settings page and leads to the others.
  const picker = page.getByRole('navigation', { name: 'Settings navigation' }).getByLabel('Settings page');
  await expect(picker).toHaveValue('Team Management');
  await shot('settings page picker on a phone');
  await picker.click();
  await page.getByRole('option', { name: 'Role Management' }).click();
  await expect(page).toHaveURL(/\/settings\/team-management\/roles$/);
});

test('financing options are reached from the dashboard', async ({ page, mailbox }) => {
  await logInAsDemo(page, mailbox);
  await page.getByTestId('quick-actions').getByRole('link', { name: 'Financing options' }).click();
  await expect(page).toHaveURL(/\/financing-options$/);
});
