// One icon per sidebar entry.
import {
  IconAddressBook,
  IconAdjustments,
  IconArrowsExchange,
  IconBriefcase,
  IconBuildingBank,
  IconCalendarDue,
  IconCash,
  IconChartCandle,
  IconCoins,
  IconCreditCard,
  IconFileSearch,
  IconHistory,
  IconLayoutDashboard,
  IconListCheck,
  IconPlus,
  IconReceipt,
  IconReportMoney,
  IconSettings,
  IconShieldCheck,
  IconUsers,
  IconUsersGroup,
} from '@tabler/icons-react';
import type { NavIconName } from '../nav/sidebar-model.ts';

const ICONS: Record<NavIconName, typeof IconSettings> = {
  verification: IconShieldCheck,
  dashboard: IconLayoutDashboard,
  account: IconBuildingBank,
  'add-business': IconPlus,
  payments: IconCreditCard,
  transfers: IconArrowsExchange,
  bills: IconReceipt,
  history: IconHistory,
  beneficiaries: IconAddressBook,
  people: IconUsers,
  employees: IconBriefcase,
  groups: IconUsersGroup,
  'on-demand': IconCoins,
  trade: IconChartCandle,
  payroll: IconCash,
  'all-payroll': IconReportMoney,
  'compliance-calendar': IconCalendarDue,
  'payroll-configuration': IconAdjustments,
  approvals: IconListCheck,
  'audit-logs': IconFileSearch,
  settings: IconSettings,
};

export function NavIcon({ name, size = 20 }: { name: NavIconName; size?: number }) {
  const Icon = ICONS[name];
  return <Icon size={size} stroke={1.7} aria-hidden="true" />;
}
