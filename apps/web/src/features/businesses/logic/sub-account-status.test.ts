import { describe, expect, it } from 'vitest';
import {
  mainAccountStatus,
  matchesSearch,
  registrationSteps,
  subAccountStatus,
} from './sub-account-status.ts';

const ready = { _id: 's1', isEmailVerified: true, isCompanyInfo: true, isActive: true };

describe('sub-account status in the switcher (spec §4)', () => {
  it('is inactive when the email is not verified, company info is incomplete or it is not active', () => {
    expect(subAccountStatus({ ...ready, isEmailVerified: false }, null)).toBe('inactive');
    expect(subAccountStatus({ ...ready, isCompanyInfo: false }, null)).toBe('inactive');
    expect(subAccountStatus({ ...ready, isActive: false }, 's1')).toBe('inactive');
  });
  it('is selected when it is the current company, otherwise active', () => {
    expect(subAccountStatus(ready, 's1')).toBe('selected');
    expect(subAccountStatus(ready, 'main')).toBe('active');
  });
  it("the main account row shows 'Logged in' when selected and is active while in a sub account", () => {
    expect(mainAccountStatus('main', 'main')).toBe('selected');
    expect(mainAccountStatus('main', 's1')).toBe('active');
  });
  it('lists the registration steps: company info, then admin approval, then the email invite', () => {
    expect(registrationSteps({ isCompanyInfo: true, isActive: false, isEmailVerified: false })).toEqual([
      { step: 'companyInfo', done: true },
      { step: 'adminApproval', done: false },
      { step: 'emailInvite', done: false },
    ]);
  });
  it('searches business and manager names', () => {
    const sub = { companyName: 'Benue Yams', firstName: 'Ada', lastName: 'Obi' };
    expect(matchesSearch(sub, ' yams ')).toBe(true);
    expect(matchesSearch(sub, 'ada obi')).toBe(true);
    expect(matchesSearch(sub, 'kano')).toBe(false);
    expect(matchesSearch(sub, '')).toBe(true);
  });
});
