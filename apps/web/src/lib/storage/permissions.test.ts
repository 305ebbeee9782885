import type { EmployerProfile } from '@paydesk/contracts';
import { describe, expect, it } from 'vitest';
import { permissionsOf } from './permissions.ts';

const as = (userType: EmployerProfile['userType']) => ({ employer: { userType } as EmployerProfile });

describe('what the member may do (spec §6, permission catalogue)', () => {
  it('employer and employer-admin may view the audit logs; employer-admin may not edit administrators', () => {
    expect(permissionsOf(as('employer')).has('audit-logs.view')).toBe(true);
    expect(permissionsOf(as('employer-admin')).has('audit-logs.view')).toBe(true);
    expect(permissionsOf(as('employer-admin')).has('settings.administrators.edit')).toBe(false);
  });

  it('a custom role without its permission list only has the base permissions; no session has none', () => {
    expect(permissionsOf(as('custom')).has('audit-logs.view')).toBe(false);
    expect(permissionsOf(as('custom')).has('notifications.view')).toBe(true);
    expect(permissionsOf({ employer: null }).size).toBe(0);
  });
});

describe('custom roles', () => {
  it("use the role's permissions carried by the login session", () => {
    const custom = permissionsOf({
      employer: { userType: 'custom' } as never,
      member: { isPasswordSet: true, isAccessPinSet: false, permissions: ['payments.bills.pay'] },
    });
    expect(custom.has('payments.bills.pay')).toBe(true);
    expect(custom.has('payments.transfer.create')).toBe(false);
  });
});
