// The palette's pages, actions and shortcuts follow the sidebar's permission model (issue 30).
import { type EmployerProfile, type Permission, permissionsOfRole } from '@paydesk/contracts';
import { describe, expect, it } from 'vitest';
import { buildSidebar, type SidebarContext } from '@/features/shell/nav/sidebar-model.ts';
import {
  isTypingTarget,
  matches,
  paletteActions,
  palettePages,
  readShortcut,
  SEQUENCE_MS,
} from './palette-model.ts';

const employer = (overrides: Partial<EmployerProfile> = {}): EmployerProfile => ({
  _id: 'e1',
  userId: 'u1',
  email: 'owner@example.ng',
  firstName: 'Ada',
  lastName: 'Obi',
  jobTitle: null,
  phoneNumber: null,
  adminVerify: true,
  isActive: true,
  isCompliant: true,
  products: ['ON_DEMAND_PAY', 'BULK_PAY', 'PAYROLL'],
  rejectComment: null,
  status: 'active',
  selectedCompanyId: 'c1',
  companyName: 'Ikeja Textiles',
  mainCompanyId: 'c1',
  accountType: 'main',
  userType: 'employer',
  isAccessPinSet: false,
  shouldEarnYield: false,
  ...overrides,
});

const context = (overrides: Partial<SidebarContext> = {}): SidebarContext => ({
  employer: employer(),
  companyType: 'registered business',
  hostKind: 'production',
  permissions: permissionsOfRole('employer'),
  employeeEva: false,
  onDemandOnboardingRequired: false,
  onDemandFundingMode: 'advanced',
  ...overrides,
});

const without = (...removed: Permission[]) =>
  new Set([...permissionsOfRole('employer')].filter((p) => !removed.includes(p)));

describe('pages', () => {
  it('offers the sidebar links, with their group', () => {
    const pages = palettePages(buildSidebar(context()));
    expect(pages.find((p) => p.id === 'employees')).toEqual({
      id: 'employees',
      label: 'Employees',
      section: 'People',
      to: '/people/employees',
    });
    expect(pages.map((p) => p.id)).toContain('approvals');
  });

  it('leaves out what the sidebar hides or dims', () => {
    const noAudit = palettePages(buildSidebar(context({ permissions: without('audit-logs.view') })));
    expect(noAudit.map((p) => p.id)).not.toContain('audit-logs');
    const unverified = palettePages(buildSidebar(context({ employer: employer({ adminVerify: false }) })));
    expect(unverified.map((p) => p.id)).not.toContain('all-payroll');
    const notPayroll = palettePages(
      buildSidebar(context({ employer: employer({ products: ['BULK_PAY'] }) })),
    );
    expect(notPayroll.map((p) => p.id)).not.toContain('all-payroll');
  });
});

describe('actions', () => {
  it('offers Move money, Create payroll and Add employee to the owner, none of them running anything', () => {
    const permissions = permissionsOfRole('employer');
    const actions = paletteActions(permissions, palettePages(buildSidebar(context())));
    expect(actions.map((a) => [a.id, a.to])).toEqual([
      ['move-money', null],
      ['create-payroll', '/payroll/create'],
      ['add-employee', '/people/employees/add'],
    ]);
  });

  it('drops an action without its permission', () => {
    const permissions = without('wallets.move', 'payroll.manage');
    const actions = paletteActions(permissions, palettePages(buildSidebar(context({ permissions }))));
    expect(actions.map((a) => a.id)).toEqual(['add-employee']);
  });
});

describe('matching', () => {
  it('matches word starts, in any case', () => {
    expect(matches('tra his', 'Transaction history')).toBe(true);
    expect(matches('PEOPLE', 'Employees', 'People')).toBe(true);
    expect(matches('story', 'Transaction history')).toBe(false);
    expect(matches('  ', 'Anything')).toBe(true);
  });
});

describe('shortcuts', () => {
  const pages = palettePages(buildSidebar(context()));
  it('g then p goes to people; g then y to payroll; a late second key does nothing', () => {
    const g = readShortcut('g', null, 1000, pages);
    expect(g).toEqual({ result: null, pendingG: 1000 });
    expect(readShortcut('p', 1000, 1500, pages).result).toEqual({ kind: 'go', to: '/people/employees' });
    expect(readShortcut('y', 1000, 1500, pages).result).toEqual({ kind: 'go', to: '/payroll' });
    expect(readShortcut('d', 1000, 1500, pages).result).toEqual({ kind: 'go', to: '/dashboard' });
    expect(readShortcut('a', 1000, 1500, pages).result).toEqual({ kind: 'go', to: '/approvals/dashboard' });
    expect(readShortcut('p', 1000, 1000 + SEQUENCE_MS + 1, pages).result).toBeNull();
    expect(readShortcut('p', null, 1500, pages).result).toBeNull();
  });

  it('? shows the help; a page the member may not open does nothing', () => {
    expect(readShortcut('?', null, 0, pages).result).toEqual({ kind: 'help' });
    const noApprovals = palettePages(
      buildSidebar(context({ permissions: without('approvals.requests.view') })),
    );
    expect(readShortcut('a', 0, 10, noApprovals).result).toBeNull();
  });

  it('ignores keys typed into a field', () => {
    const element = (tagName: string, extra: object = {}) =>
      ({ tagName, isContentEditable: false, getAttribute: () => null, ...extra }) as unknown as EventTarget;
    expect(isTypingTarget(null)).toBe(false);
    expect(isTypingTarget(element('INPUT'))).toBe(true);
    expect(isTypingTarget(element('TEXTAREA'))).toBe(true);
    expect(isTypingTarget(element('DIV', { isContentEditable: true }))).toBe(true);
    expect(isTypingTarget(element('BUTTON'))).toBe(false);
  });
});
