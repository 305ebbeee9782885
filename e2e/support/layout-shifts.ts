// Layout shifts a page makes as CLS counts them (not after input), recorded from before the app's first script, with
// the text of what moved: for the tests that a page draws whole (issue 30; bench/web-vitals.ts measures the same).
import type { Page } from '@playwright/test';

export interface LayoutShift {
  value: number;
  moved: string[];
}

/** Starts recording on every document the page loads from now on. */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __shifts: { value: number; moved: string[] }[] };
    w.__shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node | null }[];
      })[])
        if (!entry.hadRecentInput)
          w.__shifts.push({
            value: entry.value,
            moved: (entry.sources ?? []).map((s) =>
              ((s.node as Element | null)?.textContent ?? '').trim().slice(0, 40),
            ),
          });
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/**
 * The current document's shifts and their sum, after three more frames (a shift the last answer causes is recorded
 * by the frames after it drew).
 */
export async function layoutShifts(page: Page): Promise<{ cls: number; shifts: LayoutShift[] }> {
  await page.evaluate(
    () =>
      new Promise((done) =>
        requestAnimationFrame(() => requestAnimationFrame(() => requestAnimationFrame(done))),
      ),
  );
  const shifts = await page.evaluate(() => (window as unknown as { __shifts: LayoutShift[] }).__shifts);
  return { cls: shifts.reduce((sum, s) => sum + s.value, 0), shifts };
}
