// A one-sheet XLSX workbook written as a stream: rows become sheet XML as they are read and go straight into the
// deflating ZIP writer, so memory stays flat whatever the number of rows and a slow reader slows the reading of rows.
// Cells are plain strings (t="str"), numbers and booleans; no styles beyond the minimum.
import { type ZipEntry, zipStream } from './zip-stream.ts';

export type XlsxCell = string | number | boolean | null | undefined;

const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG_REL = 'http://schemas.openxmlformats.org/package/2006/relationships';

// XML 1.0 forbids most control characters even escaped: they are dropped.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching the characters XML cannot hold is the point
const FORBIDDEN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;
const escapeXml = (text: string) =>
  text
    .replace(FORBIDDEN, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');

/** A1-style column letters of a 0-based index. */
export function columnName(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26))
    name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

function cellXml(ref: string, value: XlsxCell): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'number')
    return Number.isFinite(value) ? `<c r="${ref}"><v>${value}</v></c>` : cellXml(ref, String(value));
  if (typeof value === 'boolean') return `<c r="${ref}" t="b"><v>${value ? 1 : 0}</v></c>`;
  return `<c r="${ref}" t="str"><v>${escapeXml(value)}</v></c>`;
}

export function rowXml(rowNumber: number, cells: readonly XlsxCell[]): string {
  let xml = `<row r="${rowNumber}">`;
  for (let i = 0; i < cells.length; i++) xml += cellXml(`${columnName(i)}${rowNumber}`, cells[i]);
  return `${xml}</row>`;
}

async function* sheetXml(headers: string[], width: number, batches: AsyncIterable<XlsxCell[][]>) {
  yield `${XML}<worksheet xmlns="${MAIN}" xmlns:r="${REL}"><cols><col min="1" max="${headers.length}" width="${width}" customWidth="1"/></cols><sheetData>${rowXml(1, headers)}`;
  let next = 2;
  for await (const batch of batches) {
    let xml = '';
    for (const cells of batch) xml += rowXml(next++, cells);
    yield xml;
  }
  yield '</sheetData></worksheet>';
}

/** The bytes of an XLSX file of one sheet: a header row, then the rows of every batch in order. */
export function xlsxStream(options: {
  sheetName: string;
  headers: string[];
  columnWidth?: number;
  batches: AsyncIterable<XlsxCell[][]>;
}): AsyncGenerator<Buffer> {
  const sheetName = escapeXml(options.sheetName);
  const entries: ZipEntry[] = [
    {
      name: '[Content_Types].xml',
      content: [
        `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/></Types>`,
      ],
    },
    {
      name: '_rels/.rels',
      content: [
        `${XML}<Relationships xmlns="${PKG_REL}"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
      ],
    },
    {
      name: 'xl/workbook.xml',
      content: [
        `${XML}<workbook xmlns="${MAIN}" xmlns:r="${REL}"><sheets><sheet name="${sheetName}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
      ],
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      content: [
        `${XML}<Relationships xmlns="${PKG_REL}"><Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${REL}/styles" Target="styles.xml"/></Relationships>`,
      ],
    },
    {
      name: 'xl/styles.xml',
      content: [
        `${XML}<styleSheet xmlns="${MAIN}"><fonts count="1"><font><sz val="11"/><name val="Calibri"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/></cellXfs></styleSheet>`,
      ],
    },
    {
      name: 'xl/worksheets/sheet1.xml',
      content: sheetXml(options.headers, options.columnWidth ?? 18, options.batches),
    },
  ];
  return zipStream(entries);
}
