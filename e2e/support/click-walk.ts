// Walks the signed-in app by clicking only, as a person would: from the page it is on, it clicks every in-app link it
// can see (the sidebar and its groups, the phone menu, tabs, table links, the first clickable row and the first row's
// '…' menu), depth first, and comes back with the browser's Back button. Each kind of page is visited once: a route's
// ids are taken from the first link that leads to it. Nothing is typed into the address bar after the start, except
// to recover when Back does not return (then the recorded clicks from the start are replayed, still by clicking).
import { expect, type Page } from '@playwright/test';
import { LOGGED_IN_ROUTES } from './spec-routes.ts';

/** One thing to click as found on a page: a link's address, or a tab or table row whose target shows once clicked. */
export interface Found {
  href: string;
  where: 'sidebar' | 'page' | 'tab' | 'row' | 'row-menu';
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

// E2E_WALK_LOG=1 prints each step with the time since the walk began.
const started = Date.now();
const log = (message: string) => {
  if (process.env.E2E_WALK_LOG) console.log(`${((Date.now() - started) / 1000).toFixed(1)}s ${message}`);
};

/** The page's own content: `main` inside the shell, the whole body on a page with its own layout. */
const CONTENT = 'main, body:not(:has(main))';

/** What the page still loading shows in its content: a skeleton, a loader or the app's loading status. */
const LOADING = `:is(${CONTENT}) :is(.mantine-Skeleton-root, .mantine-Loader-root), [role="status"][aria-label="Loading"]`;

/**
 * The app has drawn the page: no route loader, skeleton or spinner left in its content (or 15 s passed: the ceiling
 * of a loaded machine, not a pace; a page reached with its loader still up would show none of its links). Waited for
 * inside the page, in one round trip: a walk settles some 300 times.
 */
export async function settle(page: Page): Promise<void> {
  await page
    .evaluate(async (loading) => {
      const twoFrames = () =>
        new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done())));
      /** Until `gone` answers true, looked at every 25 ms, for at most 15 s. */
      const until = (gone: () => boolean) =>
        new Promise<void>((done) => {
          const end = performance.now() + 15_000;
          const look = () => (gone() || performance.now() > end ? done() : setTimeout(look, 25));
          look();
        });
      // Two frames first: a page just routed to draws its loading state (skeletons) before it is looked for.
      await twoFrames();
      // The router still loading the next page's code (the shell's main is busy meanwhile): the page it leaves shows
      // no loader, so wait for the new one to be routed to, and its loading state drawn.
      if (document.querySelector('main[aria-busy="true"]')) {
        await until(() => !document.querySelector('main[aria-busy="true"]'));
        await twoFrames();
      }
      await until(() => !document.querySelector(loading));
    }, LOADING)
    // A document load cut it short (the page went elsewhere): wait on the new document's loaders from outside.
    .catch(() =>
      page
        .locator(LOADING)
        .first()
        .waitFor({ state: 'detached', timeout: 15_000 })
        .catch(() => undefined),
    );
}

/** The links of the sidebar (or the phone menu): every group's, open or not. */
async function sidebarLinks(page: Page, phone: boolean): Promise<Found[]> {
  if (phone) await openPhoneMenu(page);
  const scope = phone ? '[data-testid="mobile-menu"]' : 'nav[aria-label="Main navigation"]';
  // A closed group's links are drawn after the rest (React renders a hidden Activity when it is idle): the phone
  // menu, mounted afresh each time it opens, shows before they are there. Wait until every group has its links
  // (a group has at least one, or the sidebar leaves it out).
  await page
    .waitForFunction(
      (selector) => {
        const nav = document.querySelector(selector);
        return (
          nav !== null &&
          [...nav.querySelectorAll('[data-testid^="nav-group-"]')].every(
            (group) => group.nextElementSibling?.querySelector('a[href]') != null,
          )
        );
      },
      scope,
      { timeout: 5_000 },
    )
    .catch(() => log("  the menu's groups did not all draw their links"));
  const hrefs = await page.$$eval(`${scope} a[href]`, (anchors) =>
    anchors.map((a) => a.getAttribute('href') ?? '').filter((h) => h.startsWith('/')),
  );
  if (phone) await closePhoneMenu(page);
  return [...new Set(hrefs)].map((href) => ({ href, where: 'sidebar' as const }));
}

