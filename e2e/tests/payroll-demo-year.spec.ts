// Issue 29, a living demo: the seeded demo business has a year of payrolls — twelve months completed (paid on the
// 28th or the working day before), this month's draft — and its payroll page lists them. Screenshots of the payroll
// page at 1440×900 and 390×844.
import { logInAsDemo } from '../support/demo.ts';
import { expect, test } from '../support/fixtures.ts';
import { call } from './session-api.ts';

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`the demo's payroll year at ${viewport.width}px`, async ({ page, mailbox, shot }) => {
    await page.setViewportSize(viewport);
    await logInAsDemo(page, mailbox);
    type Run = { _id: string; status: string; payDate?: string; periodEnd?: string };
    const runs = await call<{ docs: Run[] }>(page, 'GET', '/payroll/runs?status=completed&page=1&limit=50');
    // Other specs complete payrolls of their own on the demo business (paid today or later): the demo's are before.
    const today = new Date().toISOString().slice(0, 10);
    const demoYear = runs.docs.filter((r) => r.payDate !== undefined && r.payDate.slice(0, 10) < today);
    const months = new Set(demoYear.map((r) => r.periodEnd?.slice(0, 7)));
    expect(months.size).toBeGreaterThanOrEqual(12);
    // Each month the demo paid on the 28th or the working day before (another spec's run of a month may have its
    // own pay date: the earliest of the month is the demo's).
    for (const month of months) {
      const days = demoYear
        .filter((r) => r.periodEnd?.slice(0, 7) === month)
        .map((r) => Number(r.payDate!.slice(8, 10)));
      expect(Math.min(...days), `pay day of ${month}`).toBeLessThanOrEqual(28);
    }

    await page.goto('/payroll');
    const rows = page.getByTestId('payroll-row');
    await expect(rows.first()).toBeVisible();
    // The earlier months: salaries paid and every remittance paid (closed); the list's first page holds several.
    const closed = rows.filter({ hasText: 'Salaries paid' }).filter({ hasText: 'Closed' });
    await expect(closed.first()).toBeVisible();
    expect(await closed.count()).toBeGreaterThanOrEqual(5);
    await expect(rows.filter({ hasText: 'Payroll' }).filter({ hasText: 'Draft' }).first()).toBeVisible();
    await shot(`payroll ${viewport.width}`);
  });
}
