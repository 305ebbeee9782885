// Issue 26: tables are read in worker threads. A reader that runs out of heap or time is ended and its file
// refused; the process lives on and the next file gets a fresh reader.
import { afterAll, describe, expect, it } from 'vitest';
import { xlsxBomb } from '../../../test/helpers/xlsx-bomb.ts';
import { createTableReaders } from './table-readers.ts';

const MB = 1024 * 1024;
const limits = { maxRows: 100_000, rowNoun: 'rows', maxUncompressedBytes: 200 * MB };
const csv = (text: string) => ({ format: 'csv' as const, bytes: Buffer.from(text), limits });

// A deadline far past what the heap test takes on a loaded machine, so that it ends by the heap limit, not the clock.
const readers = createTableReaders({ heapMb: 32, deadlineMs: 100_000, idleMs: 1_000 });
afterAll(() => readers.close());

describe('table readers', () => {
  it('reads a file off the main thread and answers its table', async () => {
    const answer = await readers.read(csv('a,b\n1,2\n'));
    expect(answer).toEqual({
      ok: true,
      table: { header: ['a', 'b'], rows: [{ line: 2, cells: ['1', '2'] }], dataLines: 1 },
    });
  }, 30_000);

  it('a file that needs more heap than a reader has is refused, and the next file is read', async () => {
    // 700 rows of a 30,000-character cell kept: 21 MB of text (under the text limit) in a reader of 32 MB.
    const bomb = await xlsxBomb({ rows: 700, columns: ['a'], cell: 'y'.repeat(30_000) });
    const answer = await readers.read({ format: 'xlsx', bytes: bomb, limits });
    expect(answer).toEqual({ ok: false, kind: 'too-big', message: expect.stringMatching(/more memory/) });
    expect(await readers.read(csv('a\n1\n'))).toMatchObject({ ok: true });
  }, 120_000);

  it('a file that takes longer than the deadline is refused', async () => {
    const slow = createTableReaders({ heapMb: 64, deadlineMs: 1, idleMs: 1_000 });
    expect(await slow.read(csv('a\n1\n'))).toEqual({
      ok: false,
      kind: 'too-big',
      message: expect.stringMatching(/took too long/),
    });
    await slow.close();
  }, 30_000);
});
