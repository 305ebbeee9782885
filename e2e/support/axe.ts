// axe-core as the a11y specs run it (issue 30): only the rules that can report a serious or critical violation,
// and those violations as one line per node, and the settling a page scan waits for. Shared by the owner's click
// walk (nav-click-walk, the signed-in pages), the logged-out pages (a11y-axe) and the dialogs (a11y-dialogs).
import { createRequire } from 'node:module';
import type { Locator, Page, Request } from '@playwright/test';
import type { AxeResults, ElementContext, RunOptions } from 'axe-core';

export const BLOCKING = new Set(['serious', 'critical']);

/**
 * The rules whose violations are serious or critical: axe gives each reported node its rule's own impact, so a
 * rule marked minor or moderate can never fail the bar and is not run. Read from the axe-core that
 * @axe-core/playwright injects.
 */
const axeCore = createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright'))('axe-core') as {
  source: string;
  _audit: { rules: Array<{ id: string; impact?: string | null; enabled: boolean; tags: string[] }> };
};

export const BLOCKING_RULES: string[] = (() => {
  return axeCore._audit.rules
    .filter((rule) => rule.enabled && !rule.tags.includes('experimental'))
    .filter((rule) => !rule.impact || BLOCKING.has(rule.impact))
    .map((rule) => rule.id);
})();

/** A violation known and not yet fixed, named with the reason it stays; it matches a rule on the labels `where` matches. */
export interface Known {
  rule: string;
  where: RegExp;
  why: string;
}

/**
 * Violations known and not yet fixed on the pages the walks scan, each named with the reason it stays. Empty is the
 * goal; an entry matches a rule id on the routes its pattern (`where`) matches.
 */
export const KNOWN_VIOLATIONS: readonly Known[] = [];

const SCOPE = 'data-axe-scope';

/** The whole page as axe's context (its own default), as a name: a document cannot be passed into the page. */
const WHOLE_PAGE = 'whole page';

/**
 * axe.run() in the page, as @axe-core/playwright's legacy mode runs it (same-origin frames, the app has no others),
 * but with axe-core injected once per document instead of twice per scan: the walks move between routes without
 * reloading, so one injection of its 600 kB serves every scan of that page. (AxeBuilder also drops `runOnly` when
 * `options()` follows `withRules()`, so every rule ran; here only BLOCKING_RULES run, as intended above.)
 */
async function runAxe(
  page: Page,
  context: ElementContext | typeof WHOLE_PAGE,
  options: RunOptions,
): Promise<AxeResults> {
  for (const frame of page.frames()) {
    const present = await frame
      .evaluate(() => typeof (window as { axe?: { run?: unknown } }).axe?.run === 'function')
      .catch(() => true);
    if (present) continue;
    await frame.evaluate(axeCore.source);
    await frame.evaluate(() =>
      (window as unknown as { axe: { configure: (c: object) => void } }).axe.configure({
        allowedOrigins: ['<same_origin>'],
        branding: { application: 'playwright' },
      }),
    );
  }
  // Passed as JSON: axe's option types are too deep for Playwright's serialisable-argument check.
  const answer = await page.evaluate(
    async ({ json, whole }) => {
      const { context, options } = JSON.parse(json);
      const axe = (window as unknown as { axe: { run: (c: unknown, o: unknown) => Promise<unknown> } }).axe;
      try {
        return { error: null, results: await axe.run(context === whole ? document : context, options) };
      } catch (error) {
        return { error: (error as Error).message, results: null };
      }
    },
    { json: JSON.stringify({ context, options }), whole: WHOLE_PAGE },
  );
  if (answer.error !== null) throw new Error(answer.error);
  return answer.results as AxeResults;
}

/**
 * axe on the page as it stands, or only inside `within` (a dialog): the serious and critical violations not in
 * `known`, one line per node, each starting with `label`.
 */
