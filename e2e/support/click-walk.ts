// Walks the signed-in app by clicking only, as a person would: from the page it is on, it clicks every in-app link it
// can see (the sidebar and its groups, the phone menu, tabs, table links, the first row's '…' menu), depth first, and
// comes back with the browser's Back button. Each kind of page is visited once: a route's ids are taken from the
// first link that leads to it. Nothing is typed into the address bar after the start, except to recover when Back
// does not return (then the recorded clicks from the start are replayed, still by clicking).
import { expect, type Page } from '@playwright/test';
import { LOGGED_IN_ROUTES } from './spec-routes.ts';

/** One link as found on a page: its address, and how to show it when it sits in a closed menu. */
export interface Found {
  href: string;
  where: 'sidebar' | 'page' | 'tab' | 'row-menu';
  tabName?: string;
}

export interface Visit {
  /** The address reached (pathname). */
  path: string;
  /** The links clicked from the start to get here. */
  chain: Found[];
}

export interface WalkResult {
  visits: Visit[];
  /** Clicks that ended on the 401 or 404 page: a link to somewhere the member may not (or cannot) go. */
  deadEnds: Array<{ from: string; href: string; landed: string }>;
}

export interface WalkOptions {
  /** At 390 px the sidebar lives behind the menu button. */
  phone: boolean;
  /** Called on every page reached, once it has settled (a date scan, a screenshot). */
  onPage?: (path: string) => Promise<void>;
  /** A safety stop. */
  maxPages?: number;
  /** How many clicks below a sidebar page the walk goes. */
  maxDepth?: number;
}

// Ids in paths: uuids, long numbers, references such as INV-2026-000123 or TRF-…; a slug after an employee id.
const ID_SEGMENT = /^([0-9a-f]{8}-[0-9a-f-]{27}|[0-9]{4,}|[A-Z]{2,5}-[0-9A-Z-]{4,}|[0-9a-z]{20,})$/i;

/** The kind of page an address is: its spec route when it has one, else the path with ids made generic. */
export function pageKind(path: string): string {
  const spec = SPEC_PATTERNS.find((p) => p.regex.test(path));
  if (spec) return spec.route;
  return path
    .split('/')
    .map((s) => (ID_SEGMENT.test(s) ? ':id' : s))
    .join('/');
}

const ID = '3f6c1a52-8d4e-4b7a-9c21-5e0d7b9a4f10';
const ID2 = '7a1d9e04-2b3c-4f5d-8e6a-1c2b3d4e5f60';
const escapeRegex = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Every logged-in route of spec §2.3 as a pattern (its ids and slug as parameters). */
export const SPEC_PATTERNS: Array<{ route: string; regex: RegExp }> = Object.values(LOGGED_IN_ROUTES)
  .flat()
  .filter((route) => !route.endsWith('/adaeze-nwosu')) // the slug is optional: one route with and without it
  .map((route) => {
    const generic = route
      .replaceAll(ID, ':id')
      .replaceAll(ID2, ':id2')
      .replace('INV-2026-000123', ':invoiceId');
    let source = escapeRegex(generic).replace(/:id2|:invoiceId|:id/g, '[^/]+');
    if (generic === '/people/employees/edit/:id') source += '(?:/[^/]+)?';
    return { route: generic, regex: new RegExp(`^${source}$`) };
  })
  // The longest pattern first, so /payroll/:id/run is not taken for something shorter.
  .sort((a, b) => b.route.length - a.route.length);

const SKIP = [
  /^\/login/,
  /^\/logout/,
  /^\/401$/,
  /^\/404$/,
  /^\/api\//,
  /^\/docs/,
  /^\/dev\//,
  /^\/ops/,
  /^\/staff/,
  /^\/temp\//,
];

const pathname = (page: Page) => new URL(page.url()).pathname;

/** The app has drawn the page: no skeleton or loader left (or a few seconds passed). */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('domcontentloaded');
  await page
    .locator('.mantine-Skeleton-root, .mantine-Loader-root')
    .first()
    .waitFor({ state: 'detached', timeout: 2_500 })
    .catch(() => undefined);
  await page.waitForTimeout(150);
}

