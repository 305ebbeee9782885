// Suggested roles offered beside Administrator when inviting or changing a member's role. A preset is not a role
// of its own: choosing one creates an ordinary custom role of the business (POST /team/roles) the first time it is
// used, which the owner can then rename or change like any other. Each holds the least a job needs: seeing is
// separate from doing, and preparing payroll from approving or paying it.
import type { Permission } from './permissions.ts';

export interface RolePreset {
  key: 'viewer' | 'approver' | 'payroll-officer' | 'finance-manager';
  name: string;
  description: string;
  permissions: readonly Permission[];
}

export const ROLE_PRESETS: readonly RolePreset[] = [
  {
    key: 'viewer',
    name: 'Viewer',
    description: 'Sees balances, transactions, people and payroll; changes nothing.',
    permissions: [
      'dashboard.view',
      'wallets.view',
      'payments.transactions.view',
      'payments.beneficiaries.view',
      'people.employees.view',
      'people.groups.view',
      'payroll.view',
      'approvals.requests.view',
    ],
  },
  {
    key: 'approver',
    name: 'Approver',
    description: 'Approves or rejects requests and submitted payrolls; sends nothing itself.',
    permissions: [
      'dashboard.view',
      'wallets.view',
      'payments.transactions.view',
      'payroll.view',
      'payroll.approve',
      'approvals.requests.view',
      'approvals.requests.decide',
    ],
  },
  {
    key: 'payroll-officer',
    name: 'Payroll officer',
    description: 'Keeps employees and payroll set-up, prepares payrolls; cannot approve or pay them.',
    permissions: [
      'dashboard.view',
      'people.employees.view',
      'people.employees.manage',
      'people.groups.view',
      'people.groups.manage',
      'payroll.view',
      'payroll.manage',
      'payroll.setup.view',
      'payroll.setup.manage',
    ],
  },
  {
    key: 'finance-manager',
    name: 'Finance manager',
    description:
      'Funds and moves money, sends transfers and bills, pays approved payrolls; no team settings.',
    permissions: [
      'dashboard.view',
      'wallets.view',
      'wallets.fund',
      'wallets.move',
      'wallets.statements',
      'payments.transactions.view',
      'payments.transactions.export',
      'payments.transfer.create',
      'payments.recurring.manage',
      'payments.bills.pay',
      'payments.beneficiaries.view',
      'payments.beneficiaries.manage',
      'payroll.view',
      'payroll.pay',
      'approvals.requests.view',
    ],
  },
];

/** The preset a role name stands for (case aside), if any. */
export const presetNamed = (name: string): RolePreset | undefined =>
  ROLE_PRESETS.find((preset) => preset.name.toLowerCase() === name.trim().toLowerCase());
