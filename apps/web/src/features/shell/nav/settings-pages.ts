// The settings sub-navigation: every settings page of spec §2.3, in the order a member looks for them, kept to the
// ones the member's role may open (architecture rule 10). Pure, so the rule is tested without a browser.
import type { Permission } from '@paydesk/contracts';
import { SETTINGS_NAV_LABELS as L } from '../copy.ts';

export interface SettingsPage {
  label: string;
  to: string;
  /** Paths below `to` that belong to another entry (Role Management sits under Team Management). */
  except?: readonly string[];
}

interface SettingsPageSpec extends SettingsPage {
  permission: Permission;
  /** Administrators live on the main account only (spec §6). */
  mainAccountOnly?: boolean;
}

const PAGES: readonly SettingsPageSpec[] = [
  { label: L.profile, to: '/settings/profile', permission: 'settings.profile.manage' },
  { label: L.loginSecurity, to: '/settings/login-security', permission: 'settings.profile.manage' },
  { label: L.companyDetails, to: '/settings/info', permission: 'settings.company.manage' },
  { label: L.preferences, to: '/settings/preferences', permission: 'settings.company.manage' },
  {
    label: L.teamManagement,
    to: '/settings/team-management',
    permission: 'settings.team.view',
    except: ['/settings/team-management/roles'],
  },
  { label: L.roleManagement, to: '/settings/team-management/roles', permission: 'settings.team.view' },
  {
    label: L.administrators,
    to: '/settings/administrators',
    permission: 'settings.administrators.view',
    mainAccountOnly: true,
  },
  { label: L.approvals, to: '/settings/approvals', permission: 'approvals.workflows.manage' },
  { label: L.transactionLimits, to: '/settings/transaction-limits', permission: 'settings.limits.manage' },
  { label: L.onDemandPay, to: '/settings/ondemand-pay', permission: 'settings.on-demand.manage' },
  { label: L.settlements, to: '/settings/settlements', permission: 'settings.settlements.manage' },
  { label: L.integrations, to: '/settings/integrations', permission: 'settings.integrations.manage' },
];

export function settingsPages(
  permissions: ReadonlySet<Permission>,
  { mainAccount }: { mainAccount: boolean },
): SettingsPage[] {
  return PAGES.filter(
    (page) => permissions.has(page.permission) && (mainAccount || !page.mainAccountOnly),
  ).map(({ label, to, except }) => (except ? { label, to, except } : { label, to }));
}

export function isSettingsPageActive(page: SettingsPage, pathname: string): boolean {
  const below = (prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);
  return below(page.to) && !(page.except ?? []).some(below);
}
