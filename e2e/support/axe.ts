// axe-core as the a11y specs run it (issue 30): only the rules that can report a serious or critical violation,
// and those violations as one line per node. Shared by the route walk (a11y-axe) and the dialogs (a11y-dialogs).
import { createRequire } from 'node:module';
import type { Locator, Page } from '@playwright/test';
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
