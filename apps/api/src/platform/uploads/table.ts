// An uploaded table as its readers answer it: the header, the data rows with their line in the file, and how many
// data lines the file has, counted apart from the rows (a file whose rows and lines disagree is refused, never
// half-read). Also the limits a reader holds it to while reading.
import { TableRefused } from './table-refused.ts';

export interface TableRow {
  /** The row's line in the file as a spreadsheet numbers it: the header on its line, blank lines counted. */
  line: number;
  cells: string[];
}

export interface Table {
  /** The first line that is not blank; null for a file with none. */
  header: string[] | null;
  /** The lines after the header that are not blank. */
  rows: TableRow[];
  /** The data lines the file has (not blank, after the header), counted on their own. */
  dataLines: number;
}

export interface TableLimits {
  /** Data rows (not blank, after the header) a file may have; reading stops at the next one. */
  maxRows: number;
  /** What a row is, for the refusal: 'employees', 'rows', 'bills'. */
  rowNoun: string;
  /** Uncompressed bytes an XLSX may unpack to (the entries read, together); reading stops past them. */
  maxUncompressedBytes: number;
}

/** Cells kept per row: the widest template has 21 columns; what lies beyond is ignored. */
export const MAX_COLUMNS = 64;

/**
 * Characters of cell text a table may hold: 10,000 rows of 21 cells at 100 characters (longer than any template
 * field may be) is 21 million. It bounds what a small XLSX can make a reader hold by pointing every cell at one
 * long shared string.
 */
export const MAX_TABLE_TEXT = 24_000_000;

export const isBlank = (cells: readonly string[]) => cells.every((cell) => cell.trim() === '');

/** Builds a table row by row, refusing as soon as the rows pass the limit. */
export function tableBuilder(limits: Pick<TableLimits, 'maxRows' | 'rowNoun'>, maxText = MAX_TABLE_TEXT) {
  const table: Table = { header: null, rows: [], dataLines: 0 };
  let text = 0;
  return {
    table,
    add(line: number, cells: string[]) {
      if (isBlank(cells)) return;
      for (const cell of cells) text += cell.length;
      if (text > maxText)
        throw new TableRefused(
          'too-big',
          `The file holds more than ${maxText / 1_000_000} million characters of text, the limit for an upload. ` +
            'Keep only the template columns and upload it again.',
        );
      if (!table.header) {
        table.header = cells;
        return;
      }
      if (table.rows.length >= limits.maxRows)
        throw new TableRefused(
          'too-many-rows',
          `The file has more than ${limits.maxRows} ${limits.rowNoun}; the limit is ${limits.maxRows} per file.`,
        );
      table.rows.push({ line, cells });
    },
  };
}
