// axe-core as the a11y specs run it (issue 30): only the rules that can report a serious or critical violation,
// and those violations as one line per node. Shared by the route walk (a11y-axe) and the dialogs (a11y-dialogs).
import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';

export const BLOCKING = new Set(['serious', 'critical']);

/**
 * The rules whose violations are serious or critical: axe gives each reported node its rule's own impact, so a
 * rule marked minor or moderate can never fail the bar and is not run. Read from the axe-core that
 * @axe-core/playwright injects.
 */
export const BLOCKING_RULES: string[] = (() => {
  const fromPlaywright = createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright'));
  const axe = fromPlaywright('axe-core') as {
    _audit: { rules: Array<{ id: string; impact?: string | null; enabled: boolean; tags: string[] }> };
  };
  return axe._audit.rules
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

/**
 * axe on the page as it stands, or only inside `within` (a dialog): the serious and critical violations not in
 * `known`, one line per node, each starting with `label`.
 */
export async function violations(
  page: Page,
  label: string,
  { within, known = [] }: { within?: Locator; known?: readonly Known[] } = {},
): Promise<string[]> {
  // Legacy mode runs axe.run() in the page itself; the default mode opens a blank page per scan to merge the
  // frames' results, which only cross-origin frames need (the app has none).
  let builder = new AxeBuilder({ page })
    .setLegacyMode()
    .withRules(BLOCKING_RULES)
    .options({ resultTypes: ['violations'] });
  if (within) {
    await within.evaluate((el, name) => el.setAttribute(name, ''), SCOPE);
    builder = builder.include(`[${SCOPE}]`);
  }
  try {
    const results = await builder.analyze();
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
