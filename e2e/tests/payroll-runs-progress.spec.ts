// Issue 28: "Run again" showed "Waiting to start…" for 20–45 s after the computation had finished — the progress
// stream of the first computation had ended and nothing followed the new one. Arranged through the API with the
// signed-in page's session: a pay group on the demo's 'Standard staff' structure with one employee, its run
// computed once; then "Run again" on the run page must show the second computation finish.
import { logInAsDemo } from '../support/demo.ts';
import { expect, test } from '../support/fixtures.ts';
import { call, computedRun, groupEmployee, payGroupOf } from './session-api.ts';

test('run again: the live progress follows the new computation to its end', async ({
  page,
  mailbox,
  shot,
}) => {
  test.setTimeout(300_000);
  const tag = `prg${Date.now().toString(36)}`;
  await logInAsDemo(page, mailbox);
  const staff = await call<{ _id: string }>(
    page,
    'POST',
    '/b2b/employer/people/employees',
    groupEmployee(tag, 1),
  );
  const group = await payGroupOf(page, `Progress ${tag}`, [staff._id]);
  const runId = await computedRun(page, `Payroll ${tag}`, '2025-10', [group]);

  await page.goto(`/payroll/${runId}/run`);
  const progress = page.getByTestId('run-progress');
  await expect(progress).toHaveAttribute('data-state', 'completed');
  await expect(progress).toHaveAttribute('data-generation', '1');
  await page.getByRole('button', { name: 'Run again' }).click();
  // The second computation of one employee takes a second or two: its end shows well before the 20 s the stale
  // page needed.
  await expect(progress).toHaveAttribute('data-generation', '2', { timeout: 10_000 });
  await expect(progress).toHaveAttribute('data-state', 'completed', { timeout: 15_000 });
  await expect(page.getByTestId('run-progress-text')).toHaveText(
    'Payroll computed: 1 of 1 employees computed',
  );
  await expect(page.getByTestId('review-payroll')).toBeVisible();
  await shot('run again completed 1440');
  await page.setViewportSize({ width: 390, height: 844 });
  await shot('run again completed 390');
  await call(page, 'DELETE', `/payroll/runs/${runId}`);
});