export async function violations(
  page: Page,
  label: string,
  { within, known = [] }: { within?: Locator; known?: readonly Known[] } = {},
): Promise<string[]> {
  if (within) await within.evaluate((el, name) => el.setAttribute(name, ''), SCOPE);
  try {
    const results = await runAxe(page, within ? { include: [`[${SCOPE}]`] } : WHOLE_PAGE, {
      runOnly: { type: 'rule', values: BLOCKING_RULES },
      resultTypes: ['violations'],
    });
    const lines: string[] = [];
    for (const v of results.violations) {
      if (!v.impact || !BLOCKING.has(v.impact)) continue;
      if (known.some((k) => k.rule === v.id && k.where.test(label))) continue;
      for (const node of v.nodes) {
        const why = node.failureSummary?.split('\n')[1]?.trim() ?? v.help;
        lines.push(
          `${label} [${v.impact}] ${v.id} at ${node.target.join(' ')}: ${node.html.slice(0, 160)} — ${why}`,
        );
      }
    }
    return lines;
  } finally {
    if (within) await within.evaluate((el, name) => el.removeAttribute(name), SCOPE).catch(() => undefined);
  }
}

/** Skeletons and spinners: a list or detail still loading after the shell. */
const LOADING = '.mantine-Skeleton-root[data-visible="true"], .mantine-Loader-root';

/** A page and the requests it has in flight (every one: API calls, and the lazy chunk of a route being opened). */
export interface Tracked {
  page: Page;
  inFlight: Set<Request>;
}

/** Starts counting `page`'s requests in flight, for `settled`. */
export function trackRequests(page: Page): Tracked {
  const inFlight = new Set<Request>();
  page.on('request', (r) => inFlight.add(r));
  // An event stream never ends: it has settled once its headers came.
  page.on('response', (r) => {
    if (r.headers()['content-type']?.includes('text/event-stream')) inFlight.delete(r.request());
  });
  page.on('requestfinished', (r) => inFlight.delete(r));
  page.on('requestfailed', (r) => inFlight.delete(r));
  return { page, inFlight };
}

/**
 * True once the page has settled for a scan: no request in flight, no loader showing, no CSS transition running, the
 * app mounted, and neither the DOM nor the path changed over two animation frames. Polled until `timeoutMs`; a page
 * that keeps a loader up (or keeps polling) is then scanned as it stands, and answered false so the caller can name it.
 */
export async function settled({ page, inFlight }: Tracked, timeoutMs = 8_000): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (inFlight.size > 0) {
      await Promise.race([
        page.waitForEvent('requestfinished', { timeout: 1_000 }),
        page.waitForEvent('requestfailed', { timeout: 1_000 }),
      ]).catch(() => undefined);
      continue;
    }
    const quiet = await page.evaluate(async (loading) => {
      const frame = () =>
        new Promise<void>((resolve) => {
          requestAnimationFrame(() => resolve());
          setTimeout(resolve, 100);
        });
      let changed = false;
      const observer = new MutationObserver(() => {
        changed = true;
      });
      observer.observe(document.documentElement, {
        subtree: true,
        childList: true,
        attributes: true,
        characterData: true,
      });
      const path = location.pathname;
      await frame();
      await frame();
      observer.disconnect();
      const loaderShown = [...document.querySelectorAll(loading)].some(
        (el) => el.getClientRects().length > 0,
      );
      // A CSS transition still running changes colours without touching the DOM: a list fading back from its stale
      // opacity (0.6, over 120 ms) reads as too little contrast half-way.
      const moving = document
        .getAnimations()
        .some((a) => a instanceof CSSTransition && a.playState === 'running');
      return (
        !changed &&
        !loaderShown &&
        !moving &&
        location.pathname === path &&
        !!document.querySelector('#root > *')
      );
    }, LOADING);
    if (quiet && inFlight.size === 0) return true;
  }
  return false;
}

/** Navigation inside the app, as a link does it, so a walk does not reload the app for every route. */
export async function navigateInApp(page: Page, to: string) {
  // A walk outlasting the idle logout (2 minutes in the e2e server) must not end in it; a bare Shift is activity.
  await page.keyboard.press('Shift');
  await page.evaluate((path) => {
    window.history.pushState(null, '', path);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, to);
}
