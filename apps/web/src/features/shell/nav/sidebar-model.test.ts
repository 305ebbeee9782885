// Sidebar order, visibility and dimming (spec §2.6, §5, §6).
import { type EmployerProfile, type Permission, permissionsOfRole } from '@paydesk/contracts';
import { describe, expect, it } from 'vitest';
import {
  activeGroupId,
  buildSidebar,
  isLinkActive,
  type SidebarContext,
  type SidebarEntry,
  type SidebarModel,
} from './sidebar-model.ts';

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

/** "Dashboard", "Payments[Transfers,…]" … */
const outline = (entries: SidebarEntry[]) =>
  entries.map((e) => (e.kind === 'group' ? `${e.label}[${e.links.map((l) => l.label).join(',')}]` : e.label));
const everyLink = (model: SidebarModel) =>
  [...model.top, ...model.bottom].flatMap((e) => (e.kind === 'group' ? e.links : [e]));
const find = (model: SidebarModel, id: string) => everyLink(model).find((l) => l.id === id);

describe('sidebar order and links (spec §2.6)', () => {
  it('lists Dashboard, Account, Payments, People, On-demand pay, Trade, Payroll; then Approvals, Audit Logs, Settings', () => {
    const model = buildSidebar(context());
    expect(outline(model.top)).toEqual([
      'Dashboard',
      'Account',
      'Add New Business',
      'Payments[Transfers,Bill Payments,Transaction History,Beneficiaries]',
      'People[Employees,Invited,Accepted,Groups,Contacts,On-demand accounts]',
      'On-demand pay[Withdrawals,Reconciliation,Payment notes,Payment history,Settings]',
      'Trade',
      'Payroll[All Payroll,Compliance Calendar,Payroll Configuration]',
    ]);
    expect(outline(model.bottom)).toEqual(['Approvals', 'Audit Logs', 'Settings']);
    expect(everyLink(model).map((l) => l.to)).toEqual([
      '/dashboard',
      '/account/all-accounts',
      '/account/add/company',
      '/payments/transfers',
      '/payments/bills',
      '/payments/transaction-history',
      '/payments/beneficiaries',
      '/people/employees',
      '/invited-employees',
      '/people/employees/accepted',
      '/people/groups',
      '/people/employees/crm',
      '/people/employees/ERA',
      '/withdrawals',
      '/reconciliation',
      '/payment-note',
      '/payment-history',
      '/settings/ondemand-pay',
      '/trade',
      '/payroll',
      '/payroll/compliance',
      '/payroll-configuration',
      '/approvals/dashboard',
      '/audit-logs',
      '/settings',
    ]);
  });

  it('shows Verification (→ /compliance) first while the compliance flag is null or false, never when true', () => {
    for (const isCompliant of [null, false]) {
      const [first] = buildSidebar(context({ employer: employer({ isCompliant }) })).top;
      expect(first).toMatchObject({ label: 'Verification', to: '/compliance' });
    }
    expect(find(buildSidebar(context()), 'verification')).toBeUndefined();
  });

  it('shows On-demand pay and the on-demand people lists only where the business uses on-demand pay', () => {
    const model = buildSidebar(context({ employer: employer({ products: ['BULK_PAY', 'PAYROLL'] }) }));
    expect(outline(model.top)).toContain('People[Employees,Groups,Contacts]');
    expect(model.top.find((e) => e.id === 'on-demand')).toBeUndefined();
  });

  it('a role sees only the on-demand pages it may open', () => {
    const permissions = new Set<Permission>(['people.withdrawals.view', 'payments.invoices.view']);
    const model = buildSidebar(context({ permissions }));
    expect(outline(model.top)).toEqual(['On-demand pay[Withdrawals,Payment notes,Payment history]']);
  });

  it('shows Payment notes and Payment history only in the advanced funding mode (issue 29)', () => {
    const prefunded = buildSidebar(context({ onDemandFundingMode: 'prefunded' }));
    expect(outline(prefunded.top)).toContain('On-demand pay[Withdrawals,Reconciliation,Settings]');
    expect(find(prefunded, 'payment-notes')).toBeUndefined();
    expect(find(prefunded, 'payment-history')).toBeUndefined();
    expect(find(buildSidebar(context()), 'payment-notes')).toMatchObject({ to: '/payment-note' });
    // A role that cannot read the rules does not know the mode: the server still answers its notes.
    const unknown = buildSidebar(context({ onDemandFundingMode: null }));
    expect(find(unknown, 'payment-history')).toMatchObject({ to: '/payment-history' });
  });

  it('shows the Payments group only on develop, staging and production hosts', () => {
    for (const hostKind of ['develop', 'staging', 'production'] as const) {
      expect(outline(buildSidebar(context({ hostKind })).top).some((e) => e.startsWith('Payments['))).toBe(
        true,
      );
    }
    expect(
      outline(buildSidebar(context({ hostKind: 'local' })).top).some((e) => e.startsWith('Payments')),
    ).toBe(false);
  });

  it('hides the Payroll group for sub accounts', () => {
    const model = buildSidebar(context({ employer: employer({ accountType: 'sub' }) }));
    expect(outline(model.top).some((e) => e.startsWith('Payroll'))).toBe(false);
  });

  it('shows the hidden /transaction-history link only with the employeeEva flag', () => {
    expect(find(buildSidebar(context()), 'on-demand-transactions')).toBeUndefined();
    expect(find(buildSidebar(context({ employeeEva: true })), 'on-demand-transactions')).toMatchObject({
      to: '/transaction-history',
    });
  });

  it('opening Payroll shows the payroll features modal while the products list lacks PAYROLL', () => {
    const payroll = (products: EmployerProfile['products']) =>
      buildSidebar(context({ employer: employer({ products }) })).top.find((e) => e.id === 'payroll');
    expect(payroll(['ON_DEMAND_PAY'])).toMatchObject({ showsPayrollFeatures: true });
    expect(payroll(['PAYROLL'])).toMatchObject({ showsPayrollFeatures: false });
  });

  it('hides what the role may not use: a custom role without permissions sees only Settings', () => {
    const model = buildSidebar(context({ permissions: permissionsOfRole('custom') }));
    expect(outline(model.top)).toEqual([]);
    expect(outline(model.bottom)).toEqual(['Settings']);
    const noAudit = new Set<Permission>(
      [...permissionsOfRole('employer')].filter((p) => p !== 'audit-logs.view'),
    );
    expect(find(buildSidebar(context({ permissions: noAudit })), 'audit-logs')).toBeUndefined();
  });
});

