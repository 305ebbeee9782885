import { afterEach, describe, expect, it, vi } from 'vitest';
import { idSupply, newId, newIds } from './ids.ts';
import { newReference, newReferences } from './references.ts';

const UUID_V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

afterEach(() => {
  vi.useRealTimers();
});

describe('row ids', () => {
  it('are UUID version 7 carrying the time they were made', () => {
    vi.useFakeTimers({ now: new Date('2026-12-02T16:00:00.123Z'), toFake: ['Date'] });
    const id = newId();
    expect(id).toMatch(UUID_V7);
    expect(Number.parseInt(id.replace(/-/g, '').slice(0, 12), 16)).toBe(
      Date.parse('2026-12-02T16:00:00.123Z'),
    );
  });

  it('come in ascending order within a batch and across batches made later, none twice', () => {
    vi.useFakeTimers({ now: new Date('2026-12-02T16:00:00Z'), toFake: ['Date'] });
    const first = newIds(5_000);
    vi.setSystemTime(new Date('2026-12-02T16:00:00.001Z'));
    const second = newIds(5_000);
    const all = [...first, ...second];
    expect(all).toEqual([...all].sort());
    expect(new Set(all).size).toBe(all.length);
    expect(all.every((id) => UUID_V7.test(id))).toBe(true);
  });

  it('are handed out one at a time in ascending order from batches', () => {
    const next = idSupply(3);
    const ids = Array.from({ length: 10 }, () => next());
    expect(new Set(ids).size).toBe(10);
    expect(ids.slice(0, 3)).toEqual([...ids.slice(0, 3)].sort());
  });
});

describe('references', () => {
  it('keep their shape: prefix, Lagos date, then the length asked for', () => {
    vi.useFakeTimers({ now: new Date('2026-12-02T23:30:00Z'), toFake: ['Date'] });
    // 23:30 UTC is already the next day in Lagos (UTC+1).
    expect(newReference('TRF', 12)).toMatch(/^TRF-20261203-[0-9A-HJ-NP-Z]{12}$/);
    expect(newReference('MOV')).toMatch(/^MOV-20261203-[0-9A-HJ-NP-Z]{10}$/);
    expect(newReference('PN202611', 6)).toMatch(/^PN202611-20261203-[0-9A-HJ-NP-Z]{6}$/);
  });

  it('made later sort later within a Lagos day, and a batch comes sorted without repeats', () => {
    const at = (iso: string) => vi.setSystemTime(new Date(iso));
    vi.useFakeTimers({ now: new Date('2026-12-01T23:00:00.000Z'), toFake: ['Date'] });
    const made: string[] = [];
    // From Lagos midnight to its last milliseconds, through every 2 ms step's neighbours.
    for (const iso of [
      '2026-12-01T23:00:00.000Z',
      '2026-12-01T23:00:00.002Z',
      '2026-12-02T05:07:31.998Z',
      '2026-12-02T12:00:00.000Z',
      '2026-12-02T22:59:59.998Z',
    ]) {
      at(iso);
      made.push(...newReferences('TRF', 2_000, 12));
    }
    expect(made.every((r) => r.startsWith('TRF-20261202-'))).toBe(true);
    // A batch's references are all different: 50,000 ten-character ones share one 2 ms step and draw five random
    // characters each (34^5 ≈ 45 million), so some two of them draw the same (~27 pairs expected).
    expect(new Set(newReferences('MOV', 50_000, 10)).size).toBe(50_000);
    expect(made).toEqual([...made].sort());
    expect(new Set(made).size).toBe(made.length);
  });
});
