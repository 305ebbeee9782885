import { ALL_PERMISSIONS, type Permission, permissionsOfRole } from '@paydesk/contracts';
import { describe, expect, it } from 'vitest';
import { hasAnyAction, memberActions } from './member-actions.ts';

const owner = { userId: 'me', permissions: new Set(ALL_PERMISSIONS) as ReadonlySet<Permission> };
const admin = { userId: 'me', permissions: permissionsOfRole('employer-admin') as ReadonlySet<Permission> };

describe('member row actions', () => {
  it('offers nothing on the owner or on yourself', () => {
    expect(hasAnyAction(memberActions({ role: 'employer', status: 'active', userId: 'x' }, owner))).toBe(
      false,
    );
    expect(hasAnyAction(memberActions({ role: 'custom', status: 'active', userId: 'me' }, owner))).toBe(
      false,
    );
  });
  it('lets only the owner act on administrators', () => {
    const target = { role: 'employer-admin' as const, status: 'active' as const, userId: 'x' };
    expect(hasAnyAction(memberActions(target, admin))).toBe(false);
    expect(memberActions(target, owner).deactivate).toBe(true);
  });
  it('offers resend for invites and reactivate for deactivated members', () => {
    expect(memberActions({ role: 'custom', status: 'invited', userId: 'x' }, admin).resend).toBe(true);
    const off = memberActions({ role: 'custom', status: 'disabled', userId: 'x' }, admin);
    expect(off).toMatchObject({ reactivate: true, deactivate: false, changeRole: false, remove: true });
  });
  it('offers nothing without settings.team.manage', () => {
    const viewer = { userId: 'me', permissions: permissionsOfRole('custom', ['settings.team.view']) };
    expect(hasAnyAction(memberActions({ role: 'custom', status: 'active', userId: 'x' }, viewer))).toBe(
      false,
    );
  });
});
