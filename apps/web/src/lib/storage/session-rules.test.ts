import type { EmployerProfile } from '@paydesk/contracts';
import { describe, expect, it } from 'vitest';
import { canSwitchBusiness, guardOutcome, isMainAccount, isVerified, landingPath } from './session-rules.ts';

const employer = (overrides: Partial<EmployerProfile> = {}) =>
  ({ adminVerify: true, accountType: 'main', ...overrides }) as EmployerProfile;
const session = (
  overrides: { adminVerify?: boolean; accountType?: 'main' | 'sub'; isPasswordSet?: boolean } = {},
) => ({
  loggedIn: true,
  employer: employer({
    adminVerify: overrides.adminVerify ?? true,
    accountType: overrides.accountType ?? 'main',
  }),
  member: { isPasswordSet: overrides.isPasswordSet ?? true, isAccessPinSet: false },
});

describe('where a logged-in user lands (spec §2.1)', () => {
  it('goes to /dashboard when the employer is verified', () => {
    expect(landingPath(session())).toBe('/dashboard');
  });

  it('goes to /compliance/onboarding when adminVerify is not true', () => {
    expect(landingPath(session({ adminVerify: false }))).toBe('/compliance/onboarding');
    expect(landingPath({ loggedIn: true, employer: null })).toBe('/compliance/onboarding');
  });

  it('counts sub-account sessions as approved', () => {
    expect(isVerified(session({ adminVerify: false, accountType: 'sub' }))).toBe(true);
  });
});

describe('route guard (spec §4)', () => {
  it('a logged-in route with no session goes to /login', () => {
    expect(guardOutcome({ loggedIn: false, employer: null, member: null }, false)).toBe('login');
    expect(guardOutcome({ loggedIn: false, employer: null, member: null }, true)).toBe('login');
  });

  it('a member who has not set a password gets the create-new-password screen in place of the page', () => {
    expect(guardOutcome(session({ isPasswordSet: false }), false)).toBe('create-password');
  });

  it('an unverified employer goes to /compliance/onboarding unless the route allows unverified users', () => {
    expect(guardOutcome(session({ adminVerify: false }), false)).toBe('compliance');
    expect(guardOutcome(session({ adminVerify: false }), true)).toBe('render');
  });

  it('a verified employer sees the page', () => {
    expect(guardOutcome(session(), false)).toBe('render');
  });
});

describe('account-type rules of the shell (spec §6)', () => {
  it('Administrators is for the main account type only', () => {
    expect(isMainAccount(session())).toBe(true);
    expect(isMainAccount(session({ accountType: 'sub' }))).toBe(false);
    expect(isMainAccount({ employer: null })).toBe(false);
  });

  it("'Switch business' appears only when sub-account access exists", () => {
    expect(canSwitchBusiness({ mainAccount: null })).toBe(false);
    expect(canSwitchBusiness({ mainAccount: null }, 2)).toBe(true);
    expect(canSwitchBusiness({ mainAccount: { _id: 'm1', token: 't' } })).toBe(true);
  });
});
