// The employee export streams (issue 10: 100,000 rows with flat memory): a client that stops reading stops the
// export from reading the database, so the server never holds the whole file; reading again finishes it, every row
// once. Observed at the export's stream, below the socket, where the kernel's buffers cannot hide a missing pause.
import { type Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Executor } from '@paydesk/db';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPORT_BATCH_ROWS, exportEmployees } from '../src/modules/people/employees-export.ts';
import { createBusiness } from './helpers/fixtures.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';

/**
 * Enough batches that a stalled export reading far ahead shows: the CSV stops within a few batches; the XLSX within
 * its bounded buffers (256 KB of sheet XML, then some 100 KB compressed in the zip's streams: 2,000-3,000 rows).
 */
const ROWS = Math.max(20 * EXPORT_BATCH_ROWS.csv, 100 * EXPORT_BATCH_ROWS.xlsx);

let t: TestApp;
let companyId: string;

beforeAll(async () => {
  t = await startTestApp({ encryption: false });
  companyId = (await createBusiness(t, { name: 'Kano Textiles' })).companyId;
  await t.server.database.pool.query(
    `insert into employees (company_id, first_name, last_name, email, phone_number, staff_id, department,
       bank_code, bank_name, account_number)
     select $1, 'Stream', 'Row' || i, 'stream' || i || '@example.ng', '+2348030000000', 'STREAM-' || i,
       'Streaming', '000001', 'STERLING BANK', '0123456789'
     from generate_series(1, $2::int) as i`,
    [companyId, ROWS],
  );
});
afterAll(() => t.close());

/** The app's database handle, counting the export's keyset queries (one `select` a batch). */
function countingBatches(db: Executor) {
  let batches = 0;
  const counted = new Proxy(db, {
    get(target, property) {
      const value = Reflect.get(target, property, target);
      if (property === 'select')
        return (...args: unknown[]) => {
          batches++;
          return (value as (...a: unknown[]) => unknown).apply(target, args);
        };
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return { db: counted as Executor, batches: () => batches };
}

/** Waits until the count has not moved for five polls in a row (the export is waiting for its reader). */
async function settled(count: () => number): Promise<number> {
  let last = -1;
  for (let still = 0; still < 5; ) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    const now = count();
    still = now === last ? still + 1 : 0;
    last = now;
  }
  return last;
}

/**
 * Reads the export like a socket whose client stopped reading: takes the first chunk, then holds every byte until
 * `resume`, which answers the whole file.
 */
function stalledReader(stream: Readable) {
  const chunks: Buffer[] = [];
  let held: (() => void) | null = null;
  let stalled = true;
  const finished = pipeline(
    stream,
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        if (stalled) held = done;
        else done();
      },
    }),
  );
  return {
    async resume() {
      stalled = false;
      held?.();
      await finished;
      return Buffer.concat(chunks);
    },
  };
}

describe('an export whose reader stops', () => {
  it('CSV: stops reading employees after a few batches, and finishes with every row once when read again', async () => {
    const counter = countingBatches(t.server.database.db);
    const reader = stalledReader(
      await exportEmployees(counter.db, companyId, { department: 'Streaming' }, 'csv'),
    );
    const whileStalled = await settled(counter.batches);
    expect(whileStalled).toBeGreaterThanOrEqual(1);
    expect(whileStalled * EXPORT_BATCH_ROWS.csv).toBeLessThanOrEqual(ROWS * 0.15);

    const lines = (await reader.resume()).toString('utf8').trim().split('\r\n');
    expect(lines).toHaveLength(ROWS + 1);
    expect(new Set(lines.slice(1).map((line) => line.split(',')[0])).size).toBe(ROWS);
    expect(counter.batches()).toBeGreaterThanOrEqual(ROWS / EXPORT_BATCH_ROWS.csv);
  });

  it('XLSX: stops reading employees while the zip waits for the reader, and finishes a whole workbook', async () => {
    const counter = countingBatches(t.server.database.db);
    const reader = stalledReader(
      await exportEmployees(counter.db, companyId, { department: 'Streaming' }, 'xlsx'),
    );
    const whileStalled = await settled(counter.batches);
    expect(whileStalled).toBeGreaterThanOrEqual(1);
    expect(whileStalled * EXPORT_BATCH_ROWS.xlsx).toBeLessThanOrEqual(ROWS * 0.4);

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await reader.resume()) as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Employees')!;
    expect(sheet.rowCount).toBe(ROWS + 1);
    const staffIds = new Set<string>();
    sheet.eachRow((row, n) => {
      if (n > 1) staffIds.add(String(row.getCell(1).value));
    });
    expect(staffIds.size).toBe(ROWS);
    expect(counter.batches()).toBeGreaterThanOrEqual(ROWS / EXPORT_BATCH_ROWS.xlsx);
  });
});
