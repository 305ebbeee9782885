import { describe, expect, it } from 'vitest';
import { csvCell, csvRow } from './csv.ts';

describe('CSV export cells', () => {
  it('quotes commas, quotes and newlines', () => {
    expect(csvRow(['a,b', 'say "hi"', 'two\nlines', null, 5])).toBe('"a,b","say ""hi""","two\nlines",,5\r\n');
  });
  it('defuses spreadsheet formulas', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('+234803')).toBe("'+234803");
    expect(csvCell('@sum')).toBe("'@sum");
  });
});
