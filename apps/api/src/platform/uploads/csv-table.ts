// An uploaded CSV as rows of cell text. The bytes must be UTF-8: a file in another encoding (a Latin-1 or
// Windows-1252 export) is refused with the line and the encoding to save it in, rather than guessed at, since a
// name read wrong goes on to name enquiry and payslips (decision 0022). Line endings may be mixed within a file
// (CRLF template, LF rows appended in another editor; a lone CR): papaparse reads them normalised to LF, and the
// data lines are counted apart by a quote-aware scan of the original text, so a row glued to another is refused.
import { isUtf8 } from 'node:buffer';
import Papa from 'papaparse';
import { MAX_COLUMNS, type Table, type TableLimits, tableBuilder } from './table.ts';
import { TableRefused } from './table-refused.ts';

export const SAVE_AS_UTF8 =
  'Save it as “CSV UTF-8 (Comma delimited)” (Excel: File → Save As) and upload it again.';

export function readCsvTable(bytes: Buffer, limits: Pick<TableLimits, 'maxRows' | 'rowNoun'>): Table {
  const text = decodeUtf8(bytes).replace(/^\uFEFF/, '');
  const builder = tableBuilder(limits);
  let record = 0;
  let refusal: unknown = null;
  const parsed = Papa.parse<string[]>(text.replace(/\r\n?/g, '\n'), {
    newline: '\n',
    skipEmptyLines: false,
    step: (result, parser) => {
      record += 1;
      const broken = result.errors.find((e) => e.type === 'Quotes');
      try {
        if (broken)
          throw new TableRefused(
            'malformed',
            `The CSV file is malformed (line ${record}: ${broken.message}).`,
          );
        builder.add(record, result.data.slice(0, MAX_COLUMNS));
      } catch (error) {
        refusal = error;
        parser.abort();
      }
    },
  });
  if (refusal) throw refusal;
  const table = builder.table;
  table.dataLines = countDataLines(text, parsed.meta.delimiter || ',');
  if (table.rows.length !== table.dataLines)
    throw new TableRefused(
      'malformed',
      `Only ${table.rows.length} of the ${table.dataLines} rows of the file could be read, so none were. ` +
        'Check its quotes and line breaks, save it as CSV again and upload it again.',
    );
  return table;
}

/** The text of UTF-8 bytes; anything else is refused with the first line that is not UTF-8. */
export function decodeUtf8(bytes: Buffer): string {
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff))
    throw new TableRefused('encoding', `The file is UTF-16 text, not UTF-8. ${SAVE_AS_UTF8}`);
  const valid = isUtf8(bytes);
  const text = valid ? bytes.toString('utf8') : '';
  // U+FFFD is what a reader put where it met bytes it could not decode: the file was read in the wrong encoding.
  const lost = valid ? text.indexOf('\uFFFD') : -1;
  if (valid && lost < 0) return text;
  const line = valid ? lineAt(text, lost) : firstLineNotUtf8(bytes);
  throw new TableRefused(
    'encoding',
    `The file is not UTF-8 text: line ${line} has characters in another encoding (such as Windows-1252 or ` +
      `Latin-1). ${SAVE_AS_UTF8}`,
  );
}

const lineAt = (text: string, index: number) => text.slice(0, index).split(/\r\n?|\n/).length;

function firstLineNotUtf8(bytes: Buffer): number {
  let line = 1;
  let start = 0;
  for (let end = bytes.indexOf(0x0a); ; end = bytes.indexOf(0x0a, start)) {
    const stop = end < 0 ? bytes.length : end;
    if (!isUtf8(bytes.subarray(start, stop))) return line;
    if (end < 0) return line;
    line += 1;
    start = end + 1;
  }
}

/**
 * The data lines of a CSV: records (a quoted field may hold line breaks) that are not blank, after the first
 * that is not (the header). Any of CRLF, LF and CR ends a record. Written apart from papaparse, as its check.
 */
export function countDataLines(text: string, delimiter: string): number {
  let lines = 0;
  let content = false;
  let inQuotes = false;
  let fieldStart = true;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (inQuotes) {
      if (ch !== '"') content ||= ch.trim() !== '';
      else if (text[i + 1] === '"') {
        content = true;
        i += 1;
      } else inQuotes = false;
    } else if (ch === '"' && fieldStart) {
      inQuotes = true;
      fieldStart = false;
    } else if (ch === '\r' || ch === '\n') {
      if (ch === '\r' && text[i + 1] === '\n') i += 1;
      if (content) lines += 1;
      content = false;
      fieldStart = true;
    } else if (text.startsWith(delimiter, i)) {
      fieldStart = true;
      i += delimiter.length - 1;
    } else {
      fieldStart = false;
      content ||= ch.trim() !== '';
    }
  }
  if (content) lines += 1;
  return Math.max(0, lines - 1);
}
