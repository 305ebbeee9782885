// The permission catalogue: every action of the product, one key each (architecture rule 10). The server
// enforces the key each route declares; the web uses the same keys to hide or disable.

export const PERMISSION_GROUPS = {
  dashboard: { label: 'Dashboard', permissions: { 'dashboard.view': 'View the dashboard and balances' } },
  notifications: {
    label: 'Notifications',
    permissions: { 'notifications.view': 'See and clear own notifications' },
  },
  compliance: {
    label: 'Business verification',
    permissions: {
      'compliance.view': 'View verification status',
      'compliance.submit': 'Fill in and submit verification',
    },
  },
  businesses: {
    label: 'Businesses',
    permissions: {
      'businesses.view': 'See linked businesses',
      'businesses.create': 'Add a business',
      'businesses.switch': 'Switch business',
    },
  },
  people: {
    label: 'People',
    permissions: {
      'people.employees.view': 'View employees',
      'people.employees.manage': 'Add, edit, upload, enable, disable and archive employees',
      'people.employees.delete': 'Delete employees',
      'people.groups.view': 'View groups',
      'people.groups.manage': 'Create, edit, delete groups and assign employees',
      'people.on-demand.manage': 'Stop or resume earnings and withdrawals, invite to on-demand pay',
      'people.withdrawals.view': 'View withdrawals and savings requests',
      'people.withdrawals.decide': 'Approve or reject withdrawals and savings requests',
      'people.reconciliation.view': 'View reconciliation',
    },
  },
  wallets: {
    label: 'Accounts and wallets',
    permissions: {
      'wallets.view': 'View wallets, balances and transactions',
      'wallets.create': 'Create additional wallets',
      'wallets.fund': 'Fund wallets',
      'wallets.move': 'Move money between own wallets',
      'wallets.freeze': 'Freeze and unfreeze wallets',
      'wallets.close': 'Close wallets',
      'wallets.update': 'Rename and update wallets',
      'wallets.statements': 'Generate statements',
      'wallets.yield.manage': 'Opt in or out of yield',
      'credit.request': 'Request credit',
      'credit.view': 'View credit requests',
    },
  },
  payments: {
    label: 'Payments',
    permissions: {
      'payments.transactions.view': 'View transaction history',
      'payments.transactions.export': 'Export transactions and receipts',
      'payments.transfer.create': 'Send transfers (single and bulk)',
      'payments.recurring.manage': 'Create, change, pause and delete recurring transfers',
      'payments.bills.pay': 'Buy airtime, data, electricity and cable TV',
      'payments.beneficiaries.view': 'View beneficiaries',
      'payments.beneficiaries.manage': 'Add, upload and delete beneficiaries',
      'payments.invoices.view': 'View payment notes and invoices',
    },
  },
  trade: {
    label: 'Trade',
    permissions: {
      'trade.view': 'View trade advances and their invoices',
      'trade.request': 'Upload invoices and request trade advances',
      'trade.repay': 'Repay trade advances from a wallet',
    },
  },
  payroll: {
    label: 'Payroll',
    permissions: {
      'payroll.view': 'View payrolls and history',
      'payroll.manage': 'Create, edit, run and delete payrolls',
      'payroll.approve': 'Approve or reject submitted payrolls (when no approval workflow covers payroll)',
      'payroll.pay': 'Pay salaries and remittances',
      'payroll.setup.view': 'View payroll configuration',
      'payroll.setup.manage':
        'Manage pay groups, schedules, structures, benefits, allowances and remittance parties',
    },
  },
  approvals: {
    label: 'Approvals',
    permissions: {
      'approvals.requests.view': 'View approval requests',
      'approvals.requests.decide': 'Approve or reject requests',
      'approvals.workflows.manage': 'Create and change approval workflows',
    },
  },
  auditLogs: { label: 'Audit logs', permissions: { 'audit-logs.view': 'View and export audit logs' } },
  settings: {
    label: 'Settings',
    permissions: {
      'settings.profile.manage': 'Edit own profile, password and transaction PIN',
      'settings.company.manage': 'Edit company details and preferences',
      'settings.team.view': 'View team members and roles',
      'settings.team.manage': 'Invite members, assign and edit roles',
      'settings.limits.manage': 'Set transaction limits',
      'settings.on-demand.manage': 'Configure on-demand pay',
      'settings.settlements.manage': 'Manage settlement accounts',
      'settings.administrators.view': 'View administrators',
      'settings.administrators.edit': 'Create, edit and remove administrators, transfer ownership',
      'settings.integrations.manage': 'Manage integrations',
    },
  },
} as const;

type Groups = typeof PERMISSION_GROUPS;
export type Permission = { [G in keyof Groups]: keyof Groups[G]['permissions'] }[keyof Groups] & string;

export const ALL_PERMISSIONS = Object.values(PERMISSION_GROUPS).flatMap((g) =>
  Object.keys(g.permissions),
) as Permission[];

/** What employer-admin may not do (spec §6): edit administrators and integrations. */
export const EMPLOYER_ADMIN_EXCLUDED: readonly Permission[] = [
  'settings.administrators.edit',
  'settings.integrations.manage',
];

/** Every signed-in member may read and clear their own notifications and edit their own profile. */
export const BASE_PERMISSIONS: readonly Permission[] = ['notifications.view', 'settings.profile.manage'];

export function isPermission(value: string): value is Permission {
  return (ALL_PERMISSIONS as string[]).includes(value);
}

const EVERY_PERMISSION = new Set<string>(ALL_PERMISSIONS);
const EMPLOYER_ADMIN_PERMISSIONS = new Set<string>(
  ALL_PERMISSIONS.filter((p) => !EMPLOYER_ADMIN_EXCLUDED.includes(p)),
);
const BASE_PERMISSION_SET = new Set<string>(BASE_PERMISSIONS);

/** `permissionsOfRole(role, customPermissions).has(permission)` without building the set: every call's check. */
export function roleAllows(role: string, customPermissions: readonly string[], permission: string): boolean {
  if (role === 'employer') return EVERY_PERMISSION.has(permission);
  if (role === 'employer-admin') return EMPLOYER_ADMIN_PERMISSIONS.has(permission);
  return (
    BASE_PERMISSION_SET.has(permission) ||
    (EVERY_PERMISSION.has(permission) && customPermissions.includes(permission))
  );
}

/** Permissions of a built-in role; custom roles carry their own list. */
export function permissionsOfRole(role: string, customPermissions: readonly string[] = []): Set<Permission> {
  if (role === 'employer') return new Set(ALL_PERMISSIONS);
  if (role === 'employer-admin')
    return new Set(ALL_PERMISSIONS.filter((p) => !EMPLOYER_ADMIN_EXCLUDED.includes(p)));
  return new Set([...BASE_PERMISSIONS, ...customPermissions.filter(isPermission)]);
}
