// Issue 28: the annual PAYE return from the browser. The demo's completed payroll of this year gives each state's
// return; its employees have no Tax ID until the journey gives them one through the API — all but one, who stays a
// blocker: the compliance calendar → the annual returns (year and state in the URL) → the blocker's link to the
// employee's edit page → with the Tax ID added, "Mark as filed" with its confirmation → filed. Screenshots at
// 1440×900 and 390×844.
import AxeBuilder from '@axe-core/playwright';
import { logInAsDemo } from '../support/demo.ts';
import { expect, test } from '../support/fixtures.ts';
import { call } from './session-api.ts';

interface Blocker {
  employeeId: string;
  name: string;
  states: (string | null)[];
}
interface Return {
  year: number;
  states: (string | null)[];
  returns: { state: string | null; employees: { employeeId: string }[]; filing: unknown }[];
  blockers: Blocker[];
}

test('annual returns: per state, a blocker without a Tax ID, marked filed', async ({
  page,
  mailbox,
  shot,
}) => {
  test.setTimeout(240_000);
  await logInAsDemo(page, mailbox);

  const year = new Date().getFullYear();
  const before = await call<Return>(page, 'GET', `/payroll/annual-returns?year=${year}`);
  // A state whose return is not filed yet (a journey run before on the same data filed Lagos's).
  const state =
    before.returns.find((r) => r.state === 'Lagos' && !r.filing) ??
    before.returns.find((r) => r.state && !r.filing);
  expect(state, "a state's return from the demo's paid payroll, not filed yet").toBeTruthy();
  const stateName = state!.state!;
  // Everyone of the year gets a Tax ID but one employee of the chosen state.
  const [kept, ...rest] = state!.employees.map((e) => e.employeeId);
  const others = before.returns
    .flatMap((r) => r.employees.map((e) => e.employeeId))
    .filter((id) => id !== kept);
  for (const [i, id] of [...new Set([...rest, ...others])].entries())
    await call(page, 'PATCH', `/b2b/employer/people/employees/${id}`, { taxId: `E2E-TIN-${i + 1}` });
  await call(page, 'PATCH', `/b2b/employer/people/employees/${kept}`, { taxId: null });

  // From the compliance calendar.
  await page.goto('/payroll/compliance');
  await page.getByRole('link', { name: 'Annual PAYE returns' }).click();
  await expect(page).toHaveURL(new RegExp(`/payroll/annual-returns\\?year=${year}`));
  await expect(page.getByRole('heading', { name: 'Annual PAYE returns' })).toBeVisible();
  await expect(page.getByText(`31 Jan ${year + 1}`).first()).toBeVisible();

  // One state: its table, totals and PAYE by month.
  await page.getByRole('combobox', { name: 'State' }).click();
  await page.getByRole('option', { name: stateName, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`state=${stateName}`));
  const section = page.getByTestId(`state-return-${stateName.replace(/\s+/g, '-')}`);
  await expect(section).toBeVisible();
  await expect(section.getByTestId('annual-return-row')).toHaveCount(state!.employees.length);
  await expect(section.getByRole('table', { name: 'PAYE by month' })).toBeVisible();
  const blockers = page.getByTestId('annual-return-blockers');
  await expect(blockers).toContainText('1 employee has no Tax ID');
  await expect(section.getByRole('button', { name: 'Mark as filed' })).toBeDisabled();
  await shot('annual return with a blocker 1440');
  const axe = await new AxeBuilder({ page }).analyze();
  const serious = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

  // The state's files download with the year and state in their names.
  for (const [button, ext] of [
    ['CSV', 'csv'],
    ['PDF summary', 'pdf'],
  ] as const) {
    const [file] = await Promise.all([
      page.waitForEvent('download'),
      section.getByRole('button', { name: button }).click(),
    ]);
    expect(file.suggestedFilename()).toMatch(
      new RegExp(`^annual-paye-return-${stateName.toLowerCase()}-year-${year}-.*\\.${ext}$`),
    );
  }

  // The blocker links to the employee's edit page.
  await blockers.getByRole('link', { name: 'Add Tax ID' }).click();
  await expect(page).toHaveURL(new RegExp(`/people/employees/edit/${kept}`));
  await call(page, 'PATCH', `/b2b/employer/people/employees/${kept}`, { taxId: 'E2E-TIN-LAST' });

  await page.goto(`/payroll/annual-returns?year=${year}&state=${encodeURIComponent(stateName)}`);
  await expect(page.getByTestId('annual-return-blockers')).toHaveCount(0);
  await section.getByRole('button', { name: 'Mark as filed' }).click();
  const dialog = page.getByRole('dialog', { name: 'Mark this return as filed?' });
  await expect(dialog).toContainText(`${year} annual PAYE return`);
  await shot('confirm filing');
  await dialog.getByRole('button', { name: 'Yes, mark as filed' }).click();
  await expect(page.getByText('Annual return marked as filed').first()).toBeVisible();
  await expect(section).toContainText(/Filed .+ by Adunni Okafor/);
  await expect(section.getByRole('button', { name: 'Mark as filed' })).toHaveCount(0);
  await shot('annual return filed 1440');

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/payroll/annual-returns?year=${year}`);
  await expect(section).toBeVisible();
  await shot('annual returns 390');
});
