// axe-core over the app's main dialogs and drawers (issue 30, "Usable by keyboard and screen reader"), which the
// page sweeps (the owner's click walk in nav-click-walk, a11y-axe's logged-out pages) never open: as the demo owner,
// at 1440 and 390 px, each dialog is opened in turn and axe runs inside it alone, with the walk's rules and bar (no
// serious or critical violation); its text is scanned for date shapes other than the one rule (issue 29).
//
// Modest by construction: one login per size, the dialogs opened one after another in that session, each scanned as
// soon as it shows what it is for and has stopped changing. The one approval request to read is arranged once,
// through the API (as approvals-request-view does), for both sizes.
import type { Locator, Page } from '@playwright/test';
import { Api } from '../support/api.ts';
import { violations } from '../support/axe.ts';
import { otherDateShapes } from '../support/date-shapes.ts';
import { logInAsDemo } from '../support/demo.ts';
import { expect, test } from '../support/fixtures.ts';
import { chooseLogout } from '../support/flows.ts';
import { Mailbox } from '../support/mailbox.ts';
import { arrangeTransferAwaitingOwner, person } from './approvals-helpers.ts';

const VIEWPORTS = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

/** The approval request's amount, in a range no other journey sends (kobo). */
const REQUEST_AMOUNT = 171_923_00;
const REQUEST_NAIRA = '₦171,923.00';

/** Skeletons and spinners. */
const LOADING = '.mantine-Skeleton-root[data-visible="true"], .mantine-Loader-root';

/** The open dialog holding `inner` (a test id inside it, or on it). */
const dialogWith = (page: Page, inner: Locator) =>
  page.getByRole('dialog').filter({ has: inner }).or(page.getByRole('dialog').and(inner)).last();

/** Waits until `scope` shows no loader and its DOM has not changed over two animation frames. */
async function steady(scope: Locator) {
  await expect
    .poll(
      () =>
        scope.evaluate(async (root, loading) => {
          const frame = () =>
            new Promise<void>((resolve) => {
              requestAnimationFrame(() => resolve());
              setTimeout(resolve, 100);
            });
          let changed = false;
          const observer = new MutationObserver(() => {
            changed = true;
          });
          observer.observe(root, { subtree: true, childList: true, attributes: true, characterData: true });
          await frame();
          await frame();
          observer.disconnect();
          const loaderShown = [...root.querySelectorAll(loading)].some(
            (el) => el.getClientRects().length > 0,
          );
          return !changed && !loaderShown;
        }, LOADING),
      { timeout: 8_000 },
    )
    .toBe(true);
}

test.use({ reducedMotion: 'reduce' });

test.beforeAll(async ({ baseURL }) => {
  // One transfer waiting for the owner's approval: a workflow for its exact amount, sent by an administrator.
  await arrangeTransferAwaitingOwner(await Api.connect(baseURL!), new Mailbox(baseURL!), {
    amount: REQUEST_AMOUNT,
    naira: REQUEST_NAIRA,
    initiator: person('Kemi', 'Adeyemi'),
  });
});

