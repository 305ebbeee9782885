import { describe, expect, it } from 'vitest';
import { csvCell, csvRow, primed } from './csv.ts';

describe('CSV export cells', () => {
  it('quotes commas, quotes and newlines', () => {
    expect(csvRow(['a,b', 'say "hi"', 'two\nlines', null, 5])).toBe('"a,b","say ""hi""","two\nlines",,5\r\n');
  });
  it('defuses spreadsheet formulas', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('@sum')).toBe("'@sum");
    expect(csvCell('+1+cmd|calc')).toBe("'+1+cmd|calc");
    expect(csvCell('-2+3')).toBe("'-2+3");
  });
  it('keeps phone numbers and signed amounts as they are: a plain number runs nothing', () => {
    expect(csvCell('+2348031234567')).toBe('+2348031234567');
    expect(csvCell('+234 803 123 4567')).toBe('+234 803 123 4567');
    expect(csvCell('-500.25')).toBe('-500.25');
  });
});

describe('primed exports', () => {
  it('a source that fails at once fails before anything is sent', async () => {
    const failing: AsyncIterable<string> = {
      [Symbol.asyncIterator]: () => ({
        next: () => Promise.reject(new Error('invalid input syntax for type date')),
      }),
    };
    await expect(primed(failing)).rejects.toThrow('invalid input syntax');
  });

  it('passes every item through in order, and ends the source when the reader stops early', async () => {
    let ended = false;
    async function* batches() {
      try {
        yield* ['a', 'b', 'c'];
      } finally {
        ended = true;
      }
    }
    const all: string[] = [];
    for await (const item of await primed(batches())) all.push(item);
    expect(all).toEqual(['a', 'b', 'c']);
    ended = false;
    for await (const item of await primed(batches())) if (item === 'a') break;
    expect(ended).toBe(true);
  });
});
