import { describe, expect, it } from 'vitest';
import { buildBreadcrumb, humanize, isIdSegment } from './breadcrumb.ts';

const labels = (path: string) => buildBreadcrumb(path).map((c) => c.label);

describe('breadcrumb built from the path (spec §2.6)', () => {
  it('one crumb per segment, each with the path up to it', () => {
    expect(buildBreadcrumb('/payments/transfers/instant-transfers')).toEqual([
      { label: 'Payments', path: '/payments' },
      { label: 'Transfers', path: '/payments/transfers' },
      { label: 'Instant Transfers', path: '/payments/transfers/instant-transfers' },
    ]);
  });

  it('settings paths take the title map: Profile, Company Details, Team Management, Role Management, On-Demand Pay, Login & Security', () => {
    expect(labels('/settings/profile')).toEqual(['Settings', 'Profile']);
    expect(labels('/settings/info')).toEqual(['Settings', 'Company Details']);
    expect(labels('/settings/team-management')).toEqual(['Settings', 'Team Management']);
    expect(labels('/settings/team-management/roles')).toEqual([
      'Settings',
      'Team Management',
      'Role Management',
    ]);
    expect(labels('/settings/ondemand-pay')).toEqual(['Settings', 'On-Demand Pay']);
    expect(labels('/settings/login-security')).toEqual(['Settings', 'Login & Security']);
  });

  it('leaves out record ids and tokens', () => {
    expect(labels('/payroll/3f2b8a9e-1c4d-4e5f-8a6b-7c8d9e0f1a2b/run')).toEqual(['Payroll', 'Run']);
    expect(labels('/people/employees/era/42/transactions')).toEqual([
      'People',
      'Employees',
      'ERA',
      'Transactions',
    ]);
    expect(isIdSegment('instant-transfers')).toBe(false);
    expect(isIdSegment('a1b2c3d4e5f6a7b8c9')).toBe(true);
  });

  it('the root is the dashboard', () => {
    expect(buildBreadcrumb('/')).toEqual([{ label: 'Dashboard', path: '/dashboard' }]);
  });

  it('words are capitalised, acronyms kept', () => {
    expect(humanize('cable-tv')).toBe('Cable TV');
    expect(humanize('audit-logs')).toBe('Audit Logs');
    expect(humanize('ERA')).toBe('ERA');
    expect(humanize('api-keys')).toBe('API Keys');
  });
});
