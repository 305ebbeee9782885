// Issue 28, warnings under an approval workflow: a payroll run decided through its approval request shows the run's
// warnings on the request (an employee who joined in the period), and the approver acknowledges them there — Approve
// stays disabled until then — before approving with the PIN, which approves the run. The workflow is narrowed to
// this run's exact cost (a gross no other journey pays), so no other journey's payroll is gated. The owner arranges the run through the API with
// the page's session; an administrator decides in their own tab. Screenshots at 1440×900 and 390×844.
import { APPROVAL_PATHS, approvalRequestPage } from '../../packages/contracts/src/index.ts';
import { DEMO, logInAsDemo, logInWithApi } from '../support/demo.ts';
import { expect, test } from '../support/fixtures.ts';
import { addAdministrator, ensurePin, person, signInApi } from './approvals-helpers.ts';
import { call, computedRun, groupEmployee, payGroupOf } from './session-api.ts';
import { DEMO_PIN } from './wallets-helpers.ts';

const approver = person('Yemi', 'Okafor');

test('payroll approval request: the run’s warnings are acknowledged on the request before approving', async ({
  api,
  browser,
  baseURL,
  mailbox,
  page,
  shot,
}) => {
  test.setTimeout(360_000);
  const tag = `arw${Date.now().toString(36)}`;
  await logInAsDemo(page, mailbox);
  // A gross no other journey pays, so the workflow narrowed to this run's cost gates no other spec's run (the
  // warning acknowledgement journey pays the same joiner at the default gross in the same period).
  const joiner = await call<{ _id: string }>(page, 'POST', '/b2b/employer/people/employees', {
    ...groupEmployee(tag, 1),
    grossPay: 31_234_500,
    employmentDate: '2025-07-15',
  });
  const group = await payGroupOf(page, `Approval warnings ${tag}`, [joiner._id]);
  const runId = await computedRun(page, `Payroll ${tag}`, '2025-07', [group]);
  const run = await call<{ totals: { totalCostKobo: number } }>(page, 'GET', `/payroll/runs/${runId}`);
  const cost = run.totals.totalCostKobo;

  const owner = await signInApi(api, mailbox, DEMO);
  await addAdministrator(api, mailbox, owner, approver);
  await ensurePin(api, mailbox, await signInApi(api, mailbox, approver), approver.email);
  const workflow = await api.call('POST', APPROVAL_PATHS.workflows, {
    token: owner,
    body: {
      name: `Payroll of ${tag}`,
      action: 'payroll.approval',
      conditions: { minAmountKobo: cost, maxAmountKobo: cost },
      stages: [{ name: 'Administrators', approvers: { roleIds: ['employer-admin'] }, rule: 'any' }],
    },
  });
  expect(workflow.status, workflow.message).toBe(201);
  const submitted = await call<{ approvalRequestId: string | null; status: string }>(
    page,
    'POST',
    `/payroll/runs/${runId}/submit`,
    {},
  );
  expect(submitted.status).toBe('in-review');
  expect(submitted.approvalRequestId).toBeTruthy();

  // The administrator opens the request: the run's warning, unacknowledged, and Approve disabled.
  const context = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 } });
  const tab = await context.newPage();
  await logInWithApi(tab, mailbox, approver);
  await tab.goto(approvalRequestPage(submitted.approvalRequestId!));
  const drawer = tab.getByTestId('request-drawer');
  const warning = drawer.getByTestId('request-warning').filter({ hasText: `Group1 ${tag}` });
  await expect(warning).toHaveCount(1);
  await expect(warning).toContainText('Joined in this period');
  await expect(warning).toHaveAttribute('data-acknowledged', 'false');
  await expect(drawer.getByTestId('request-unacknowledged')).toContainText(
    '1 warning to acknowledge before approving',
  );
  await expect(drawer.getByTestId('request-approve')).toBeDisabled();
  await shot('request warning unacknowledged 1440', tab);
  await tab.setViewportSize({ width: 390, height: 844 });
  await expect(warning.getByTestId('request-acknowledge-warning')).toBeVisible();
  await shot('request warning unacknowledged 390', tab);
  await tab.setViewportSize({ width: 1440, height: 900 });

  // Acknowledged on the request: who and when; the run's own check shows it too.
  await warning.getByTestId('request-acknowledge-warning').click();
  await expect(tab.getByText('Warning acknowledged')).toBeVisible();
  await expect(warning).toHaveAttribute('data-acknowledged', 'true');
  await expect(warning.getByTestId('request-warning-acknowledgement')).toContainText(
    /^Acknowledged by Yemi Okafor, \d{1,2} \w{3} \d{4}/,
  );
  await expect(drawer.getByTestId('request-unacknowledged')).toHaveCount(0);
  await expect(drawer.getByTestId('request-approve')).toBeEnabled();
  await shot('request warning acknowledged 1440', tab);
  await tab.setViewportSize({ width: 390, height: 844 });
  await expect(warning.getByTestId('request-warning-acknowledgement')).toBeVisible();
  await shot('request warning acknowledged 390', tab);
  await tab.setViewportSize({ width: 1440, height: 900 });
  const check = await call<{ issues: { employeeName: string; acknowledgement: unknown }[] }>(
    page,
    'GET',
    `/payroll/runs/${runId}/variance`,
  );
  expect(check.issues.find((i) => i.employeeName.includes(tag))?.acknowledgement).toMatchObject({
    acknowledgedBy: 'Yemi Okafor',
  });

  // Approved with the PIN: the run is approved.
  await drawer.getByTestId('request-approve').click();
  await tab.getByLabel('Transaction PIN, digit 1 of 4', { exact: true }).click();
  await tab.keyboard.type(DEMO_PIN, { delay: 30 });
  await expect(tab.getByText('Request approved')).toBeVisible();
  await expect
    .poll(async () => (await call<{ status: string }>(page, 'GET', `/payroll/runs/${runId}`)).status, {
      timeout: 30_000,
    })
    .toBe('approved');
  await context.close();
});
