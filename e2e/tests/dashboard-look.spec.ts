// Issue 17, look and feel: a newcomer's dashboard shows a living business (demo data over the past months), equal
// KPI cards, equal-width quick actions, a chart that reads well, at desktop and phone sizes.

import { logInAsDemo } from '../support/demo.ts';
import { expect, test } from '../support/fixtures.ts';

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`the dashboard at ${viewport.width}px`, async ({ page, mailbox, shot }) => {
    await page.setViewportSize(viewport);
    await logInAsDemo(page, mailbox);
    const chart = page.getByTestId('money-flow-chart');
    await expect(chart).toBeVisible();
    // Twelve months of activity in the seeded demo business: a bar group per month.
    await expect(chart.locator('.recharts-bar-rectangle')).toHaveCount(24);

    const cards = ['dashboard-total', 'dashboard-money-in', 'dashboard-money-out'].map((id) =>
      page.getByTestId(id).locator('xpath=ancestor::div[contains(@class, "mantine-Paper-root")][1]'),
    );
    // Side by side on desktop they are equal; stacked on a phone each takes its own height.
    if (viewport.width >= 1024) {
      const heights = await Promise.all(
        cards.map(async (card) => Math.round((await card.boundingBox())!.height)),
      );
      expect(new Set(heights).size).toBe(1);
    }

    const actions = page.getByTestId('quick-actions').locator('> *');
    const widths = await actions.evaluateAll((els) =>
      els.map((el) => Math.round(el.getBoundingClientRect().width)),
    );
    expect(widths.length).toBeGreaterThanOrEqual(4);
    expect(Math.max(...widths) - Math.min(...widths)).toBeLessThanOrEqual(1);
    await shot(`dashboard ${viewport.width}`);
  });
}
