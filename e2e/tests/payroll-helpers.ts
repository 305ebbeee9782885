// Steps the payroll journeys share in the browser.
import { expect, type Page } from '@playwright/test';
import { withDatabase } from '../support/database.ts';
import type { Mailbox } from '../support/mailbox.ts';
import { addGroupEmployee, monthAhead, submittedRun } from './session-api.ts';
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

/**
 * A payroll of the journey's own on the demo business, left late: one employee of `state` in a pay group of its
 * own, the month after the demo's pay month, approved and paid in the browser with the PIN, its remittances unpaid.
 * The one thing the API cannot do is move time, so the day its salaries went out is set back 45 days in the
 * database: its PAYE and pension are late today, as for a payroll paid on time and never remitted. The demo pays
 * each remittance on its due date, so without one of these it is never late. Leaves the page on the run.
 */
export async function latePayroll(
  page: Page,
  mailbox: Mailbox,
  { tag, state = 'Lagos' }: { tag: string; state?: string },
): Promise<{ runId: string; runName: string; paidOn: string }> {
  const employee = await addGroupEmployee(page, tag, { stateOfResidence: state });
  const runName = `Late ${tag}`;
  const runId = await submittedRun(page, {
    group: runName,
    run: runName,
    month: monthAhead(1),
    employeeIds: [employee._id],
    comment: 'Month end',
  });
  await page.goto(`/payroll/${runId}/finalize`);
  await approveAndPaySalaries(page, mailbox);
  const paidOn = await withDatabase(async (db) => {
    const { rows } = await db.query<{ paid_on: string }>(
      `update payroll_runs set pay_started_at = now() - interval '45 days' where id = $1
        returning (pay_started_at at time zone 'Africa/Lagos')::date::text as paid_on`,
      [runId],
    );
    return rows[0]!.paid_on;
  });
  return { runId, runName, paidOn };
}