/** The links of the sidebar (or the phone menu): every group's, open or not. */
async function sidebarLinks(page: Page, phone: boolean): Promise<Found[]> {
  if (phone) await openPhoneMenu(page);
  const scope = phone ? 'div[role="dialog"]' : 'nav[aria-label="Main navigation"]';
  const hrefs = await page.$$eval(`${scope} a[href]`, (anchors) =>
    anchors.map((a) => a.getAttribute('href') ?? '').filter((h) => h.startsWith('/')),
  );
  if (phone) await closePhoneMenu(page);
  return [...new Set(hrefs)].map((href) => ({ href, where: 'sidebar' as const }));
}

/** The links of the page itself (not the sidebar or header), its on-demand tabs and its first row's '…' menu. */
async function linksOnPage(page: Page): Promise<Found[]> {
  const hrefs = await page.$$eval('main a[href]', (anchors) =>
    anchors
      .filter((a) => !a.hasAttribute('download') && a.getAttribute('target') !== '_blank')
      .map((a) => a.getAttribute('href') ?? '')
      .filter((h) => h.startsWith('/')),
  );
  const found: Found[] = [...new Set(hrefs)].map((href) => ({ href: href.split(/[?#]/)[0]!, where: 'page' }));
  // Tabs of the page (the on-demand pay row, bills, beneficiaries, payroll configuration): clicked to see where
  // each leads; one that does not navigate stays on the page.
  for (const name of (await page.locator('main').getByRole('tab').allInnerTexts()).map((t) => t.trim()))
    if (name) found.push({ href: `tab:${name}`, where: 'tab', tabName: name });
  // The first row's '…' menu: its links exist only while it is open.
  const menu = page.getByRole('button', { name: /^Actions for / }).first();
  if (await menu.isVisible().catch(() => false)) {
    await menu.click();
    const items = page.getByRole('menu').locator('a[href]');
    for (const href of await items.evaluateAll((els) => els.map((e) => e.getAttribute('href') ?? '')))
      if (href.startsWith('/')) found.push({ href: href.split(/[?#]/)[0]!, where: 'row-menu' });
    await page.keyboard.press('Escape');
  }
  return found;
}

async function shellShown(page: Page, phone: boolean): Promise<boolean> {
  const marker = phone
    ? page.getByRole('button', { name: 'Open menu' })
    : page.getByRole('navigation', { name: 'Main navigation' });
  return marker.isVisible().catch(() => false);
}

async function openPhoneMenu(page: Page) {
  const open = page.getByRole('button', { name: 'Open menu' });
  if (await open.isVisible().catch(() => false)) {
    await open.click();
    await expect(page.getByRole('dialog')).toBeVisible();
  }
}

async function closePhoneMenu(page: Page) {
  if (
    await page
      .getByRole('dialog')
      .isVisible()
      .catch(() => false)
  ) {
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
  }
}

/** Clicks the link to `href` where a person would find it: on the page, else in a sidebar group, else the menu. */
async function clickLink(page: Page, found: Found, phone: boolean): Promise<boolean> {
  if (found.where === 'tab') {
    await page
      .getByRole('tablist', { name: 'On-demand pay' })
      .getByRole('tab', { name: found.tabName })
      .click();
    return true;
  }
  if (found.where === 'row-menu') {
    await page
      .getByRole('button', { name: /^Actions for / })
      .first()
      .click();
    await page.getByRole('menu').locator(`a[href="${found.href}"]`).first().click();
    return true;
  }
  if (found.where === 'page') {
    const visible = page.locator(`main a[href="${found.href}"]:visible`).first();
    if (!(await visible.count())) return false;
    await visible.click();
    return true;
  }
  if (phone) await openPhoneMenu(page);
  const scope = phone ? page.getByRole('dialog') : page.getByRole('navigation', { name: 'Main navigation' });
  // A closed sidebar group: open each until the link shows.
  const groups = scope.locator('[data-testid^="nav-group-"]');
  for (let i = 0; i < (await groups.count()); i += 1) {
    const link = scope.locator(`a[href="${found.href}"]:visible`).first();
    if (await link.count()) break;
    const group = groups.nth(i);
    const open =
      (await group.getAttribute('aria-expanded')) === 'true' ||
      (await group.getAttribute('data-expanded')) !== null;
    if (!open) await group.click();
  }
  const link = scope.locator(`a[href="${found.href}"]:visible`).first();
  if (await link.count()) {
    await link.click();
    return true;
  }
  if (phone) await closePhoneMenu(page);
  return false;
}

export async function clickWalk(page: Page, options: WalkOptions): Promise<WalkResult> {
  const { phone, onPage, maxPages = 400, maxDepth = 3 } = options;
  const seen = new Set<string>();
  const visits: Visit[] = [];
  const deadEnds: WalkResult['deadEnds'] = [];
  /** Where a page's tab led, once clicked. */
  const tabTargets = new Map<string, string>();

  /** Back to `chain`'s page: Back first; if that fails, the same clicks again from the sidebar. */
  async function returnTo(path: string, chain: Found[]) {
    await page.goBack().catch(() => undefined);
    await settle(page);
    if (pathname(page) === path) return;
    for (const found of chain) {
      if (!(await clickLink(page, found, phone).catch(() => false))) break;
      await settle(page);
    }
  }

  async function visit(chain: Found[]) {
    const here = pathname(page);
    const kind = pageKind(here);
    if (seen.has(kind) || visits.length >= maxPages) return;
    seen.add(kind);
    visits.push({ path: here, chain });
    if (process.env.E2E_WALK_LOG) console.log(`walk ${visits.length}: ${here}`);
    await onPage?.(here);
    if (chain.length >= maxDepth) return;
    for (const found of await linksOnPage(page)) {
      const target = found.where === 'tab' ? tabTargets.get(`${kind}|${found.tabName}`) : found.href;
      if (target && (SKIP.some((s) => s.test(target)) || seen.has(pageKind(target)))) continue;
      if (pathname(page) !== here) await returnTo(here, chain);
      if (pathname(page) !== here) return;
      await follow(found, chain, here);
    }
  }

  /** Clicks `found` on the page at `here` and walks on from where it lands. */
  async function follow(found: Found, chain: Found[], here: string) {
    if (!(await clickLink(page, found, phone).catch(() => false))) return;
    // A tab that only changes the list (Withdrawals / Savings) does not navigate: a short wait is enough to know.
    const wait = found.where === 'tab' ? 1_500 : 5_000;
    await page.waitForURL((url) => url.pathname !== here, { timeout: wait }).catch(() => undefined);
    await settle(page);
    const landed = pathname(page);
    if (found.where === 'tab') tabTargets.set(`${pageKind(here)}|${found.tabName}`, landed);
    if (landed === here) return;
    if (landed === '/401' || landed === '/404') {
      deadEnds.push({ from: here, href: found.href, landed });
      return;
    }
    await visit([...chain, found]);
  }

  await settle(page);
  await visit([]);
  // Then each sidebar link (always there, so no way back is needed), and onwards from its page.
  for (let i = 0; i < 4 && !(await shellShown(page, phone)); i += 1) {
    await page.goBack().catch(() => undefined);
    await settle(page);
  }
  for (const found of await sidebarLinks(page, phone)) {
    if (SKIP.some((s) => s.test(found.href)) || seen.has(pageKind(found.href))) continue;
    // A page with its own layout (payroll configuration) has no sidebar: Back until it shows.
    for (let i = 0; i < 4 && !(await shellShown(page, phone)); i += 1) {
      await page.goBack().catch(() => undefined);
      await settle(page);
    }
    await follow(found, [], pathname(page) === found.href ? '' : pathname(page));
  }
  return { visits, deadEnds };
}
