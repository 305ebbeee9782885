import { describe, expect, it } from 'vitest';
import { actionLabel, shortId, targetKindLabel } from './action-label.ts';

describe('the audit catalogue', () => {
  it('names the wallet, team and compliance actions people see most, not their codes', () => {
    expect(actionLabel('wallet.pin.wrong')).toBe('Wrong transaction PIN entered');
    expect(actionLabel('wallet.fund.failed')).toBe('Card funding failed');
    expect(actionLabel('team.member.invite')).toBe('Member invited');
    expect(actionLabel('compliance.submit')).toBe('Verification submitted');
  });

  it('names target kinds in words and shortens ids to their first block', () => {
    expect(targetKindLabel('login-challenge')).toBe('Login code');
    expect(targetKindLabel('payroll-run')).toBe('Payroll run');
    expect(shortId('3f2b8a9e-1c4d-4e5f-8a6b-7c8d9e0f1a2b')).toBe('3f2b8a9e…');
    expect(shortId('FND-123')).toBe('FND-123');
  });
});
