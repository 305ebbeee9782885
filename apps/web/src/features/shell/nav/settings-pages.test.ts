// The settings sub-navigation lists every settings page the member's role may open (issue 17).
import { permissionsOfRole } from '@paydesk/contracts';
import { describe, expect, it } from 'vitest';
import { isSettingsPageActive, settingsPages } from './settings-pages.ts';

const labels = (pages: { label: string }[]) => pages.map((page) => page.label);

describe('settings sub-navigation', () => {
  it('gives the owner of a main account every settings page', () => {
    expect(labels(settingsPages(permissionsOfRole('employer', []), { mainAccount: true }))).toEqual([
      'Profile',
      'Login & Security',
      'Company Details',
      'Preferences',
      'Team Management',
      'Role Management',
      'Administrators',
      'Approval settings',
      'Transaction limits',
      'On-Demand Pay',
      'Settlements',
      'Integrations',
    ]);
  });

  it('leaves out integrations for an employer-admin, and administrators outside the main account', () => {
    const admin = labels(settingsPages(permissionsOfRole('employer-admin', []), { mainAccount: false }));
    expect(admin).toContain('Team Management');
    expect(admin).not.toContain('Integrations');
    expect(admin).not.toContain('Administrators');
  });

  it('gives a custom role without team permissions only its own pages', () => {
    const custom = labels(
      settingsPages(permissionsOfRole('custom', ['payroll.view']), { mainAccount: true }),
    );
    expect(custom).toEqual(['Profile', 'Login & Security']);
  });

  it('marks Role Management, not Team Management, active on the roles pages', () => {
    const pages = settingsPages(permissionsOfRole('employer', []), { mainAccount: true });
    const active = (path: string) => labels(pages.filter((page) => isSettingsPageActive(page, path)));
    expect(active('/settings/team-management/roles/edit/r1/details')).toEqual(['Role Management']);
    expect(active('/settings/team-management')).toEqual(['Team Management']);
    expect(active('/settings/administrators/edit/a1')).toEqual(['Administrators']);
  });
});
