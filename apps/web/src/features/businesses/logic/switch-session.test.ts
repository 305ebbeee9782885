import type { LoginSession } from '@paydesk/contracts';
import { describe, expect, it } from 'vitest';
import { mainAccountToKeep, subAccountSession } from './switch-session.ts';

const login = {
  token: 'sub-token',
  refreshToken: 'sub-refresh',
  tokenExpiry: 1,
  name: 'Ada Obi',
  employer: {
    _id: 'main-1',
    selectedCompanyId: 'sub-1',
    accountType: 'sub',
    adminVerify: false,
    isActive: false,
    isCompliant: null,
    status: 'pending',
  },
  company: { selectedCompanyId: 'sub-1', companyType: 'registered business' },
  member: { isPasswordSet: true, isAccessPinSet: false },
  alias: true,
  employerList: ['sub-1'],
} as unknown as LoginSession;

describe('switching to a sub account (spec §4)', () => {
  it('sets the session approved, active, verified, accountType sub and keeps the main account', () => {
    const session = subAccountSession(login, { _id: 'main-1', token: 'main-token' });
    expect(session.employer).toMatchObject({
      adminVerify: true,
      isActive: true,
      status: 'approved',
      accountType: 'sub',
      selectedCompanyId: 'sub-1',
    });
    expect(session.mainAccount).toEqual({ _id: 'main-1', token: 'main-token' });
    expect(session.data?.token).toBe('sub-token');
    expect(session).toMatchObject({ alias: true, employerList: ['sub-1'] });
  });
  it("keeps the business's own compliance flag, so an unverified business shows Verification (issue 17)", () => {
    const unverified = subAccountSession(login, { _id: 'main-1', token: 'main-token' });
    expect(unverified.employer?.isCompliant).toBe(false);
    const verified = subAccountSession(
      { ...login, employer: { ...login.employer, isCompliant: true } } as LoginSession,
      { _id: 'main-1', token: 'main-token' },
    );
    expect(verified.employer?.isCompliant).toBe(true);
  });
  it('keeps the first main account when switching from one sub account to another', () => {
    const kept = { _id: 'main-1', token: 'main-token' };
    expect(mainAccountToKeep({ mainAccount: kept, employer: null, data: null })).toBe(kept);
    const fromMain = mainAccountToKeep({
      mainAccount: null,
      employer: { _id: 'main-1' } as never,
      data: { token: 'main-token' } as never,
    });
    expect(fromMain).toEqual(kept);
  });
});
