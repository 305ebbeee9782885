// The authenticated shell of spec §2.6: the sidebar (250px, 60px collapsed with the 'Expand' logo, remembered over a
// reload; one group open at a time), the header breadcrumb with the settings title map, and the wallet balance
// chip (eye toggle with dots, remembered; links to /wallet → /account/all-accounts).
import type { Locator, Page } from '@playwright/test';
import { logInAsDemo } from '../support/demo.ts';
import { expect, test } from '../support/fixtures.ts';
import { trackNavigations } from '../support/shell.ts';

const UI_PREFERENCES_KEY = 'paydesk.ui-preferences';

const sidebarOf = (page: Page) => page.getByTestId('sidebar');
const headerCrumbs = (page: Page) => page.getByTestId('app-header').getByTestId('breadcrumb');

async function widthOf(locator: Locator): Promise<number> {
  return Math.round((await locator.boundingBox())?.width ?? -1);
}

const uiPreferences = (page: Page) =>
  page.evaluate(
    (key) => JSON.parse(localStorage.getItem(key) ?? '{}').state ?? null,
    UI_PREFERENCES_KEY,
  ) as Promise<{
    isSidebarCollapsed: boolean;
    isBalanceHidden: boolean;
  } | null>;

test('the sidebar is 250px, collapses to 60px with the Expand logo, and the choice survives a reload', async ({
  page,
  mailbox,
  shot,
}) => {
  await logInAsDemo(page, mailbox);
  const sidebar = sidebarOf(page);
  // It starts expanded (spec §9 'Sidebar default').
  await expect.poll(() => widthOf(sidebar)).toBe(250);
  await expect(sidebar.getByRole('link', { name: 'Dashboard', exact: true })).toBeVisible();
  await shot('sidebar expanded');

  await sidebar.getByRole('button', { name: 'Collapse sidebar' }).click();
  await expect.poll(() => widthOf(sidebar)).toBe(60);
  const expand = sidebar.getByRole('button', { name: 'Expand' });
  await expect(expand).toBeVisible();
  // The small logo carries the tooltip 'Expand'; the labels give way to icons.
  await expand.hover();
  await expect(page.getByRole('tooltip', { name: 'Expand' })).toBeVisible();
  await expect(sidebar.getByText('Dashboard', { exact: true })).toHaveCount(0);
  await shot('sidebar collapsed with the Expand tooltip');
  expect(await uiPreferences(page)).toMatchObject({ isSidebarCollapsed: true });

  await page.reload();
  await expect(page.getByTestId('app-header')).toBeVisible();
  await expect.poll(() => widthOf(sidebar)).toBe(60);
  await expect(sidebar.getByRole('button', { name: 'Expand' })).toBeVisible();
  await shot('still collapsed after a reload');

  await sidebar.getByRole('button', { name: 'Expand' }).click();
  await expect.poll(() => widthOf(sidebar)).toBe(250);
  await page.reload();
  await expect(page.getByTestId('app-header')).toBeVisible();
  await expect.poll(() => widthOf(sidebar)).toBe(250);
  await expect(sidebar.getByRole('button', { name: 'Collapse sidebar' })).toBeVisible();
  expect(await uiPreferences(page)).toMatchObject({ isSidebarCollapsed: false });
});

