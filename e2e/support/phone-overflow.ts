// Nothing cut or hidden on a phone (issue 29, 'A living demo'): at 390 px no badge cuts its text ('ACTIV'), no tab
// list hides a tab with no way to scroll to it, and the page does not scroll sideways. Read from the page as it is
// drawn; the click walk at 390 px runs it on every page it reaches (nav-click-walk.spec.ts).
import type { Page } from '@playwright/test';

/**
 * The page's width (document scrollWidth) once its layout has settled: no CSS transition running and the same
 * width on three animation frames in a row. Read earlier, a page just resized from 1440 to 390 px is 442 px wide:
 * the shell (Mantine AppShell) slides the sidebar's room away over 200 ms, the main area's left padding going from
 * 282 px to 16, and the first frames still hold the page's content 282 px in. A full-page screenshot between the
 * resize and the read used to hide it by taking longer than the transition.
 */
export async function settledPageWidth(page: Page): Promise<number> {
  const settled = await page.evaluate(async () => {
    // A frame, or 100 ms if no frame comes (a page that draws nothing still answers).
    const frame = () =>
      new Promise<void>((resolve) => {
        requestAnimationFrame(() => resolve());
        setTimeout(resolve, 100);
      });
    const moving = () =>
      document.getAnimations().some((a) => a instanceof CSSTransition && a.playState === 'running');
    const until = performance.now() + 10_000;
    let width = -1;
    let same = 0;
    while (performance.now() < until) {
      await frame();
      const now = document.documentElement.scrollWidth;
      same = !moving() && now === width ? same + 1 : 0;
      width = now;
      if (same >= 2) return width;
    }
    return null;
  });
  if (settled === null)
    throw new Error('the page was still moving (a CSS transition or its width) after 10 s');
  return settled;
}

/** What is cut or hidden on the page, each named for the failure message (empty when nothing is). */
export async function phoneOverflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const text = (e: Element) => ((e as HTMLElement).innerText || e.textContent || '').trim().slice(0, 40);
    const shown = (e: Element) => {
      const box = e.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && getComputedStyle(e).visibility !== 'hidden';
    };
    // A badge whose label is wider than the badge shows it cut (Mantine ellipsises it). One pixel of rounding.
    for (const badge of document.querySelectorAll('.mantine-Badge-root')) {
      if (!shown(badge)) continue;
      const label = badge.querySelector('.mantine-Badge-label') ?? badge;
      if (label.scrollWidth > label.clientWidth + 1 || badge.scrollWidth > badge.clientWidth + 1)
        found.push(`badge cut: "${text(badge)}"`);
    }
    // A tab beyond the right edge of what shows of its list, when nothing between it and the page scrolls sideways.
    const scrollsSideways = (from: Element) => {
      for (let e: Element | null = from.parentElement; e && e !== document.body; e = e.parentElement) {
        const overflow = getComputedStyle(e).overflowX;
        if ((overflow === 'auto' || overflow === 'scroll') && e.scrollWidth > e.clientWidth) return true;
      }
      return false;
    };
    for (const tab of document.querySelectorAll('[role="tab"]')) {
      if (!shown(tab)) continue;
      const box = tab.getBoundingClientRect();
      let right = window.innerWidth;
      let left = 0;
      for (let e: Element | null = tab.parentElement; e && e !== document.body; e = e.parentElement) {
        if (getComputedStyle(e).overflowX === 'visible') continue;
        const clip = e.getBoundingClientRect();
        right = Math.min(right, clip.right);
        left = Math.max(left, clip.left);
      }
      if ((box.right > right + 1 || box.left < left - 1) && !scrollsSideways(tab))
        found.push(`tab hidden: "${text(tab)}"`);
      else if (tab.scrollWidth > tab.clientWidth + 1) found.push(`tab cut: "${text(tab)}"`);
    }
    const root = document.scrollingElement ?? document.documentElement;
    if (root.scrollWidth > window.innerWidth + 1) {
      // The innermost element reaching furthest past the right edge that nothing clips, and the nearest test id
      // around it: what a failure is read from.
      const clipped = (e: Element) => {
        for (let p = e.parentElement; p && p !== document.body; p = p.parentElement)
          if (getComputedStyle(p).overflowX !== 'visible') return true;
        return false;
      };
      let widest: Element | null = null;
      let right = window.innerWidth + 1;
      for (const e of document.body.querySelectorAll('*')) {
        const box = e.getBoundingClientRect();
        if (box.right >= right && box.width > 0 && !clipped(e)) {
          widest = e;
          right = box.right;
        }
      }
      const around = widest?.closest('[data-testid]')?.getAttribute('data-testid');
      const name = widest
        ? ` (widest: <${widest.tagName.toLowerCase()} class="${String(widest.getAttribute('class') ?? '').slice(0, 60)}"> "${text(widest)}"${around ? ` in [data-testid="${around}"]` : ''})`
        : '';
      found.push(`page scrolls sideways: ${root.scrollWidth} px wide at ${window.innerWidth}${name}`);
    }
    return found;
  });
}
