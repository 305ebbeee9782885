import { describe, expect, it } from 'vitest';
import { pickSource } from './default-source.ts';

const wallets = [{ _id: 'main' }, { _id: 'payroll' }, { _id: 'savings' }];

describe('the source wallet of a form that moves money', () => {
  it('is the one chosen, else the default of Settings › Preferences, else the first open wallet', () => {
    expect(pickSource(wallets, 'savings', 'payroll')?._id).toBe('savings');
    expect(pickSource(wallets, '', 'payroll')?._id).toBe('payroll');
    expect(pickSource(wallets, null, null)?._id).toBe('main');
    // A default that is no longer among the open wallets is passed over.
    expect(pickSource(wallets, undefined, 'closed')?._id).toBe('main');
    expect(pickSource([], 'main', 'payroll')).toBeUndefined();
  });
});
