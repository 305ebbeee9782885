import { describe, expect, it } from 'vitest';
import { beforeAfterOf } from './before-after.ts';

describe('beforeAfterOf', () => {
  it("reads an employee edit's list of changes, keeping the rest as metadata", () => {
    expect(
      beforeAfterOf({
        changes: [
          { field: 'jobTitle', from: 'Driver', to: 'Head driver' },
          { field: 'grossPay', from: 25000000, to: 30000000 },
        ],
        source: 'web',
      }),
    ).toEqual({
      changes: [
        { field: 'jobTitle', before: 'Driver', after: 'Head driver' },
        { field: 'grossPay', before: 25000000, after: 30000000 },
      ],
      rest: [['source', 'web']],
    });
  });

  it('reads before and after objects as the fields that differ; a missing side is null', () => {
    expect(
      beforeAfterOf({
        before: { name: 'Payroll key', scopes: ['read'], active: true },
        after: { name: 'Payroll key', scopes: ['read', 'write'], expiresAt: '2027-01-01' },
      }),
    ).toEqual({
      changes: [
        { field: 'scopes', before: ['read'], after: ['read', 'write'] },
        { field: 'active', before: true, after: null },
        { field: 'expiresAt', before: null, after: '2027-01-01' },
      ],
      rest: [],
    });
    expect(beforeAfterOf({ before: null, after: { cap: 50 } }).changes).toEqual([
      { field: 'cap', before: null, after: 50 },
    ]);
  });

  it('reads one from → to value', () => {
    expect(beforeAfterOf({ from: 'Main', to: 'Salaries', walletId: 'w1' })).toEqual({
      changes: [{ field: 'value', before: 'Main', after: 'Salaries' }],
      rest: [['walletId', 'w1']],
    });
  });

  it('leaves metadata without before/after values as it is', () => {
    expect(beforeAfterOf({ reference: 'TRF-1', to: 'a@b.co' })).toEqual({
      changes: [],
      rest: [
        ['reference', 'TRF-1'],
        ['to', 'a@b.co'],
      ],
    });
    expect(beforeAfterOf({ changes: 'not a list' }).changes).toEqual([]);
  });
});
