// A table reader's worker thread: reads one uploaded file at a time into a table (or a refusal) and posts it back.
// Runs off the API's event loop, under the heap limit its pool gives it (table-readers.ts), at a lower CPU priority
// (table-worker.mjs).
import { parentPort } from 'node:worker_threads';
import { readCsvTable } from './csv-table.ts';
import type { Table, TableLimits } from './table.ts';
import { TableRefused } from './table-refused.ts';
import { readXlsxTable } from './xlsx-table.ts';

export interface TableJob {
  format: 'csv' | 'xlsx';
  bytes: Uint8Array;
  limits: TableLimits;
}

export type TableAnswer =
  | { ok: true; table: Table }
  | { ok: false; kind: TableRefused['kind']; message: string };

async function read(job: TableJob): Promise<TableAnswer> {
  const bytes = Buffer.from(job.bytes.buffer, job.bytes.byteOffset, job.bytes.byteLength);
  try {
    const table =
      job.format === 'xlsx' ? await readXlsxTable(bytes, job.limits) : readCsvTable(bytes, job.limits);
    return { ok: true, table };
  } catch (error) {
    if (error instanceof TableRefused) return { ok: false, kind: error.kind, message: error.message };
    return { ok: false, kind: 'unreadable', message: 'The file could not be read.' };
  }
}

parentPort?.on('message', (job: TableJob) => {
  void read(job).then((answer) => parentPort?.postMessage(answer));
});