/** What the page itself offers to click (not the sidebar or header): links, tabs, its first clickable row and menu. */
async function linksOnPage(page: Page): Promise<Found[] | 'dialog'> {
  const found: Found[] = [];
  // Read at once, in one round trip: whether a dialog shows (then the page is a leaf), what the page offers, and
  // whether its first clickable row shows. Shown as Playwright's :visible means it: a box, and not hidden by style.
  const read = await page.evaluate(
    ({ content, dialog, row }) => {
      const shown = (e: Element) => {
        const box = e.getBoundingClientRect();
        return (
          e.checkVisibility() &&
          getComputedStyle(e).visibility === 'visible' &&
          box.width > 0 &&
          box.height > 0
        );
      };
      if ([...document.querySelectorAll(dialog)].some(shown)) return null;
      const first = document.querySelector(row);
      const elements = [
        ...document.querySelectorAll(`:is(${content}) a[href], :is(${content}) [role="tab"]`),
      ];
      return {
        rowShown: first !== null && shown(first),
        offered: elements
          .filter((e) => !e.closest('nav[aria-label="Main navigation"], [data-testid="app-header"]'))
          .filter((e) => !e.hasAttribute('download') && e.getAttribute('target') !== '_blank')
          .map((e) =>
            e.getAttribute('role') === 'tab'
              ? {
                  // A tab is named with its list (the bills' Electricity tab is not the beneficiaries').
                  href: `tab:${[...(e.closest('[role="tablist"]')?.querySelectorAll('[role="tab"]') ?? [])]
                    .map((t) => (t as HTMLElement).innerText.trim())
                    .join('|')}:${(e as HTMLElement).innerText.trim()}`,
                  tab: (e as HTMLElement).innerText.trim(),
                  selected: e.getAttribute('aria-selected') === 'true',
                }
              : { href: e.getAttribute('href') ?? '', tab: '', selected: false },
          ),
      };
    },
    { content: CONTENT, dialog: DIALOG, row: FIRST_ROW },
  );
  if (read === null) return 'dialog';
  const hrefs = new Set<string>();
  for (const item of read.offered) {
    if (item.href.startsWith('/')) hrefs.add(item.href.split(/[?#]/)[0]!);
    // A tab: clicked to see where it leads; one that does not navigate stays on the page.
    if (item.tab && !item.selected) found.push({ href: item.href, where: 'tab', tabName: item.tab });
  }
  found.unshift(...[...hrefs].map((href) => ({ href, where: 'page' as const })));
  // A table whose rows open on click: its first row.
  if (read.rowShown) found.push({ href: 'row:first', where: 'row' });
  // The first row's '…' menu: its links exist only while it is open.
  const menu = page.getByRole('button', { name: /^Actions for / }).first();
  // (Not when something covers it: a dialog that opened late leaves the menu to its parent page.)
  if (await menu.isVisible().catch(() => false)) {
    if (
      !(await menu.click({ timeout: 3_000 }).then(
        () => true,
        () => false,
      ))
    )
      return found;
    // The menu's items are drawn with it: once it shows, its links are all there (a menu of buttons has none). Not a
    // fixed second: on a loaded machine the menu can take longer than that to open, and its links would be missed.
    await page
      .getByRole('menu')
      .first()
      .waitFor({ state: 'visible' })
      .catch(() => undefined);
    const items = page.getByRole('menu').locator('a[href]');
    for (const href of await items.evaluateAll((els) => els.map((e) => e.getAttribute('href') ?? '')))
      if (href.startsWith('/')) found.push({ href: href.split(/[?#]/)[0]!, where: 'row-menu' });
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toBeHidden();
  }
  return found;
}

/**
 * The browser's Back button. Playwright's goBack waits for a load that a same-document navigation may never fire (it
 * then hangs until its timeout): history.back() is the same step without that wait. Answers the address Back moved
 * to (once the app was told, by popstate), or null when the history did not move within 2 s. The address may be the
 * same one: a drawer opened by a row can leave an entry of its own.
 */
async function back(page: Page): Promise<string | null> {
  const to = await page
    .evaluate(
      () =>
        new Promise<string | null>((done) => {
          const timer = setTimeout(() => done(null), 2_000);
          addEventListener(
            'popstate',
            () => {
              clearTimeout(timer);
              done(location.href);
            },
            { once: true },
          );
          history.back();
        }),
    )
    .catch(() => null);
  // Playwright's own idea of the address follows the page's: wait until it has.
  if (to !== null && page.url() !== to)
    await page.waitForURL((url) => url.href === to, { timeout: 2_000 }).catch(() => undefined);
  return to;
}

const FIRST_ROW = `:is(${CONTENT}) tbody tr[data-clickable]`;
const firstClickableRow = (page: Page) => page.locator(FIRST_ROW).first();

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
    await expect(page.getByRole('dialog').first()).toBeVisible();
  }
}

/** The phone menu's drawer is unmounted once its closing transition ends. */
const PHONE_MENU = '[role="dialog"]:has([data-testid="mobile-menu"])';

/** A dialog (when it shows): a page that opens as one is a leaf. Not the phone menu. */
const DIALOG = `[role="dialog"]:not(${PHONE_MENU}), .mantine-Modal-overlay`;
const DIALOG_SHOWN = `[role="dialog"]:not(${PHONE_MENU}):visible, .mantine-Modal-overlay:visible`;

async function phoneMenuGone(page: Page) {
  await page
    .locator(PHONE_MENU)
    .first()
    .waitFor({ state: 'detached', timeout: 15_000 })
    .catch(() => undefined);
}

async function closePhoneMenu(page: Page) {
  if (
    await page
      .getByRole('dialog')
      .first()
      .isVisible()
      .catch(() => false)
  ) {
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  }
}

/** Clicks `found` where a person would find it: on the page, else in a sidebar group, else the phone menu. */
async function clickLink(page: Page, found: Found, phone: boolean): Promise<boolean> {
  if (found.where === 'tab') {
    const tab = page.locator(CONTENT).getByRole('tab', { name: found.tabName, exact: true }).first();
    if (!(await tab.isVisible())) return false;
    await tab.click();
    return true;
  }
  if (found.where === 'row') {
    const row = firstClickableRow(page);
    if (!(await row.isVisible())) return false;
    // The row's first shown cell: a checkbox or a '…' menu sits in another, and a phone hides some columns (a
    // hidden cell would be waited on until the click's timeout, then given up).
    const cell = row.locator('td:not(:has(input, button)):visible').first();
    if (!(await cell.count())) return false;
    await cell.click();
    return true;
  }
  if (found.where === 'row-menu') {
    await page
      .getByRole('button', { name: /^Actions for / })
      .first()
      .click();
    const h = found.href;
    await page.getByRole('menu').locator(`:is(a[href="${h}"], a[href^="${h}?"])`).first().click();
    return true;
  }
  if (found.where === 'page') {
    const h = found.href;
    const visible = page
      .locator(`:is(${CONTENT}) :is(a[href="${h}"], a[href^="${h}?"], a[href^="${h}#"]):visible`)
      .first();
    if (!(await visible.count())) return false;
    await visible.click();
    return true;
  }
  if (phone) await openPhoneMenu(page);
  const scope = phone ? page.getByRole('dialog') : page.getByRole('navigation', { name: 'Main navigation' });
  // A closed sidebar group: the one holding the link (its links follow it, mounted while it is closed) is opened;
  // failing that, each in turn until the link shows.
  const groups = scope.locator('[data-testid^="nav-group-"]');
  const holder = await scope
    .first()
    .evaluate((nav, href) => {
      const link = nav.querySelector(`a[href="${href}"]`);
      if (!link) return null;
      const group = [...nav.querySelectorAll('[data-testid^="nav-group-"]')].find((g) =>
        g.nextElementSibling?.contains(link),
      );
      if (!group || group.getAttribute('aria-expanded') === 'true' || group.hasAttribute('data-expanded'))
        return null;
      return group.getAttribute('data-testid');
    }, found.href)
    .catch(() => null);
  if (holder) {
    await scope.getByTestId(holder).first().click();
    // The group draws its links open a frame or so after the click: wait for the link, not the next group.
    await scope
      .locator(`a[href="${found.href}"]:visible`)
      .first()
      .waitFor({ timeout: 5_000 })
      .catch(() => log(`  ${holder} opened, ${found.href} not shown`));
  }
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
    // The phone menu closes as the page opens: until it has gone, the page would look covered by a dialog (and be
    // taken for a leaf, its own links never read).
    if (phone) await phoneMenuGone(page);
    return true;
  }
  log(`  ${found.href} not found in the ${phone ? 'phone menu' : 'sidebar'}`);
  if (phone) await closePhoneMenu(page);
  return false;
}

export async function clickWalk(page: Page, options: WalkOptions): Promise<WalkResult> {
  const { phone, onPage, maxPages = 400 } = options;
  const seen = new Set<string>();
  const visits: Visit[] = [];
  const deadEnds: WalkResult['deadEnds'] = [];
  /** Where a link (through a redirect), a page's tab or its first row led, once clicked. */
  const targets = new Map<string, string>();
  const targetKey = (kind: string, found: Found) =>
    found.where === 'tab' || found.where === 'row' ? `${kind}|${found.href}` : found.href;
  /** A tab that led to another page leads there from every page showing it (the bills' tabs on each bill page). */
  const known = (kind: string, found: Found) =>
    targets.get(targetKey(kind, found)) ?? (found.where === 'tab' ? targets.get(found.href) : undefined);

  /** Back to `chain`'s page: Back until it shows (each click left one entry); else the same clicks again. */
  async function returnTo(path: string, chain: Found[]) {
    log(`  back to ${path}`);
    // A list that keeps its filters in the address, or a drawer, may have left an entry of its own: Back again.
    for (let i = 0; i < 8 && pathname(page) !== path; i += 1) if ((await back(page)) === null) break;
    if (pathname(page) === path) {
      await settle(page);
      return;
    }
    log(`  replaying the clicks to ${path}`);
    // From the dashboard, when the chain does not start in the sidebar.
    const replay: Found[] =
      chain[0]?.where === 'sidebar' ? chain : [{ href: '/dashboard', where: 'sidebar' }, ...chain];
    for (const found of replay) {
      const before = pathname(page);
      if (!(await clickLink(page, found, phone).catch(() => false))) break;
      await page.waitForURL((url) => url.pathname !== before, { timeout: 5_000 }).catch(() => undefined);
      await settle(page);
    }
  }

  async function visit(chain: Found[]) {
    const here = pathname(page);
    const kind = pageKind(here);
    if (seen.has(kind) || visits.length >= maxPages) return;
    seen.add(kind);
    visits.push({ path: here, chain });
    log(`visit ${visits.length}: ${here}`);
    await onPage?.(here);
    log(`  scanned`);
    // A page that opens as a dialog (add a beneficiary) is a leaf: what lies behind it is its parent's. (Counted
    // while it still opens: its overlay is there from the first frame.) Only a dialog that shows: a list's filters
    // drawer on a phone stays in the page while closed; nor the phone menu, on its way out after a click in it.
    const isDialog = async () => (await page.locator(DIALOG_SHOWN).count()) > 0;
    const links = await linksOnPage(page);
    if (links === 'dialog') return;
    log(`  links read: ${links.length}`);
    // Again once the links are read: a route's dialog may mount a moment after the page settled (its chunk
    // loading), and the links read would then be its parent's, under the overlay.
    if (await isDialog()) return;
    for (const found of links) {
      const target =
        known(kind, found) ?? (found.where === 'row' || found.where === 'tab' ? undefined : found.href);
      if (target && (target === here || SKIP.some((s) => s.test(target)) || seen.has(pageKind(target))))
        continue;
      if (pathname(page) !== here) await returnTo(here, chain);
      if (pathname(page) !== here) return;
      await follow(found, chain, here);
    }
  }

  /** Clicks `found` on the page at `here` and walks on from where it lands. */
  async function follow(found: Found, chain: Found[], here: string) {
    const tab =
      found.where === 'tab'
        ? page.locator(CONTENT).getByRole('tab', { name: found.tabName, exact: true }).first()
        : null;
    log(`  click ${found.where} ${found.href} on ${here}`);
    if (!(await clickLink(page, found, phone).catch(() => false))) return;
    const moved = page.waitForURL((url) => url.pathname !== here, { timeout: 10_000 }).catch(() => undefined);
    if (tab) {
      // A tab that only changes the list (Withdrawals / Savings) is selected where it is; one that leads elsewhere
      // is selected only on the page it opens.
      const selected = expect(tab)
        .toHaveAttribute('aria-selected', 'true', { timeout: 10_000 })
        .catch(() => undefined);
      await Promise.race([moved, selected]);
    } else if (found.where === 'row') {
      // A row may open a drawer instead of a page.
      const drawer = page
        .getByRole('dialog')
        .first()
        .waitFor({ timeout: 10_000 })
        .catch(() => undefined);
      await Promise.race([moved, drawer]);
      if (pathname(page) === here) await closePhoneMenu(page).catch(() => undefined);
    } else {
      await moved;
    }
    log(`  moved to ${pathname(page)}`);
    await settle(page);
    log(`  settled`);
    const landed = pathname(page);
    if (found.where !== 'page') targets.set(targetKey(pageKind(here), found), landed);
    if (found.where === 'tab' && landed !== here) targets.set(found.href, landed);
    else if (landed !== found.href) targets.set(found.href, landed);
    if (landed === here) return;
    if (landed === '/401' || landed === '/404') {
      deadEnds.push({ from: here, href: found.href, landed });
      return;
    }
    await visit([...chain, found]);
  }

  /** A page with its own layout (payroll configuration) has no sidebar: Back until it shows. */
  async function backToShell() {
    for (let i = 0; i < 8 && !(await shellShown(page, phone)); i += 1) {
      await back(page);
      await settle(page);
    }
  }

  await settle(page);
  await visit([]);
  // Then each sidebar link (always there, so no way back is needed), and onwards from its page.
  await backToShell();
  for (const found of await sidebarLinks(page, phone)) {
    const target = targets.get(found.href) ?? found.href;
    if (SKIP.some((s) => s.test(target)) || seen.has(pageKind(target))) continue;
    await backToShell();
    await follow(found, [], pathname(page) === found.href ? '' : pathname(page));
  }
  return { visits, deadEnds };
}
