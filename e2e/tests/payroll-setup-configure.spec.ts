// Issue 14: set up payroll from /payroll-configuration — a pay schedule (its next pay dates shown), a pay structure
// with a fixed and a percentage-of-basic custom deduction whose live preview shows the engine's own figures, a
// benefit and an allowance (each opening the assignment modal), a pay group, employees (arranged through the API)
// assigned to it and one removed again. Screenshots at 1440×900 and 390×844.
import { formatKobo } from '@paydesk/money';
import { type CustomDeduction, computePayslip } from '@paydesk/payroll';
import { appDate, dateField, pickDate } from '../support/date-field.ts';
import { logInAsDemo } from '../support/demo.ts';
import { expect, test } from '../support/fixtures.ts';
import { createEmployees } from './people-helpers.ts';

/** This Lagos month, the preview's default period. */
function lagosMonth() {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Lagos' }).format(new Date());
  const [y, m] = today.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const mm = String(m).padStart(2, '0');
  return { start: `${y}-${mm}-01`, end: `${y}-${mm}-${last}` };
}

test('configure payroll: schedule, structure with preview, benefit, allowance, pay group, employees', async ({
  page,
  mailbox,
  shot,
}) => {
  const tag = `pay${Date.now().toString(36)}`;
  await logInAsDemo(page, mailbox);
  const employees = await createEmployees(page, tag, 2);

  // A pay schedule: the bare path lands on it.
  await page.goto('/payroll-configuration');
  await expect(page).toHaveURL(/\/payroll-configuration\/pay-schedule$/);
  await page.getByRole('link', { name: 'Create pay schedule' }).click();
  await page.getByLabel('Schedule name').fill(`Month end ${tag}`);
  // The first period defaults to the first of this Lagos month, shown in the app's date format.
  await expect(dateField(page, 'First period starts')).toHaveText(appDate(lagosMonth().start));
  await pickDate(page, 'First period starts', lagosMonth().start);
  await shot('new pay schedule');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Pay schedule saved')).toBeVisible();
  const scheduleRow = page.getByTestId(`pay-schedules-row-Month end ${tag}`);
  await expect(scheduleRow.getByTestId('next-pay-dates')).not.toBeEmpty();
  await shot('pay schedules with next pay dates');

  // A pay structure with a custom deduction; the preview is the engine's payslip for ₦500,000.
  await page.getByRole('tab', { name: 'Pay Structure' }).click();
  await page.getByRole('link', { name: 'Create pay structure' }).first().click();
  await page.getByLabel('Pay structure name').fill(`Standard ${tag}`);
  // 'Applies from' is optional: picked, shown in the app's format, then cleared (from today, as its hint says).
  await pickDate(page, 'Applies from', lagosMonth().start);
  await expect(dateField(page, 'Applies from')).toHaveText(appDate(lagosMonth().start));
  await page.getByRole('button', { name: 'Clear Applies from' }).click();
  await expect(dateField(page, 'Applies from')).toHaveText('Pick a date');
  await page.getByRole('button', { name: 'Add deduction' }).click();
  await page.getByLabel('Deduction name').fill('Cooperative');
  await page.getByLabel('Amount (₦ a month)').fill('10000');
  const slipWith = (customDeductions: CustomDeduction[]) =>
    computePayslip({
      period: lagosMonth(),
      employee: { id: 'sample', nhf: true },
      pay: [
        {
          effectiveFrom: lagosMonth().start,
          monthlyGrossKobo: 50_000_000,
          structure: {
            id: 's',
            name: 's',
            basic: { kind: 'percent', basisPoints: 5_000 },
            housing: { kind: 'percent', basisPoints: 3_000 },
            transport: { kind: 'percent', basisPoints: 2_000 },
            otherAllowances: [],
            pension: { base: 'BASIC_HOUSING_AND_TRANSPORT', employeeRateBp: 800, employerRateBp: 1_000 },
            nhis: null,
            customDeductions,
          },
        },
      ],
    });
  const cooperative: CustomDeduction = {
    id: 'c',
    name: 'Cooperative',
    rule: { kind: 'fixed', kobo: 1_000_000 },
  };
  const slip = slipWith([cooperative]);
  const preview = page.getByTestId('structure-preview');
  await expect(preview.getByTestId('preview-gross')).toHaveText(formatKobo(slip.grossPayKobo));
  await expect(preview.getByTestId('preview-net')).toHaveText(formatKobo(slip.netPayKobo));
  const paye = slip.deductions.find((d) => d.code === 'paye')!;
  await expect(preview.getByTestId('preview-deduction-paye')).toHaveText(`−${formatKobo(paye.amountKobo)}`);
  await expect(preview.getByTestId('preview-deduction-custom')).toHaveText('−₦10,000.00');

  // A second custom deduction as a percentage of a deduction base: the contract's message for a rate above 100%,
  // then 2.5% of Basic, and the preview is the engine's payslip with both.
  await page.getByRole('button', { name: 'Add deduction' }).click();
  const dues = page.getByTestId('custom-deduction').nth(1);
  await dues.getByLabel('Deduction name').fill('Union dues');
  await dues.getByText('Percentage', { exact: true }).click();
  await dues.getByLabel('Rate (%)').fill('120');
  await expect(dues.getByText('Rate must be at most 100%')).toBeVisible();
  await dues.getByLabel('Rate (%)').fill('2.5');
  await expect(dues.getByText('Rate must be at most 100%')).toBeHidden();
  await dues.getByRole('combobox', { name: 'Taken from' }).click();
  await page.getByRole('option', { name: 'Basic', exact: true }).click();
  const withDues = slipWith([
    cooperative,
    { id: 'u', name: 'Union dues', rule: { kind: 'percent', basisPoints: 250, base: 'BASIC' } },
  ]);
  const customLines = withDues.deductions.filter((d) => d.code.startsWith('custom:'));
  expect(customLines.map((d) => d.amountKobo)).toEqual([1_000_000, 625_000]);
  await expect(preview.getByTestId('preview-deduction-custom')).toHaveText(
    customLines.map((d) => `−${formatKobo(d.amountKobo)}`),
  );
  await expect(preview.getByTestId('preview-net')).toHaveText(formatKobo(withDues.netPayKobo));
  // A refusal only the server makes (two deductions with one name) shows under the row it concerns, not as a toast.
  await dues.getByLabel('Deduction name').fill('cooperative');
  await page.getByRole('button', { name: 'Create pay structure' }).click();
  await expect(dues.getByText('Another deduction of this pay structure has this name')).toBeVisible();
  await expect(
    page
      .getByTestId('custom-deduction')
      .first()
      .getByText('Another deduction of this pay structure has this name'),
  ).toBeHidden();
  await shot('a server refusal under its deduction row');
  await dues.getByLabel('Deduction name').fill('Union dues');
  await expect(dues.getByText('Another deduction of this pay structure has this name')).toBeHidden();
  await shot('pay structure with its preview');
  await page.getByRole('button', { name: 'Create pay structure' }).click();
  await expect(page.getByText('Pay structure created')).toBeVisible();
  // The assignment modal opens; no pay group yet, so not now.
  const assign = page.getByRole('dialog', { name: /Assign to pay groups/ });
  await expect(assign).toBeVisible();
  await assign.getByRole('button', { name: 'Not now' }).click();
  await expect(page).toHaveURL(/\/payroll-configuration\/pay-structure$/);
  await expect(page.getByTestId(`pay-structures-row-Standard ${tag}`)).toContainText('Cooperative');

  // A pay group on that schedule and structure.
  await page.getByRole('tab', { name: 'Pay Groups' }).click();
  await page.getByRole('link', { name: 'Create pay group' }).first().click();
  await page.getByLabel('Pay group name').fill(`Head office ${tag}`);
  await page.getByRole('combobox', { name: 'Pay schedule' }).click();
  await page.getByRole('option', { name: `Month end ${tag}` }).click();
  await page.getByRole('combobox', { name: 'Pay structure' }).click();
  await page.getByRole('option', { name: `Standard ${tag}` }).click();
  await page.getByRole('button', { name: 'Create pay group' }).click();
  await expect(page.getByText('Pay group created')).toBeVisible();
  await expect(page.getByRole('heading', { name: `Head office ${tag}` })).toBeVisible();

  // Employees assigned from the pay group's page.
  await page.getByRole('button', { name: 'Assign employees' }).click();
  const picker = page.getByRole('dialog', { name: /Assign employees/ });
  for (const employee of employees) {
    await picker.getByRole('combobox', { name: 'Employees' }).fill(employee.lastName);
    await page.getByRole('option', { name: new RegExp(employee.lastName) }).click();
  }
  await picker.getByRole('heading', { name: /Assign employees/ }).click();
  await shot('assign employees');
  await picker.getByRole('button', { name: 'Assign' }).click();
  await expect(page.getByText('2 employees assigned')).toBeVisible();
  for (const employee of employees)
    await expect(page.getByTestId(`pay-group-employee-${employee.firstName}`).first()).toBeVisible();
  await shot('the pay group with its employees');

  // A benefit: 'Benefit created', then the assignment modal gives it to the pay group.
  await page.goto('/payroll-configuration/benefits');
  await page.getByRole('button', { name: 'Create benefit' }).first().click();
  const benefitDialog = page.getByRole('dialog', { name: 'Create benefit' });
  await benefitDialog.getByLabel('Benefit name').fill(`Company car ${tag}`);
  await benefitDialog.getByLabel('Value a month (₦)').fill('50000');
  await benefitDialog.getByRole('button', { name: 'Create benefit' }).click();
  await expect(page.getByText('Benefit created')).toBeVisible();
  const benefitAssign = page.getByRole('dialog', { name: /Assign to pay groups/ });
  await benefitAssign.getByRole('combobox', { name: 'Pay groups' }).click();
  await page.getByRole('option', { name: `Head office ${tag}` }).click();
  await benefitAssign.getByRole('heading', { name: /Assign to pay groups/ }).click();
  await benefitAssign.getByRole('button', { name: 'Assign' }).click();
  await expect(page.getByText('Assigned to 1 pay group').last()).toBeVisible();

  // An allowance the same way.
  await page.getByRole('tab', { name: 'Allowances' }).click();
  await page.getByRole('button', { name: 'Create allowance' }).first().click();
  const allowanceDialog = page.getByRole('dialog', { name: 'Create allowance' });
  await allowanceDialog.getByLabel('Name').fill(`Meal ${tag}`);
  await allowanceDialog.getByLabel('Amount (₦)').fill('20000');
  // Paid once: the pay date is picked in the calendar and shown in the app's format.
  await allowanceDialog.getByRole('combobox', { name: 'Paid' }).click();
  await page.getByRole('option', { name: 'Once', exact: true }).click();
  await pickDate(allowanceDialog, 'Pay date (one-off)', lagosMonth().end);
  await expect(dateField(allowanceDialog, 'Pay date (one-off)')).toHaveText(appDate(lagosMonth().end));
  await shot('new allowance');
  await allowanceDialog.getByRole('button', { name: 'Create allowance' }).click();
  await expect(page.getByText('Allowance created')).toBeVisible();
  const allowanceAssign = page.getByRole('dialog', { name: /Assign to pay groups/ });
  await allowanceAssign.getByRole('combobox', { name: 'Pay groups' }).click();
  await page.getByRole('option', { name: `Head office ${tag}` }).click();
  await allowanceAssign.getByRole('heading', { name: /Assign to pay groups/ }).click();
  await allowanceAssign.getByRole('button', { name: 'Assign' }).click();
  await expect(page.getByText('Assigned to 1 pay group').last()).toBeVisible();

  await page.getByRole('tab', { name: 'Pay Groups' }).click();
  const groupRow = page.getByTestId(`pay-groups-row-Head office ${tag}`);
  await expect(groupRow).toContainText(`Company car ${tag}`);
  await expect(groupRow).toContainText(`Meal ${tag}`);
  await expect(groupRow).toContainText('2');
  await shot('pay groups');

  // One employee removed from the pay group after a confirmation; the other stays.
  await groupRow.getByRole('link', { name: `Head office ${tag}` }).click();
  // Both are called Tunde: a row is told apart by the last name.
  const [leaving, staying] = employees as [(typeof employees)[number], (typeof employees)[number]];
  const memberRow = (lastName: string) =>
    page
      .getByTestId('pay-group-employees')
      .locator('[data-testid^="pay-group-employee-"]')
      .filter({ hasText: lastName });
  await memberRow(leaving.lastName).first().getByRole('checkbox', { name: 'Select row' }).check();
  await page.getByRole('button', { name: 'Remove from pay group' }).click();
  const removeDialog = page.getByRole('dialog', { name: 'Remove employees' });
  await expect(removeDialog).toContainText(`Remove this employee from Head office ${tag}?`);
  await removeDialog.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('1 employee removed from the pay group')).toBeVisible();
  await expect(memberRow(leaving.lastName)).toHaveCount(0);
  await expect(memberRow(staying.lastName).first()).toBeVisible();
  await shot('pay group after removing an employee');
  await page.goto('/payroll-configuration/pay-groups');

  // A remittance party: the account name comes from the bank before saving; deleting says the §8 words.
  await page.getByRole('tab', { name: 'Remittance Parties' }).click();
  await page.getByRole('button', { name: 'Add remittance party' }).first().click();
  const partyDialog = page.getByRole('dialog', { name: 'Add remittance party' });
  await partyDialog.getByRole('textbox', { name: /^Name/ }).fill(`NSITF ${tag}`);
  await partyDialog.getByRole('combobox', { name: 'Bank' }).click();
  await partyDialog.getByRole('combobox', { name: 'Bank' }).fill('ZENITH BANK PLC');
  await page.getByRole('option', { name: 'ZENITH BANK PLC', exact: true }).click();
  await partyDialog.getByLabel('Account number').fill('0123456789');
  await expect(partyDialog.getByTestId('party-account-name')).not.toBeEmpty();
  await shot('remittance party with its account name');
  await partyDialog.getByRole('button', { name: 'Add remittance party' }).click();
  await expect(page.getByText('Remittance Party created')).toBeVisible();
  const partyRow = page.getByTestId(`remittance-parties-row-NSITF ${tag}`);
  await partyRow.getByRole('button', { name: `Actions for NSITF ${tag}` }).click();
  // The page redraws once the emptied form's name settles (its 400 ms debounce): an open row menu stays open.
  await expect(page.getByRole('menuitem', { name: 'Delete' })).toBeVisible();
  await page.waitForTimeout(600);
  await page.getByRole('menuitem', { name: 'Delete' }).click({ timeout: 2_000 });
  await page.getByRole('dialog', { name: 'Delete' }).getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('Remittance Party deleted')).toBeVisible();
  await expect(partyRow).toBeHidden();

  // The structure's page lists the pay group using it.
  await page.getByRole('tab', { name: 'Pay Structure' }).click();
  await page.getByRole('link', { name: `Standard ${tag}` }).click();
  await expect(page.getByRole('heading', { name: `Standard ${tag}` })).toBeVisible();
  await expect(page.getByTestId('item-pay-groups')).toContainText(`Head office ${tag}`);
  await shot('pay structure view');

  // Issue 14: the structure, the benefit and the allowance come off the pay group again, each after a yes.
  await page.goto('/payroll-configuration/pay-groups');
  await page
    .getByTestId(`pay-groups-row-Head office ${tag}`)
    .getByRole('link', { name: `Head office ${tag}` })
    .click();
  await expect(page.getByRole('heading', { name: `Head office ${tag}` })).toBeVisible();
  for (const [kind, name] of [
    ['benefit', `Company car ${tag}`],
    ['allowance', `Meal ${tag}`],
    ['pay structure', `Standard ${tag}`],
  ] as const) {
    await page.getByRole('button', { name: `Remove ${name} from this pay group` }).click();
    const ask = page.getByRole('dialog', { name: 'Remove from pay group' });
    await expect(ask).toContainText(`Remove the ${kind} ${name} from Head office ${tag}?`);
    if (kind === 'benefit') await shot('remove a benefit from the pay group');
    // 'Cancel' keeps it; 'Remove' takes it off.
    await ask.getByRole('button', { name: 'Cancel' }).click();
    await expect(ask).toBeHidden();
    await expect(page.getByRole('button', { name: `Remove ${name} from this pay group` })).toBeVisible();
    await page.getByRole('button', { name: `Remove ${name} from this pay group` }).click();
    await ask.getByRole('button', { name: 'Remove' }).click();
    await expect(page.getByText(`${name} removed from Head office ${tag}`)).toBeVisible();
    await expect(page.getByRole('button', { name: `Remove ${name} from this pay group` })).toBeHidden();
  }
  await page.goto('/payroll-configuration/pay-groups');
  const bareRow = page.getByTestId(`pay-groups-row-Head office ${tag}`);
  await expect(bareRow).toBeVisible();
  await expect(bareRow).not.toContainText(`Company car ${tag}`);
  await expect(bareRow).not.toContainText(`Meal ${tag}`);
  await expect(bareRow).not.toContainText(`Standard ${tag}`);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/payroll-configuration/pay-structure/create');
  await expect(page.getByTestId('preview-net')).toHaveText(formatKobo(slip.netPayKobo + 1_000_000));
  await shot('pay structure preview on a phone');
  await page.goto('/payroll-configuration/pay-groups');
  await expect(page.getByTestId(`pay-groups-row-Head office ${tag}`)).toBeVisible();
  await shot('pay groups on a phone');
});
