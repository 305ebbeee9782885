import { describe, expect, it } from 'vitest';
import { IDLE_COPY, PAYROLL_FEATURES_COPY, SETTINGS_TITLES, SHELL_COPY, SIDEBAR_LABELS } from './copy.ts';

describe('shell texts (spec §2.6)', () => {
  it("the collapsed sidebar's logo tooltip says 'Expand'", () => {
    expect(SHELL_COPY.expand).toBe('Expand');
  });

  it('the settings title map', () => {
    expect(SETTINGS_TITLES).toEqual({
      '/settings/profile': 'Profile',
      '/settings/info': 'Company Details',
      '/settings/team-management': 'Team Management',
      '/settings/team-management/roles': 'Role Management',
      '/settings/ondemand-pay': 'On-Demand Pay',
      '/settings/login-security': 'Login & Security',
    });
  });

  it("the idle-timeout modal is titled 'Login expiring...' with 'Stay logged in' and 'Logout'", () => {
    expect(IDLE_COPY.title).toBe('Login expiring...');
    expect(IDLE_COPY.stayLoggedIn).toBe('Stay logged in');
    expect(IDLE_COPY.logout).toBe('Logout');
    expect(IDLE_COPY.countdown(42)).toBe('You will be logged out automatically in 42 seconds.');
  });

  it('the payroll features modal has the headings, features, benefits and call to action', () => {
    expect(PAYROLL_FEATURES_COPY.heading).toBe('Features Overview');
    expect(PAYROLL_FEATURES_COPY.features.map((f) => f.title)).toEqual([
      'Payroll Processing',
      'Tax Management',
      'Pension Remittance',
      'Multiple Pay Structure Creation',
    ]);
    expect(PAYROLL_FEATURES_COPY.benefitsHeading).toBe('Why Choose Our Payroll Service');
    expect(PAYROLL_FEATURES_COPY.benefits.map((b) => b.title)).toEqual([
      'Time Savings',
      'Accuracy',
      'Compliance',
      'Convenience',
    ]);
    expect(PAYROLL_FEATURES_COPY.callToAction).toBe('Try It Out - On the House!');
    expect(PAYROLL_FEATURES_COPY.startNow).toBe('Start Now');
  });

  it('sidebar labels as the spec names them', () => {
    expect(SIDEBAR_LABELS).toMatchObject({
      verification: 'Verification',
      dashboard: 'Dashboard',
      account: 'Account',
      transfers: 'Transfers',
      billPayments: 'Bill Payments',
      transactionHistory: 'Transaction History',
      beneficiaries: 'Beneficiaries',
      employees: 'Employees',
      groups: 'Groups',
      trade: 'Trade',
      allPayroll: 'All Payroll',
      payrollConfiguration: 'Payroll Configuration',
      approvals: 'Approvals',
      auditLogs: 'Audit Logs',
      settings: 'Settings',
    });
  });
});
