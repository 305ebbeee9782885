// Every logged-out page of spec §2.1 shows the split auth layout: the banner 'Power your business growth'
// with the chips Payments, Payroll, Business Accounts, Approvals. Plus a light accessibility smoke.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { expectAuthBanner } from '../support/flows.ts';

const LOGGED_OUT_PAGES = [
  '/login',
  '/onboarding/get-started',
  '/onboarding/verify-email',
  '/onboarding/create-business-password',
  '/account-confirmation',
  '/forgot-password',
  '/reset-password',
  '/reset-password/success',
  '/get-started/success',
  '/account-confirmation/success',
  '/create-your-password/member/success',
  '/reset-your-password/member/success',
];

for (const path of LOGGED_OUT_PAGES) {
  test(`${path} shows the auth banner`, async ({ page, shot }) => {
    await page.goto(path);
    await expect(page).toHaveURL(new RegExp(`${path.replace(/\//g, '\\/')}$`));
    await expectAuthBanner(page);
    await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toBeVisible();
    await shot('page');
  });
}

/** The checks an axe run would start with, without axe: names, labels, landmarks, language, headings. */
async function accessibilityProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const visible = (el: Element) => {
      const box = (el as HTMLElement).getBoundingClientRect();
      return box.width > 0 && box.height > 0 && getComputedStyle(el).visibility !== 'hidden';
    };
    const snippet = (el: Element) => el.outerHTML.slice(0, 120);
    if (!document.documentElement.lang) problems.push('<html> has no lang');
    if (!document.title.trim()) problems.push('the document has no title');
    if (document.querySelectorAll('main').length !== 1) problems.push('expected exactly one <main>');
    if (document.querySelectorAll('h1').length === 0) problems.push('no <h1>');
    for (const el of document.querySelectorAll('input:not([type=hidden]), select, textarea')) {
      if (!visible(el)) continue;
      const input = el as HTMLInputElement;
      const named =
        (input.labels?.length ?? 0) > 0 ||
        input.getAttribute('aria-label') ||
        input.getAttribute('aria-labelledby');
      if (!named) problems.push(`field without a label: ${snippet(el)}`);
    }
    for (const el of document.querySelectorAll('button, a[href], [role=button], [role=link]')) {
      if (!visible(el)) continue;
      const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim() || el.getAttribute('title');
      const labelledBy = el.getAttribute('aria-labelledby');
      const imgAlt = el.querySelector('img[alt]:not([alt=""]), svg[aria-label]');
      if (!name && !labelledBy && !imgAlt) problems.push(`control without a name: ${snippet(el)}`);
    }
    for (const img of document.querySelectorAll('img')) {
      if (!img.hasAttribute('alt')) problems.push(`image without alt: ${snippet(img)}`);
    }
    const ids = new Map<string, number>();
    for (const el of document.querySelectorAll('[id]')) ids.set(el.id, (ids.get(el.id) ?? 0) + 1);
    for (const [id, count] of ids) if (count > 1) problems.push(`duplicate id '${id}' (${count}×)`);
    return problems;
  });
}

test('accessibility smoke on the main logged-out pages', async ({ page }) => {
  const report: string[] = [];
  for (const path of [
    '/login',
    '/onboarding/get-started',
    '/forgot-password',
    '/reset-password',
    '/onboarding/verify-email',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toBeVisible();
    for (const problem of await accessibilityProblems(page)) report.push(`${path}: ${problem}`);
  }
  expect(report, report.join('\n')).toEqual([]);
});
