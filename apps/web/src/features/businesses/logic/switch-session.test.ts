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
  it('sets the session approved, active, compliant, verified, accountType sub and keeps the main account', () => {
    const session = subAccountSession(login, { _id: 'main-1', token: 'main-token' });
    expect(session.employer).toMatchObject({
      adminVerify: true,
      isActive: true,
      isCompliant: true,
      status: 'approved',
      accountType: 'sub',
      selectedCompanyId: 'sub-1',
    });
    expect(session.mainAccount).toEqual({ _id: 'main-1', token: 'main-token' });
    expect(session.data?.token).toBe('sub-token');
    expect(session).toMatchObject({ alias: true, employerList: ['sub-1'] });
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
