// The sidebar of spec §2.6 as data: which entries show, in which order, which are dimmed (§5), which is active.
// Pure, so the rules are tested without a browser; the components only draw what this returns.
import type { BusinessType, EmployerProfile, Permission } from '@paydesk/contracts';
import type { HostKind } from '../../../lib/config.ts';
import { isVerified } from '../../../lib/storage/session-rules.ts';
import { SIDEBAR_LABELS as L } from '../copy.ts';

export type NavIconName =
  | 'verification'
  | 'dashboard'
  | 'account'
  | 'add-business'
  | 'payments'
  | 'transfers'
  | 'bills'
  | 'history'
  | 'beneficiaries'
  | 'people'
  | 'employees'
  | 'groups'
  | 'on-demand'
  | 'trade'
  | 'payroll'
  | 'all-payroll'
  | 'compliance-calendar'
  | 'payroll-configuration'
  | 'approvals'
  | 'audit-logs'
  | 'settings';

export interface SidebarLink {
  kind: 'link';
  id: string;
  label: string;
  to: string;
  icon: NavIconName;
  /** Path prefixes that make this link the active one. */
  match: readonly string[];
  /** Path prefixes under `match` that belong to another link (/payroll/compliance is not All Payroll). */
  except?: readonly string[];
  /** Shown at 40% opacity (spec §5). */
  dimmed: boolean;
}

export interface SidebarGroup {
  kind: 'group';
  id: 'payments' | 'people' | 'payroll';
  label: string;
  icon: NavIconName;
  links: SidebarLink[];
  dimmed: boolean;
  /** Opening the group shows the payroll features modal instead (the employer is not a payroll user yet). */
  showsPayrollFeatures: boolean;
}

export type SidebarEntry = SidebarLink | SidebarGroup;

export interface SidebarModel {
  top: SidebarEntry[];
  bottom: SidebarEntry[];
}

export interface SidebarContext {
  employer: EmployerProfile | null;
  companyType: BusinessType | null;
  hostKind: HostKind;
  permissions: ReadonlySet<Permission>;
  /** The company's employeeEva flag (spec §3 company info). */
  employeeEva: boolean;
  /** On-demand onboarding still required (spec §4 rule 6); no session field carries it yet. */
  onDemandOnboardingRequired: boolean;
}

/** The add-business flow starts at its first step; /account/add itself is not a route of spec §2.3. */
export const ADD_BUSINESS_PATH = '/account/add/company';
const PAYMENT_HOSTS: readonly HostKind[] = ['develop', 'staging', 'production'];
const REGISTERED_BUSINESS: BusinessType = 'registered business';

type Area = 'general' | 'payroll' | 'on-demand' | 'verification';
interface LinkSpec {
  id: string;
  label: string;
  to: string;
  icon: NavIconName;
  match?: readonly string[];
  except?: readonly string[];
  permission?: Permission;
  area?: Area;
}

/** Spec §5: which items are dimmed to 40% opacity. Verification always stays active. */
export function isDimmed(area: Area, context: SidebarContext): boolean {
  if (area === 'verification') return false;
  // Business onboarding required or not admin-verified (sub-account sessions count as approved, spec §4).
  if (!isVerified({ loggedIn: true, employer: context.employer })) return true;
  if (area === 'on-demand' && context.onDemandOnboardingRequired) return true;
  if (area === 'payroll' && context.companyType !== REGISTERED_BUSINESS) return true;
  return false;
}