describe('sidebar dimming to 40% (spec §5)', () => {
  const dimmed = (model: SidebarModel) =>
    everyLink(model)
      .filter((l) => l.dimmed)
      .map((l) => l.id);

  it('a verified registered business sees everything at full opacity', () => {
    expect(dimmed(buildSidebar(context()))).toEqual([]);
  });

  it('without adminVerify every item is dimmed except Verification', () => {
    const model = buildSidebar(context({ employer: employer({ adminVerify: false, isCompliant: false }) }));
    expect(find(model, 'verification')?.dimmed).toBe(false);
    expect(dimmed(model)).toEqual(
      everyLink(model)
        .map((l) => l.id)
        .filter((id) => id !== 'verification'),
    );
  });

  it('a sub-account session counts as approved', () => {
    const model = buildSidebar(context({ employer: employer({ adminVerify: false, accountType: 'sub' }) }));
    expect(dimmed(model)).toEqual([]);
  });

  it('payroll items are dimmed when the company is not a registered business', () => {
    const model = buildSidebar(context({ companyType: 'freelance business (not registered)' }));
    expect(dimmed(model)).toEqual(['all-payroll', 'compliance-calendar', 'payroll-configuration']);
    expect(model.top.find((e) => e.id === 'payroll')?.dimmed).toBe(true);
  });

  it('on-demand items are dimmed while on-demand onboarding is required', () => {
    const model = buildSidebar(context({ employeeEva: true, onDemandOnboardingRequired: true }));
    expect(dimmed(model)).toEqual([
      'invited-employees',
      'accepted-employees',
      'on-demand-accounts',
      'on-demand-transactions',
      'withdrawals',
      'reconciliation',
      'payment-notes',
      'payment-history',
      'on-demand-settings',
    ]);
  });
});

describe('the active link and its group (spec §2.6)', () => {
  const model = buildSidebar(context());

  it('a link is active on its path and below it; the dashboard also on /', () => {
    expect(isLinkActive(find(model, 'dashboard')!, '/')).toBe(true);
    expect(isLinkActive(find(model, 'transfers')!, '/payments/transfers/instant-transfers')).toBe(true);
    expect(isLinkActive(find(model, 'approvals')!, '/approvals/workflow')).toBe(true);
    expect(isLinkActive(find(model, 'settings')!, '/settings/team-management/roles')).toBe(true);
    expect(isLinkActive(find(model, 'trade')!, '/trademark')).toBe(false);
  });

  it("a People page with its own link is not also the Employees link's", () => {
    const active = (pathname: string) =>
      everyLink(model)
        .filter((l) => isLinkActive(l, pathname))
        .map((l) => l.id);
    expect(active('/people/employees')).toEqual(['employees']);
    expect(active('/people/employees/edit/e1')).toEqual(['employees']);
    expect(active('/people/employees/crm')).toEqual(['contacts']);
    expect(active('/people/employees/era/e1/transactions')).toEqual(['on-demand-accounts']);
    expect(active('/people/employees/invited-employees')).toEqual(['invited-employees']);
    expect(active('/settings/ondemand-pay')).toEqual(['on-demand-settings', 'settings']);
  });

  it('the group holding the active link is the one that opens', () => {
    expect(activeGroupId(model, '/payments/bills/airtime')).toBe('payments');
    expect(activeGroupId(model, '/people/groups/create')).toBe('people');
    expect(activeGroupId(model, '/people/employees/crm')).toBe('people');
    expect(activeGroupId(model, '/payment-note/details/INV-1')).toBe('on-demand');
    expect(activeGroupId(model, '/payroll/history')).toBe('payroll');
    const active = (path: string) =>
      ['all-payroll', 'compliance-calendar'].filter((id) => isLinkActive(find(model, id)!, path));
    expect(active('/payroll/compliance')).toEqual(['compliance-calendar']);
    expect(active('/payroll/annual-returns')).toEqual(['compliance-calendar']);
    expect(active('/payroll/history')).toEqual(['all-payroll']);
    expect(activeGroupId(model, '/dashboard')).toBeNull();
  });
});
