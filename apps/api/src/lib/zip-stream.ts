// A streaming ZIP writer (deflate, data descriptors, no ZIP64): entries are async iterables of bytes, deflated as
// they are pulled, so a large entry never sits in memory and a slow reader slows the producer (back-pressure end to
// end). Enough for XLSX exports; entries must stay under 4 GB.
import { once } from 'node:events';
import { crc32, createDeflateRaw } from 'node:zlib';

export interface ZipEntry {
  name: string;
  content: AsyncIterable<Buffer | string> | Iterable<Buffer | string>;
}

const UTF8_AND_DESCRIPTOR = 0x0808;
const DEFLATE = 8;

function dosTime(date: Date): { time: number; day: number } {
  return {
    time: (date.getHours() << 11) | (date.getMinutes() << 5) | (date.getSeconds() >> 1),
    day: ((date.getFullYear() - 1980) << 9) | ((date.getMonth() + 1) << 5) | date.getDate(),
  };
}

interface Written {
  name: Buffer;
  crc: number;
  compressed: number;
  size: number;
  offset: number;
}

/** Deflates `source` as it is read, counting the CRC and both sizes for the entry's descriptor. */
async function* deflateEntry(
  source: ZipEntry['content'],
  totals: Pick<Written, 'crc' | 'compressed' | 'size'>,
) {
  const deflate = createDeflateRaw({ level: 6 });
  const pump = (async () => {
    for await (const part of source) {
      const chunk = typeof part === 'string' ? Buffer.from(part) : part;
      totals.crc = crc32(chunk, totals.crc);
      totals.size += chunk.length;
      if (!deflate.write(chunk)) await once(deflate, 'drain');
    }
    deflate.end();
  })().catch((error) => deflate.destroy(error));
  for await (const out of deflate as AsyncIterable<Buffer>) {
    totals.compressed += out.length;
    yield out;
  }
  await pump;
}

/** The bytes of a ZIP archive of `entries`, produced as they are read. */
export async function* zipStream(entries: Iterable<ZipEntry>, modified = new Date()): AsyncGenerator<Buffer> {
  const { time, day } = dosTime(modified);
  const written: Written[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(UTF8_AND_DESCRIPTOR, 6);
    header.writeUInt16LE(DEFLATE, 8);
    header.writeUInt16LE(time, 10);
    header.writeUInt16LE(day, 12);
    // CRC and sizes (14–25) stay 0: they follow the data in the descriptor.
    header.writeUInt16LE(name.length, 26);
    const entryOffset = offset;
    yield Buffer.concat([header, name]);
    offset += header.length + name.length;
    const totals = { crc: 0, compressed: 0, size: 0 };
    yield* deflateEntry(entry.content, totals);
    offset += totals.compressed;
    const descriptor = Buffer.alloc(16);
    descriptor.writeUInt32LE(0x08074b50, 0);
    descriptor.writeUInt32LE(totals.crc >>> 0, 4);
    descriptor.writeUInt32LE(totals.compressed, 8);
    descriptor.writeUInt32LE(totals.size, 12);
    yield descriptor;
    offset += descriptor.length;
    written.push({ name, ...totals, offset: entryOffset });
  }
  const central = written.map((w) => {
    const record = Buffer.alloc(46);
    record.writeUInt32LE(0x02014b50, 0);
    record.writeUInt16LE(20, 4);
    record.writeUInt16LE(20, 6);
    record.writeUInt16LE(UTF8_AND_DESCRIPTOR, 8);
    record.writeUInt16LE(DEFLATE, 10);
    record.writeUInt16LE(time, 12);
    record.writeUInt16LE(day, 14);
    record.writeUInt32LE(w.crc >>> 0, 16);
    record.writeUInt32LE(w.compressed, 20);
    record.writeUInt32LE(w.size, 24);
    record.writeUInt16LE(w.name.length, 28);
    record.writeUInt32LE(w.offset, 42);
    return Buffer.concat([record, w.name]);
  });
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(written.length, 8);
  end.writeUInt16LE(written.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  yield Buffer.concat([directory, end]);
}
