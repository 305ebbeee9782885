import { describe, expect, it } from 'vitest';
import { conflicts, covers, mostSpecific } from './workflow-match.ts';

const w = (id: string, min: number | null, max: number | null, wallet: string | null = null, at = 0) => ({
  id,
  name: id,
  minAmountKobo: min,
  maxAmountKobo: max,
  sourceWalletId: wallet,
  createdAt: new Date(at),
});

describe('which workflow covers an action', () => {
  it('covers by inclusive amount range and source wallet; an action without amount only by a rangeless one', () => {
    expect(covers(w('a', 100, 200), 100, undefined)).toBe(true);
    expect(covers(w('a', 100, 200), 201, undefined)).toBe(false);
    expect(covers(w('a', null, null, 'W1'), 5, 'W2')).toBe(false);
    expect(covers(w('a', 100, null), undefined, undefined)).toBe(false);
    expect(covers(w('a', null, null), undefined, undefined)).toBe(true);
  });

  it('the wallet-specific one wins, then the narrower range', () => {
    const all = w('all', null, null);
    const big = w('big', 500, null);
    const band = w('band', 500, 1000);
    const fromMain = w('main', null, null, 'MAIN');
    expect(mostSpecific([all, big, band, fromMain], 700, 'MAIN')?.id).toBe('main');
    expect(mostSpecific([all, big, band, fromMain], 700, 'OTHER')?.id).toBe('band');
    expect(mostSpecific([all, big, band], 2000, 'OTHER')?.id).toBe('big');
    expect(mostSpecific([big], 100, undefined)).toBeNull();
  });

  it('refuses partial overlaps and equal ranges of one wallet condition; nested or disjoint ranges are fine', () => {
    const upTo1000 = w('a', null, 1000);
    expect(conflicts({ minAmountKobo: 500, maxAmountKobo: 2000, sourceWalletId: null }, upTo1000)).toBe(true);
    expect(conflicts({ minAmountKobo: null, maxAmountKobo: 1000, sourceWalletId: null }, upTo1000)).toBe(
      true,
    );
    expect(conflicts({ minAmountKobo: 100, maxAmountKobo: 200, sourceWalletId: null }, upTo1000)).toBe(false);
    expect(conflicts({ minAmountKobo: 1001, maxAmountKobo: null, sourceWalletId: null }, upTo1000)).toBe(
      false,
    );
    expect(conflicts({ minAmountKobo: 500, maxAmountKobo: 2000, sourceWalletId: 'W' }, upTo1000)).toBe(false);
  });
});
