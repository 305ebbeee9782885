// Steps the payroll journeys share in the browser.
import { expect, type Page } from '@playwright/test';
import type { Mailbox } from '../support/mailbox.ts';
import { confirmWithPin } from './wallets-helpers.ts';

/**
 * On a submitted run's finalize page: approve it with the PIN, then pay its salaries with the PIN and wait for the
 * sandbox bank to settle them (the run completes).
 */
export async function approveAndPaySalaries(page: Page, mailbox: Mailbox) {
  await page.getByTestId('approve-payroll').click();
  await confirmWithPin(page, mailbox);
  await expect(page.getByTestId('payroll-status').first()).toHaveAttribute('data-status', 'approved');
  await page.getByTestId('go-pay-salaries').click();
  await page.getByTestId('pay-salaries').click();
  await confirmWithPin(page, mailbox);
  await expect(page.getByTestId('payroll-status').first()).toHaveAttribute('data-status', 'completed', {
    timeout: 90_000,
  });
}
