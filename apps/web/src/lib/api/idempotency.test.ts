import { describe, expect, it } from 'vitest';
import { createActionKeys } from './idempotency.ts';

describe('one Idempotency-Key per user action', () => {
  it('a retry of the same submission reuses the key; changed inputs or a finished action get a new one', () => {
    let n = 0;
    const keys = createActionKeys(() => `key-${++n}`);
    const body = { amount: 100, walletId: 'w1' };
    expect(keys.keyFor(body)).toBe('key-1');
    expect(keys.keyFor({ ...body })).toBe('key-1');
    expect(keys.keyFor({ ...body, amount: 200 })).toBe('key-2');
    keys.finished();
    expect(keys.keyFor({ ...body, amount: 200 })).toBe('key-3');
  });
});
