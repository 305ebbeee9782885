// Spreadsheet bombs for the upload tests and the bench: a real XLSX whose one sheet has many rows or long cells, a
// few MB zipped and up to gigabytes unpacked. Written by hand, streaming, so that making one holds no more than its
// zipped bytes; `declaredSheetSize` writes another size for the sheet in the zip's directory (smaller: what a
// hostile file does to pass a directory check; larger: a huge file's directory, without the wait to make one).
import { crc32, createDeflateRaw, deflateRawSync } from 'node:zlib';

interface Part {
  name: string;
  data: Buffer;
  crc: number;
  size: number;
}

const BOOK_PARTS: [string, string][] = [
  [
    '[Content_Types].xml',
    '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>',
  ],
  [
    '_rels/.rels',
    '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>',
  ],
  [
    'xl/workbook.xml',
    '<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Employees" sheetId="1" r:id="rId1"/></sheets></workbook>',
  ],
  [
    'xl/_rels/workbook.xml.rels',
    '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>',
  ],
];

function smallPart(name: string, text: string): Part {
  const raw = Buffer.from(text);
  return { name, data: deflateRawSync(raw), crc: crc32(raw), size: raw.length };
}

const column = (i: number) => String.fromCharCode(65 + (i % 26));

/** The sheet's XML in chunks: a header row of `columns`, then `rows` rows made by `row`. */
function* sheetXml(rows: number, columns: readonly string[], row: (r: number) => string) {
  yield '<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>';
  yield `<row r="1">${columns.map((c, i) => `<c r="${column(i)}1" t="inlineStr"><is><t>${c}</t></is></c>`).join('')}</row>`;
  const batch: string[] = [];
  for (let r = 2; r <= rows + 1; r++) {
    batch.push(row(r));
    if (batch.length === 1_000) yield batch.splice(0).join('');
  }
  yield `${batch.join('')}</sheetData></worksheet>`;
}

async function deflatedPart(name: string, chunks: Iterable<string>): Promise<Part> {
  const deflate = createDeflateRaw({ level: 9 });
  const out: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => out.push(chunk));
  let crc = 0;
  let size = 0;
  for (const text of chunks) {
    const chunk = Buffer.from(text);
    crc = crc32(chunk, crc);
    size += chunk.length;
    if (!deflate.write(chunk)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  await new Promise((resolve) => deflate.end(resolve));
  return { name, data: Buffer.concat(out), crc, size };
}

function zip(parts: Part[], declaredSize: (part: Part) => number): Buffer {
  const locals: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const name = Buffer.from(part.name);
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(8, 8);
    header.writeUInt32LE(part.crc >>> 0, 14);
    header.writeUInt32LE(part.data.length, 18);
    header.writeUInt32LE(declaredSize(part), 22);
    header.writeUInt16LE(name.length, 26);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(20, 4);
    entry.writeUInt16LE(20, 6);
    entry.writeUInt16LE(8, 10);
    entry.writeUInt32LE(part.crc >>> 0, 16);
    entry.writeUInt32LE(part.data.length, 20);
    entry.writeUInt32LE(declaredSize(part), 24);
    entry.writeUInt16LE(name.length, 28);
    entry.writeUInt32LE(offset, 42);
    locals.push(header, name, part.data);
    directory.push(entry, name);
    offset += 30 + name.length + part.data.length;
  }
  const directoryBytes = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directoryBytes.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directoryBytes, end]);
}

/**
 * An XLSX whose first sheet has `rows` data rows under a header of `columns`, each row one cell of `cell` (a number,
 * or text: 30,000 rows of a 30,000-character text zip to 1.2 MB and unpack to 900 MB). With `shared`, each row has
 * `cellsPerRow` cells that all point at one shared string of that text instead: a small file whose cells, read,
 * hold millions of characters.
 */
export async function xlsxBomb(options: {
  rows: number;
  columns: readonly string[];
  cell?: string;
  shared?: { text: string; cellsPerRow: number };
  declaredSheetSize?: number;
}) {
  const cell = options.cell ?? '1';
  const numeric = /^\d+$/.test(cell);
  const { shared } = options;
  const row = shared
    ? (r: number) =>
        `<row r="${r}">${Array.from({ length: shared.cellsPerRow }, (_, i) => `<c r="${column(i)}${r}" t="s"><v>0</v></c>`).join('')}</row>`
    : (r: number) =>
        `<row r="${r}"><c r="A${r}"${numeric ? '' : ' t="inlineStr"'}>${numeric ? `<v>${cell}</v>` : `<is><t>${cell}</t></is>`}</c></row>`;
  const parts = [
    ...BOOK_PARTS.map(([name, text]) => smallPart(name, text)),
    await deflatedPart('xl/worksheets/sheet1.xml', sheetXml(options.rows, options.columns, row)),
  ];
  if (shared)
    parts.push(
      smallPart(
        'xl/sharedStrings.xml',
        `<?xml version="1.0" encoding="UTF-8"?><sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="1" uniqueCount="1"><si><t>${shared.text}</t></si></sst>`,
      ),
    );
  const declared = options.declaredSheetSize;
  return zip(parts, (part) =>
    declared !== undefined && part.name.includes('worksheets') ? declared : part.size,
  );
}
