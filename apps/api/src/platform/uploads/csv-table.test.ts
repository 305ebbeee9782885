// Issue 26: no CSV loses rows silently. Mixed line endings (a CRLF template with LF rows appended) are read row by
// row; a file whose rows and lines disagree is refused whole; a file that is not UTF-8 is refused with the line and
// the encoding to use. A property test writes random rows with random line endings, quoting, BOMs and trailing
// blank lines and reads every one of them back.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countDataLines, readCsvTable } from './csv-table.ts';
import { TableRefused } from './table-refused.ts';

const limits = { maxRows: 10_000, rowNoun: 'rows' };
const read = (text: string | Buffer) => readCsvTable(Buffer.from(text), limits);
const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof TableRefused) return { kind: error.kind, message: error.message };
    throw error;
  }
  throw new Error('not refused');
};

describe('line endings', () => {
  it('reads a CRLF template with LF rows appended in another editor row by row', () => {
    const file =
      'bankCode,accountNumber,amount,narration\r\n000013,0123456789,1500,Supplies\r\n000013,0123456780,2500,Rent\r\n' +
      '000015,0123456781,700,Transport\n000015,0123456782,800,Fuel\n000015,0123456783,900,Lunch\n';
    const table = read(file);
    expect(table.rows.map((r) => [r.line, r.cells[0], r.cells[3]])).toEqual([
      [2, '000013', 'Supplies'],
      [3, '000013', 'Rent'],
      [4, '000015', 'Transport'],
      [5, '000015', 'Fuel'],
      [6, '000015', 'Lunch'],
    ]);
    expect(table.dataLines).toBe(5);
  });

  it('reads lone CRs (old Mac files) and keeps line breaks inside quoted cells in their cell', () => {
    const table = read('a,b\r1,"two\r\nlines"\r3,4\r');
    expect(table.rows.map((r) => r.cells)).toEqual([
      ['1', 'two\nlines'],
      ['3', '4'],
    ]);
  });

  it('numbers rows as a spreadsheet does: blank lines counted, not read', () => {
    const table = read('\uFEFF\n\na,b\n1,2\n\n , \n3,4\n\n\n');
    expect(table.header).toEqual(['a', 'b']);
    expect(table.rows.map((r) => r.line)).toEqual([4, 7]);
    expect(table.dataLines).toBe(2);
  });
});

describe('refusals', () => {
  it('refuses a file whose rows and lines disagree, never half-reading it', () => {
    // Content only past the 64 columns kept: the row reads blank, the line is not.
    const far = `${','.repeat(70)}x`;
    expect(refusal(() => read(`a,b\n1,2\n${far}\n3,4\n`))).toEqual({
      kind: 'malformed',
      message: expect.stringContaining('Only 2 of the 3 rows of the file could be read, so none were.'),
    });
  });

  it('refuses Latin-1 bytes with the line and the encoding to save in', () => {
    const utf8 = Buffer.from('firstName,lastName\nTunde,Bakare\nAdé,Ọ̀kè\n', 'utf8');
    const latin1 = Buffer.from('firstName,lastName\nTunde,Bakare\nAd\xe9,Oke\n', 'latin1');
    expect(read(utf8).rows).toHaveLength(2);
    expect(refusal(() => read(latin1))).toEqual({
      kind: 'encoding',
      message: expect.stringMatching(
        /^The file is not UTF-8 text: line 3 has characters in another encoding.*CSV UTF-8/,
      ),
    });
  });

  it('refuses text already decoded wrong (U+FFFD) and UTF-16 text', () => {
    expect(refusal(() => read('a,b\nAd\uFFFD,1\n')).message).toMatch(/line 2 .*UTF-8/);
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('a,b\n1,2\n', 'utf16le')]);
    expect(refusal(() => read(utf16))).toEqual({
      kind: 'encoding',
      message: expect.stringMatching(/UTF-16/),
    });
  });

  it('stops at the first row past the limit', () => {
    const file = `a\n${'1\n'.repeat(20_000)}`;
    expect(refusal(() => readCsvTable(Buffer.from(file), { maxRows: 10, rowNoun: 'bills' }))).toEqual({
      kind: 'too-many-rows',
      message: 'The file has more than 10 bills; the limit is 10 per file.',
    });
  });

  it('refuses broken quoting with its line', () => {
    expect(refusal(() => read('a,b\n1,2\n"open,3\n')).message).toMatch(/^The CSV file is malformed \(line 3/);
  });
});

describe('every row is read (property)', () => {
  const cellText = fc
    .array(fc.constantFrom(...'Az09 ,"\'\n.₦é-'.split(''), 'ọ̀'), { maxLength: 12 })
    .map((chars) => chars.join(''));
  const row = fc
    .array(cellText, { minLength: 3, maxLength: 3 })
    .filter((cells) => cells.some((c) => c.trim()));
  const ending = fc.constantFrom('\r\n', '\n', '\r');

  it('random rows, line endings, quoting, BOMs and trailing blank lines: none lost, none changed', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(row, ending, fc.boolean()), { minLength: 1, maxLength: 30 }),
        fc.boolean(),
        fc.array(fc.constantFrom('', ',,', ' , ,'), { maxLength: 3 }),
        ending,
        (rows, bom, trailing, last) => {
          const quote = (cell: string, always: boolean) =>
            always || /[",\r\n]/.test(cell) || cell !== cell.trim() ? `"${cell.replace(/"/g, '""')}"` : cell;
          const lines = [
            'a,b,c',
            ...rows.map(([cells, , always]) => cells.map((c) => quote(c, always)).join(',')),
            ...trailing,
          ];
          const endings = [...rows.map(([, e]) => e), ...trailing.map(() => last)];
          const text = (bom ? '\uFEFF' : '') + lines.map((l, i) => l + (endings[i - 1] ?? '\n')).join('');
          const table = read(text);
          expect(table.rows.map((r) => r.cells)).toEqual(rows.map(([cells]) => cells));
          expect(table.rows.map((r) => r.line)).toEqual(rows.map((_, i) => i + 2));
          expect(table.dataLines).toBe(rows.length);
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('countDataLines', () => {
  it('counts records, not physical lines, and skips blank ones', () => {
    expect(countDataLines('h\n"a\nb",c\r\n\r\n ,\n"",""\nd', ',')).toBe(2);
    expect(countDataLines('h;x\n1;"2;3"\n', ';')).toBe(1);
  });
});