test("only one sidebar group is open at a time, and the active link's group opens on load", async ({
  page,
  mailbox,
  shot,
}) => {
  await logInAsDemo(page, mailbox);
  const sidebar = sidebarOf(page);
  const groups = {
    payments: {
      toggle: sidebar.getByTestId('nav-group-payments'),
      link: sidebar.getByTestId('nav-transfers'),
    },
    people: { toggle: sidebar.getByTestId('nav-group-people'), link: sidebar.getByTestId('nav-groups') },
    payroll: {
      toggle: sidebar.getByTestId('nav-group-payroll'),
      link: sidebar.getByTestId('nav-all-payroll'),
    },
  };
  const expectOpen = async (open: keyof typeof groups | null) => {
    for (const [id, group] of Object.entries(groups)) {
      if (id === open) await expect(group.link, `${id} is open`).toBeVisible();
      else await expect(group.link, `${id} is closed`).toBeHidden();
    }
  };

  // Spec §2.6 order (a verified, compliant business on a production host: no Verification, Payments shown), with
  // issue 29's On-demand pay group.
  const order = await sidebar.locator('[data-testid^="nav-"]').evaluateAll((nodes) =>
    nodes
      // On the dashboard every group is closed, so only the top-level entries are visible.
      .filter((node) => node.checkVisibility())
      .map((node) => node.getAttribute('data-testid')),
  );
  expect(order).toEqual([
    'nav-dashboard',
    'nav-account',
    'nav-add-business',
    'nav-group-payments',
    'nav-group-people',
    // Issue 29: on-demand pay has its own group where the business uses it (the demo does).
    'nav-group-on-demand',
    'nav-trade',
    'nav-group-payroll',
    'nav-approvals',
    'nav-audit-logs',
    'nav-settings',
  ]);
  await expect(sidebar.getByTestId('nav-verification')).toHaveCount(0);

  // On the dashboard no group holds the active link: all closed.
  await expectOpen(null);
  await groups.people.toggle.click();
  await expectOpen('people');
  await groups.payments.toggle.click();
  await expectOpen('payments');
  await shot('payments open, people closed');
  await groups.payroll.toggle.click();
  await expectOpen('payroll');
  await groups.payroll.toggle.click();
  await expectOpen(null);

  // Loading a page of a group opens that group (and only it).
  await page.goto('/people/groups');
  await expect(page.getByTestId('app-header')).toBeVisible();
  await expectOpen('people');
  await expect(sidebar.getByTestId('nav-groups')).toHaveAttribute('data-active', /.*/);
  await shot('people group open on a people page');
  await page.goto('/payments/bills/electricity');
  await expectOpen('payments');
  await expect(sidebar.getByTestId('nav-bill-payments')).toHaveAttribute('data-active', /.*/);
  // Following a link into another group opens that one instead.
  await sidebar.getByTestId('nav-group-payroll').click();
  await expectOpen('payroll');
  await sidebar.getByTestId('nav-all-payroll').click();
  await expect(page).toHaveURL(/\/payroll$/);
  await expectOpen('payroll');
});

test('the breadcrumb follows the path, its first crumb goes back, and settings pages use the title map', async ({
  page,
  mailbox,
  shot,
}) => {
  await logInAsDemo(page, mailbox);
  const crumbs = headerCrumbs(page);
  const current = crumbs.locator('[aria-current="page"]');
  const back = crumbs.getByTestId('breadcrumb-back');

  const SETTINGS: Array<[string, string[]]> = [
    ['/settings/profile', ['Settings', 'Profile']],
    ['/settings/info', ['Settings', 'Company Details']],
    ['/settings/team-management', ['Settings', 'Team Management']],
    ['/settings/team-management/roles', ['Settings', 'Team Management', 'Role Management']],
    ['/settings/ondemand-pay', ['Settings', 'On-Demand Pay']],
    ['/settings/login-security', ['Settings', 'Login & Security']],
  ];
  for (const [path, expected] of SETTINGS) {
    await page.goto(path);
    await expect(current).toHaveText(expected.at(-1)!);
    await expect(back).toHaveText(expected[0]!);
    await expect(crumbs.locator('.mantine-Breadcrumbs-breadcrumb')).toHaveText(expected);
  }
  await shot('settings: Login & Security');

  // Outside settings the crumbs are the path's segments; record ids are left out.
  await page.goto('/payments/transfers/instant-transfers');
  await expect(crumbs.locator('.mantine-Breadcrumbs-breadcrumb')).toHaveText([
    'Payments',
    'Transfers',
    'Instant Transfers',
  ]);
  await page.goto('/people/groups/details/3f6c1a52-8d4e-4b7a-9c21-5e0d7b9a4f10');
  await expect(crumbs.locator('.mantine-Breadcrumbs-breadcrumb')).toHaveText(['People', 'Groups', 'Details']);
  await shot('people group details: ids left out');

  // The first crumb goes back one step (here to the page the Settings link was followed from)...
  await page.goto('/audit-logs');
  await expect(current).toHaveText('Audit Logs');
  await sidebarOf(page).getByTestId('nav-settings').click();
  await expect(page).toHaveURL(/\/settings\/profile$/);
  await expect(current).toHaveText('Profile');
  await back.click();
  await expect(page).toHaveURL(/\/audit-logs$/);
  // ...or, on a page opened directly (no history inside the app), to the dashboard.
  await page.goto('/settings/team-management/roles');
  await expect(back).toHaveText('Settings');
  await back.click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(current).toHaveText('Dashboard');
});