for (const viewport of VIEWPORTS) {
  test(`the main dialogs and drawers have no serious or critical violation (${viewport.name})`, async ({
    page,
    mailbox,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    const found: string[] = [];
    const scanned: string[] = [];
    const dates: string[] = [];
    const scan = async (name: string, dialog: Locator) => {
      await expect(dialog).toBeVisible();
      await steady(dialog);
      const lines = await violations(page, `${name} (${viewport.width} px)`, { within: dialog });
      // Said at once too, so a later step failing does not hide what an earlier dialog showed.
      for (const line of lines) console.log(`[a11y] ${line}`);
      found.push(...lines);
      // The one date rule holds inside dialogs too (issue 29): no page sweep opens them.
      for (const shape of otherDateShapes(await dialog.innerText())) dates.push(`${name} — ${shape}`);
      scanned.push(name);
    };
    const closeWithEscape = async (dialog: Locator) => {
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    };

    await logInAsDemo(page, mailbox);

    // The header: notifications, the command palette, the logout question.
    await page.getByTestId('notification-bell').click();
    const notifications = dialogWith(page, page.getByTestId('notification-panel'));
    await scan('notifications panel', notifications);
    await closeWithEscape(notifications);

    await page.keyboard.press('Control+K');
    const palette = dialogWith(page, page.getByPlaceholder(/Search pages/));
    await scan('command palette', palette);
    await closeWithEscape(palette);

    // `?` lists the shortcuts.
    await page.locator('body').press('?');
    const shortcuts = dialogWith(page, page.getByRole('table'));
    await scan('keyboard shortcuts', shortcuts);
    await closeWithEscape(shortcuts);

    if (viewport.name === 'phone') {
      await page.getByRole('button', { name: 'Open menu' }).click();
      const menu = dialogWith(page, page.getByTestId('mobile-menu'));
      await scan('navigation menu', menu);
      await closeWithEscape(menu);
    }

    await chooseLogout(page);
    const logout = dialogWith(page, page.getByText('Are you sure you want to logout of your account?'));
    await scan('logout confirmation', logout);
    await logout.getByRole('button', { name: 'No' }).click();
    await expect(logout).toBeHidden();

    // Wallets: Add wallet, Move money, and the transaction PIN it asks for.
    await page.goto('/account/all-accounts');
    await page.getByRole('button', { name: 'Add wallet' }).click();
    const addWallet = dialogWith(page, page.getByLabel('Wallet name'));
    await scan('add wallet', addWallet);
    await closeWithEscape(addWallet);

    await page.getByTestId('wallet-card').filter({ hasText: 'Main wallet' }).click();
    await expect(page.getByTestId('wallet-detail-balance')).toBeVisible();
    await page.getByRole('button', { name: 'Move money' }).click();
    const move = page.getByRole('dialog', { name: 'Move money' });
    await expect(move.getByLabel('To')).toBeVisible();
    await scan('move money', move);
    const to = move.getByLabel('To');
    const target = await to
      .locator('option:not([value=""])', { hasNotText: 'Main wallet' })
      .first()
      .getAttribute('value');
    await to.selectOption(target ?? '');
    await move.getByLabel('Amount (₦)').fill('10');
    await move.getByRole('button', { name: 'Continue' }).click();
    const pin = dialogWith(page, page.getByLabel('Transaction PIN, digit 1 of 4', { exact: true }));
    await scan('transaction PIN', pin);
    await closeWithEscape(pin);

    // A confirmation: disabling the employees of the first page (answered No).
    await page.goto('/people/employees');
    await page.getByRole('checkbox', { name: 'Select all rows on this page' }).check();
    await page.getByTestId('bulk-actions').getByRole('button', { name: 'Disable' }).click();
    const disable = page.getByRole('dialog', { name: 'Disable employees' });
    await scan('bulk disable confirmation', disable);
    await disable.getByRole('button', { name: 'No' }).click();
    await expect(disable).toBeHidden();

    // Drawers: an approval request, a transaction's details, and a list's filters on a phone.
    await page.goto('/approvals/dashboard');
    await page.getByRole('row').filter({ hasText: REQUEST_NAIRA }).first().click();
    const request = dialogWith(page, page.getByTestId('request-drawer'));
    await expect(request.getByTestId('request-amount')).toHaveText(REQUEST_NAIRA);
    await scan('approval request drawer', request);
    await request.getByTestId('request-reject').click();
    const reject = page.getByRole('dialog', { name: 'Reject request' });
    await scan('reject request', reject);
    // Its Close button here; Escape closing this dialog alone is a11y-escape-stack's.
    await reject.getByRole('button', { name: 'Close' }).click();
    await expect(reject).toBeHidden();
    await expect(request).toBeVisible();
    await closeWithEscape(request);

    await page.goto('/payments/transaction-history');
    // A row opens its details (on a phone the View column is hidden; the row is the way in).
    // A loaded row, not a skeleton row of the first answer.
    await page.getByTestId('transactions-table').getByTestId('transaction-row').first().click();
    await expect(page).toHaveURL(/[?&]open=[^&]+/);
    const receipt = dialogWith(page, page.getByTestId('receipt'));
    await scan('transaction detail drawer', receipt);
    await closeWithEscape(receipt);

    if (viewport.name === 'phone') {
      await page.goto('/audit-logs');
      await page.getByRole('button', { name: 'Filters', exact: true }).click();
      const filters = page.getByRole('dialog', { name: 'Filters' });
      await scan('filters drawer', filters);
      await closeWithEscape(filters);
    }

    // Settings: inviting a member.
    await page.goto('/settings/team-management');
    await page.getByRole('button', { name: 'Invite member' }).click();
    const invite = dialogWith(page, page.getByLabel('Email address'));
    await scan('invite member', invite);
    await closeWithEscape(invite);

    test.info().annotations.push({ type: 'scanned', description: scanned.join(', ') });
    expect.soft(dates, 'other date shapes in dialogs').toEqual([]);
    expect(found, found.join('\n')).toEqual([]);
  });
}
