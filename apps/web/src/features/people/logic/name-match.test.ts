import { describe, expect, it } from 'vitest';
import { nameMatches } from './name-match.ts';

describe('a bank account name check: a mismatch is flagged, not silently accepted', () => {
  it('accepts the same names in any order, case and with middle names', () => {
    expect(nameMatches('NWOSU ADAEZE CHIOMA', { firstName: 'Adaeze', lastName: 'Nwosu' })).toBe(true);
    expect(nameMatches("O'NEIL, tunde", { firstName: 'Tunde', lastName: "O'Neil" })).toBe(true);
  });

  it('flags a different person or a missing surname', () => {
    expect(nameMatches('BAKARE TUNDE', { firstName: 'Adaeze', lastName: 'Nwosu' })).toBe(false);
    expect(nameMatches('ADAEZE OKAFOR', { firstName: 'Adaeze', lastName: 'Nwosu' })).toBe(false);
    expect(nameMatches('ADAEZE', { firstName: '', lastName: '' })).toBe(false);
  });
});
