// The sidebar of spec §2.6 as data: which entries show, in which order, which are dimmed (§5), which is active.
// Pure, so the rules are tested without a browser; the components only draw what this returns.
import type { BusinessType, EmployerProfile, FundingMode, Permission } from '@paydesk/contracts';
import type { HostKind } from '@/lib/config.ts';
import { isVerified } from '@/lib/storage/session-rules.ts';
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
  | 'invited'
  | 'accepted'
  | 'contacts'
  | 'on-demand-accounts'
  | 'on-demand'
  | 'withdrawals'
  | 'reconciliation'
  | 'payment-notes'
  | 'payment-history'
  | 'on-demand-settings'
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
  /** Path prefixes below `match` that belong to another link (Employees is not active on Contacts). */
  except: readonly string[];
  /** Shown at 40% opacity (spec §5). */
  dimmed: boolean;
}

export interface SidebarGroup {
  kind: 'group';
  id: 'payments' | 'people' | 'on-demand' | 'payroll';
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
  /**
   * How on-demand pay is funded, from its rules; null while unknown (not loaded, or a role that cannot read them).
   * Payment notes (and their payment history) belong to the advanced mode: a prefunded business has none (issue 29).
   */
  onDemandFundingMode: FundingMode | null;
}

/** The add-business flow starts at its first step; /account/add itself is not a route of spec §2.3. */
export const ADD_BUSINESS_PATH = '/account/add/company';
const PAYMENT_HOSTS: readonly HostKind[] = ['develop', 'staging', 'production'];
const REGISTERED_BUSINESS: BusinessType = 'registered business';
/** People pages under /people/employees that have their own link. */
const PEOPLE_SUB_PAGES = [
  '/people/employees/invited-employees',
  '/people/employees/accepted',
  '/people/employees/crm',
  '/people/employees/ERA',
  '/people/employees/era',
] as const;

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
      except: spec.except ?? [],
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
  // On-demand pay's own pages (and People's on-demand lists) show where the business uses it (issue 29).
  const isOnDemandUser = employer?.products.includes('ON_DEMAND_PAY') ?? false;
  const onDemandOnly = <T>(specs: T[]): T[] => (isOnDemandUser ? specs : []);
  const advancedOnly = <T>(specs: T[]): T[] => (context.onDemandFundingMode === 'prefunded' ? [] : specs);

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
    // People's sub-navigation: every list of people has its link (issue 29).
    group('people', L.people, 'people', [
      {
        id: 'employees',
        label: L.employees,
        to: '/people/employees',
        icon: 'employees',
        except: [...PEOPLE_SUB_PAGES],
        permission: 'people.employees.view',
      },
      ...onDemandOnly<LinkSpec>([
        {
          id: 'invited-employees',
          label: L.invited,
          to: '/invited-employees',
          icon: 'invited',
          match: ['/invited-employees', '/people/employees/invited-employees'],
          permission: 'people.employees.view',
          area: 'on-demand',
        },
        {
          id: 'accepted-employees',
          label: L.accepted,
          to: '/people/employees/accepted',
          icon: 'accepted',
          permission: 'people.employees.view',
          area: 'on-demand',
        },
      ]),
      {
        id: 'groups',
        label: L.groups,
        to: '/people/groups',
        icon: 'groups',
        permission: 'people.groups.view',
      },
      {
        id: 'contacts',
        label: L.contacts,
        to: '/people/employees/crm',
        icon: 'contacts',
        permission: 'people.employees.view',
      },
      ...onDemandOnly<LinkSpec>([
        {
          id: 'on-demand-accounts',
          label: L.onDemandAccounts,
          to: '/people/employees/ERA',
          icon: 'on-demand-accounts',
          match: ['/people/employees/ERA', '/people/employees/era'],
          permission: 'people.employees.view',
          area: 'on-demand',
        },
      ]),
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
    isOnDemandUser
      ? group('on-demand', L.onDemandPay, 'on-demand', [
          {
            id: 'withdrawals',
            label: L.withdrawals,
            to: '/withdrawals',
            icon: 'withdrawals',
            permission: 'people.withdrawals.view',
            area: 'on-demand',
          },
          {
            id: 'reconciliation',
            label: L.reconciliation,
            to: '/reconciliation',
            icon: 'reconciliation',
            permission: 'people.reconciliation.view',
            area: 'on-demand',
          },
          ...advancedOnly<LinkSpec>([
            {
              id: 'payment-notes',
              label: L.paymentNotes,
              to: '/payment-note',
              icon: 'payment-notes',
              permission: 'payments.invoices.view',
              area: 'on-demand',
            },
            {
              id: 'payment-history',
              label: L.paymentHistory,
              to: '/payment-history',
              icon: 'payment-history',
              permission: 'payments.invoices.view',
              area: 'on-demand',
            },
          ]),
          {
            id: 'on-demand-settings',
            label: L.onDemandSettings,
            to: '/settings/ondemand-pay',
            icon: 'on-demand-settings',
            permission: 'settings.on-demand.manage',
            area: 'on-demand',
          },
        ])
      : null,
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
              except: ['/payroll/compliance', '/payroll/annual-returns'],
              icon: 'all-payroll',
              permission: 'payroll.view',
              area: 'payroll',
            },
            {
              id: 'compliance-calendar',
              label: L.complianceCalendar,
              to: '/payroll/compliance',
              match: ['/payroll/compliance', '/payroll/annual-returns'],
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

const under = (pathname: string, prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);

/** A link is active on its own path and below it (but not on a page another link owns); the dashboard also on '/'. */
export function isLinkActive(link: SidebarLink, pathname: string): boolean {
  if (link.id === 'dashboard' && pathname === '/') return true;
  if (link.except.some((prefix) => under(pathname, prefix))) return false;
  return link.match.some((prefix) => under(pathname, prefix));
}

/** The group holding the active link: it opens on load (spec §2.6). */
export function activeGroupId(model: SidebarModel, pathname: string): SidebarGroup['id'] | null {
  for (const entry of [...model.top, ...model.bottom]) {
    if (entry.kind === 'group' && entry.links.some((l) => isLinkActive(l, pathname))) return entry.id;
  }
  return null;
}
