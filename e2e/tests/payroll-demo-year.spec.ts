// Issue 29, a living demo: the seeded demo business has a year of payrolls — the twelve months before its pay month
// (this month to the 28th, the next after it) completed, paid on the 28th or the working day before; its pay month's
// draft — and its payroll page lists them. Screenshots of the payroll page at 1440×900 and 390×844.
import { logInAsDemo } from '../support/demo.ts';
import { expect, test } from '../support/fixtures.ts';
import { call, monthAhead } from './session-api.ts';

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`the demo's payroll year at ${viewport.width}px`, async ({ page, mailbox, shot }) => {
    await page.setViewportSize(viewport);
    await logInAsDemo(page, mailbox);
    type Run = { _id: string; status: string; payDate?: string; periodEnd?: string };
    const runs = await call<{ docs: Run[] }>(page, 'GET', '/payroll/runs?status=completed&page=1&limit=50');
    // The demo's year: the twelve months before its pay month. Other specs complete payrolls of their own on the
    // demo business, in months the demo does not own (before its year, or paid today or later): only the demo's
    // months are read here.
    const today = new Date(Date.now() + 60 * 60 * 1000).toISOString().slice(0, 10);
    const demoMonths = Array.from({ length: 12 }, (_, i) => monthAhead(-(i + 1)));
    const paidBefore = runs.docs.filter((r) => r.payDate !== undefined && r.payDate.slice(0, 10) < today);
    // Each month of the year paid, on the 28th or the working day before (an off-cycle run of a month may have its
    // own pay date: the earliest of the month is the demo's).
    for (const demoMonth of demoMonths) {
      const days = paidBefore
        .filter((r) => r.periodEnd?.slice(0, 7) === demoMonth)
        .map((r) => Number(r.payDate!.slice(8, 10)));
      expect(days.length, `a completed run of ${demoMonth}`).toBeGreaterThan(0);
      expect(Math.min(...days), `pay day of ${demoMonth}`).toBeLessThanOrEqual(28);
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
