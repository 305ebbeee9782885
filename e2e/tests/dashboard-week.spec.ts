// Issue 29, a living demo: the dashboard shows what an employer checks weekly — the next payroll and its cost,
// remittances due with their dates, pending approvals, on-demand exposure and failed payouts awaiting return — each
// linking to its page, and its recent transactions leave fee rows out (a fee is shown inside its transaction).
import { logInAsDemo } from '../support/demo.ts';
import { expect, test } from '../support/fixtures.ts';

const ITEMS = [
  { id: 'payroll', url: /\/payroll(\/[^/]+\/(finalize|pay-salary))?$/ },
  { id: 'remittances', url: /\/payroll\/compliance$/ },
  { id: 'approvals', url: /\/approvals\/dashboard$/ },
  { id: 'on-demand', url: /\/reconciliation$/ },
  { id: 'failed-payouts', url: /\/payments\/transaction-history\?type=transfer_out&status=reversed$/ },
] as const;

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`the week panel at ${viewport.width}px links each item to its page`, async ({
    page,
    mailbox,
    shot,
  }) => {
    await page.setViewportSize(viewport);
    await logInAsDemo(page, mailbox);
    const panel = page.getByTestId('week-panel');
    // Its read starts once the dashboard's has answered (slow on a loaded machine).
    await expect(panel).toBeVisible({ timeout: 30_000 });
    // The demo business: its draft payroll with its cost, approvals waiting, on-demand pay advanced.
    await expect(page.getByTestId('week-payroll-cost')).toHaveText(/^₦[\d,]+\.\d\d$/);
    await expect(page.getByTestId('week-approvals-count')).toHaveText(/^[1-9]\d*$/);
    // Remittances not paid yet, each with its due date.
    await expect(page.getByTestId('week-remittance-due').first()).toHaveText(
      /^Due \d{1,2} [A-Z][a-z]{2} \d{4} · /,
    );
    await expect(page.getByTestId('week-on-demand-advanced')).toHaveText(/^₦[\d,]+\.\d\d$/);
    // An item with nothing in it says so in words (the demo has no refused payout waiting for its money).
    const failed = page.getByTestId('week-failed-payouts');
    await expect(
      failed.getByTestId('week-failed-payouts-empty').or(failed.getByTestId('week-failed-count')),
    ).toBeVisible();
    // Nothing in the panel is cut at either size.
    const overflow = await panel.evaluate((el) => el.scrollWidth - el.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await shot(`week panel ${viewport.width}`);

    for (const item of ITEMS) {
      await page.getByTestId(`week-${item.id}-link`).click();
      await expect(page).toHaveURL(item.url);
      await page.goBack();
      await expect(page.getByTestId('week-panel')).toBeVisible({ timeout: 30_000 });
    }
  });
}

test('recent transactions on the dashboard show no fee rows', async ({ page, mailbox }) => {
  await logInAsDemo(page, mailbox);
  const recent = page
    .getByRole('heading', { name: 'Recent transactions' })
    .locator('xpath=ancestor::div[contains(@class, "mantine-Paper-root")][1]');
  const amounts = recent.getByTestId('transaction-amount');
  await expect(amounts.first()).toBeVisible();
  // The five newest lines of the demo's history, none of them a fee line ("Fee · <reference>").
  await expect(amounts).toHaveCount(5);
  await expect(recent.getByText(/^Fee · /)).toHaveCount(0);
});
