import { describe, expect, it } from 'vitest';
import { ALL_PERMISSIONS, EMPLOYER_ADMIN_EXCLUDED, permissionsOfRole, roleAllows } from './permissions.ts';

describe('roles (spec §6)', () => {
  it('employer may do everything', () => {
    expect(permissionsOfRole('employer').size).toBe(ALL_PERMISSIONS.length);
  });
  it('employer-admin may do everything except administrators edit and integrations', () => {
    const admin = permissionsOfRole('employer-admin');
    expect(admin.has('settings.administrators.edit')).toBe(false);
    expect(admin.has('settings.integrations.manage')).toBe(false);
    expect(admin.size).toBe(ALL_PERMISSIONS.length - EMPLOYER_ADMIN_EXCLUDED.length);
  });
  it('a custom role gets its chosen permissions plus the base ones, ignoring unknown keys', () => {
    const custom = permissionsOfRole('custom', ['payroll.view', 'made.up']);
    expect([...custom].sort()).toEqual(['notifications.view', 'payroll.view', 'settings.profile.manage']);
  });
  it("roleAllows answers as the role's permission set does, for every role and permission", () => {
    const custom = ['payroll.view', 'people.employees.manage', 'not.a.permission'];
    for (const [role, granted] of [
      ['employer', []],
      ['employer-admin', []],
      ['custom', custom],
      ['custom', []],
    ] as const)
      for (const permission of [...ALL_PERMISSIONS, 'not.a.permission', 'session', ''])
        expect(roleAllows(role, granted, permission), `${role} ${permission}`).toBe(
          permissionsOfRole(role, granted).has(permission as never),
        );
  });

  it('has unique keys', () => {
    expect(new Set(ALL_PERMISSIONS).size).toBe(ALL_PERMISSIONS.length);
  });
});
