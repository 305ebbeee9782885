import { describe, expect, it } from 'vitest';
import { CHECK_PAGE, forEachLinePage } from './lines.queries.ts';

// A run's lines as the checks page through them: numbered from 1, `total` of them.
function lines(total: number) {
  const asked: (number | null)[] = [];
  const read = async (after: number | null, limit: number) => {
    asked.push(after);
    const from = (after ?? 0) + 1;
    return Array.from({ length: Math.max(0, Math.min(limit, total - from + 1)) }, (_, i) => ({
      lineNo: from + i,
    }));
  };
  return { read, asked };
}

describe('forEachLinePage', () => {
  it('hands every line over once, in order, a page at a time after the last line read', async () => {
    const total = 2 * CHECK_PAGE + 7;
    const { read, asked } = lines(total);
    const seen: number[] = [];
    const sizes: number[] = [];
    await forEachLinePage(read, (rows) => {
      sizes.push(rows.length);
      seen.push(...rows.map((r) => r.lineNo));
    });
    expect(seen).toEqual(Array.from({ length: total }, (_, i) => i + 1));
    expect(sizes).toEqual([CHECK_PAGE, CHECK_PAGE, 7]);
    expect(asked).toEqual([null, CHECK_PAGE, 2 * CHECK_PAGE]);
  });

  it('asks once more after a full last page, and once for a run without lines', async () => {
    const full = lines(CHECK_PAGE);
    const sizes: number[] = [];
    await forEachLinePage(full.read, (rows) => sizes.push(rows.length));
    expect(sizes).toEqual([CHECK_PAGE, 0]);
    const none = lines(0);
    await forEachLinePage(none.read, (rows) => expect(rows).toEqual([]));
    expect(none.asked).toEqual([null]);
  });
});