export function buildSidebar(context: SidebarContext): SidebarModel {
  const { employer, permissions } = context;
  const link = (spec: LinkSpec): SidebarLink | null => {
    if (spec.permission && !permissions.has(spec.permission)) return null;
    return {
      kind: 'link',
      id: spec.id,
      label: spec.label,
      to: spec.to,
      icon: spec.icon,
      match: spec.match ?? [spec.to],
      ...(spec.except ? { except: spec.except } : {}),
      dimmed: isDimmed(spec.area ?? 'general', context),
    };
  };
  const group = (
    id: SidebarGroup['id'],
    label: string,
    icon: NavIconName,
    specs: LinkSpec[],
    showsPayrollFeatures = false,
  ): SidebarGroup | null => {
    const links = specs.map(link).filter((l): l is SidebarLink => l !== null);
    if (links.length === 0) return null;
    return {
      kind: 'group',
      id,
      label,
      icon,
      links,
      dimmed: links.every((l) => l.dimmed),
      showsPayrollFeatures,
    };
  };

  const isSubAccount = employer?.accountType === 'sub';
  const isPayrollUser = employer?.products.includes('PAYROLL') ?? false;

  const top: Array<SidebarEntry | null> = [
    employer?.isCompliant !== true
      ? link({
          id: 'verification',
          label: L.verification,
          to: '/compliance',
          icon: 'verification',
          permission: 'compliance.view',
          area: 'verification',
        })
      : null,
    link({
      id: 'dashboard',
      label: L.dashboard,
      to: '/dashboard',
      icon: 'dashboard',
      match: ['/dashboard'],
      permission: 'dashboard.view',
    }),
    link({
      id: 'account',
      label: L.account,
      to: '/account/all-accounts',
      icon: 'account',
      permission: 'wallets.view',
    }),
    link({
      id: 'add-business',
      label: L.addBusiness,
      to: ADD_BUSINESS_PATH,
      icon: 'add-business',
      match: ['/account/add'],
      permission: 'businesses.create',
    }),
    PAYMENT_HOSTS.includes(context.hostKind)
      ? group('payments', L.payments, 'payments', [
          {
            id: 'transfers',
            label: L.transfers,
            to: '/payments/transfers',
            icon: 'transfers',
            permission: 'payments.transfer.create',
          },
          {
            id: 'bill-payments',
            label: L.billPayments,
            to: '/payments/bills',
            icon: 'bills',
            permission: 'payments.bills.pay',
          },
          {
            id: 'payments-transaction-history',
            label: L.transactionHistory,
            to: '/payments/transaction-history',
            icon: 'history',
            match: ['/payments/transaction-history', '/payments/transactions'],
            permission: 'payments.transactions.view',
          },
          {
            id: 'beneficiaries',
            label: L.beneficiaries,
            to: '/payments/beneficiaries',
            icon: 'beneficiaries',
            permission: 'payments.beneficiaries.view',
          },
        ])
      : null,
    group('people', L.people, 'people', [
      {
        id: 'employees',
        label: L.employees,
        to: '/people/employees',
        icon: 'employees',
        match: ['/people/employees', '/invited-employees'],
        permission: 'people.employees.view',
      },
      {
        id: 'groups',
        label: L.groups,
        to: '/people/groups',
        icon: 'groups',
        permission: 'people.groups.view',
      },
      // The hidden link: only for companies with the employeeEva flag.
      ...(context.employeeEva
        ? [
            {
              id: 'on-demand-transactions',
              label: L.onDemandTransactions,
              to: '/transaction-history',
              icon: 'on-demand' as const,
              permission: 'payments.transactions.view' as const,
              area: 'on-demand' as const,
            },
          ]
        : []),
    ]),
    link({ id: 'trade', label: L.trade, to: '/trade', icon: 'trade', permission: 'trade.view' }),
    isSubAccount
      ? null
      : group(
          'payroll',
          L.payroll,
          'payroll',
          [
            {
              id: 'all-payroll',
              label: L.allPayroll,
              to: '/payroll',
              except: ['/payroll/compliance'],
              icon: 'all-payroll',
              permission: 'payroll.view',
              area: 'payroll',
            },
            {
              id: 'compliance-calendar',
              label: L.complianceCalendar,
              to: '/payroll/compliance',
              icon: 'compliance-calendar',
              permission: 'payroll.view',
              area: 'payroll',
            },
            {
              id: 'payroll-configuration',
              label: L.payrollConfiguration,
              to: '/payroll-configuration',
              icon: 'payroll-configuration',
              permission: 'payroll.setup.view',
              area: 'payroll',
            },
          ],
          !isPayrollUser,
        ),
  ];

  const bottom: Array<SidebarEntry | null> = [
    link({
      id: 'approvals',
      label: L.approvals,
      to: '/approvals/dashboard',
      icon: 'approvals',
      match: ['/approvals'],
      permission: 'approvals.requests.view',
    }),
    link({
      id: 'audit-logs',
      label: L.auditLogs,
      to: '/audit-logs',
      icon: 'audit-logs',
      permission: 'audit-logs.view',
    }),
    link({ id: 'settings', label: L.settings, to: '/settings', icon: 'settings' }),
  ];

  const present = (entries: Array<SidebarEntry | null>) =>
    entries.filter((e): e is SidebarEntry => e !== null);
  return { top: present(top), bottom: present(bottom) };
}

/** A link is active on its own path and below it; the dashboard also on '/'. */
export function isLinkActive(link: SidebarLink, pathname: string): boolean {
  if (link.id === 'dashboard' && pathname === '/') return true;
  const under = (prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);
  if (link.except?.some(under)) return false;
  return link.match.some(under);
}

/** The group holding the active link: it opens on load (spec §2.6). */
export function activeGroupId(model: SidebarModel, pathname: string): SidebarGroup['id'] | null {
  for (const entry of [...model.top, ...model.bottom]) {
    if (entry.kind === 'group' && entry.links.some((l) => isLinkActive(l, pathname))) return entry.id;
  }
  return null;
}