test('the balance chip hides the amount behind dots, remembers it over a reload, and links to the wallet', async ({
  page,
  mailbox,
  shot,
}) => {
  await logInAsDemo(page, mailbox);
  // The balance as the API answers it to this session (the dashboard's own read comes with its first paint).
  const { data } = (await page.evaluate(async () => {
    const session = JSON.parse(localStorage.getItem('paydesk.session') ?? '{}');
    const response = await fetch('/api/b2b/employer/dashboard/wallet-balance', {
      headers: { authorization: `Bearer ${session.state?.data?.token}` },
    });
    return response.json();
  })) as { data: { balance: number; currency: string } };
  expect(data.currency).toBe('NGN');
  // Minor units ÷ 100, naira sign, two decimals, comma thousands (spec §9).
  const naira = `₦${(data.balance / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

  const chip = page.getByTestId('wallet-balance-chip');
  const amount = chip.getByTestId('wallet-balance-amount');
  await expect(amount).toHaveText(naira);
  await expect(chip.getByRole('link', { name: `Wallet balance: ${naira}` })).toBeVisible();
  await shot('balance shown');

  await chip.getByRole('button', { name: 'Hide balance' }).click();
  await expect(amount).toHaveText('••••••');
  await expect(chip.getByRole('button', { name: 'Show balance' })).toHaveAttribute('aria-pressed', 'true');
  await expect(chip).not.toContainText('₦');
  await shot('balance hidden behind dots');

  await page.reload();
  await expect(amount).toHaveText('••••••');
  expect(await uiPreferences(page)).toMatchObject({ isBalanceHidden: true });
  await shot('still hidden after a reload');

  await chip.getByRole('button', { name: 'Show balance' }).click();
  await expect(amount).toHaveText(naira);
  await expect(chip.getByRole('button', { name: 'Hide balance' })).toHaveAttribute('aria-pressed', 'false');

  // The chip links to /wallet, which redirects to all accounts (spec §2.4) before anything renders.
  const link = chip.getByRole('link', { name: /^Wallet balance/ });
  await expect(link).toHaveAttribute('href', '/wallet');
  const { trail } = trackNavigations(page);
  await link.click();
  await expect(page).toHaveURL(/\/account\/all-accounts$/);
  expect(trail).not.toContain('/404');
  await expect(headerCrumbs(page).locator('[aria-current="page"]')).toHaveText('All Accounts');
  await shot('the chip led to all accounts');
});

test("the page's content is busy while the next page's code loads, then not", async ({ page, mailbox }) => {
  await logInAsDemo(page, mailbox);
  const main = page.locator('main');
  await expect(main).not.toHaveAttribute('aria-busy', 'true');
  // A slow phone network: the audit log page's code, fetched when it is first opened, takes 1.5 s to arrive.
  let held = 0;
  await page.route('**/assets/*.js', async (route) => {
    held += 1;
    await new Promise((done) => setTimeout(done, 1_500));
    await route.continue();
  });
  await sidebarOf(page).getByRole('link', { name: 'Audit Logs', exact: true }).click();
  await expect(main).toHaveAttribute('aria-busy', 'true');
  await expect(page).toHaveURL(/\/audit-logs/, { timeout: 15_000 });
  await expect(main).not.toHaveAttribute('aria-busy', 'true');
  expect(held).toBeGreaterThan(0);
  await page.unroute('**/assets/*.js');
});
