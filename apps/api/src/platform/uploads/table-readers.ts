// The worker threads that read uploaded tables, off the API's event loop: at most `threads` at once, each under a
// heap limit and a deadline. A reader that runs out of memory or time is ended (its answer is a refusal) and the
// next job gets a fresh one; the process lives on. Idle readers are kept warm a while (tsx and exceljs take about
// half a second to load) and never keep the process alive.
import { Worker } from 'node:worker_threads';
import type { TableAnswer, TableJob } from './table-worker.ts';

export interface TableReaderOptions {
  /** Heap a reader may use (MB); past it the reader is ended and the file refused. */
  heapMb: number;
  /** How long one file may take. */
  deadlineMs: number;
  /** An idle reader ends after this long. */
  idleMs: number;
}

const ENTRY = new URL('./table-worker.mjs', import.meta.url);

const TOO_BIG =
  'The file needs more memory than an upload may take to read. Delete unused sheets, rows and formatting, or ' +
  'save it as CSV, and upload it again.';
const TOO_SLOW =
  'The file took too long to read. Delete unused sheets, rows and formatting, or save it as CSV, and upload it again.';

interface Reader {
  worker: Worker;
  idleTimer?: NodeJS.Timeout;
}

export function createTableReaders(options: TableReaderOptions) {
  const idle: Reader[] = [];
  const all = new Set<Reader>();

  function spawn(): Reader {
    const worker = new Worker(ENTRY, {
      resourceLimits: { maxOldGenerationSizeMb: options.heapMb, maxYoungGenerationSizeMb: 16 },
    });
    const reader: Reader = { worker };
    all.add(reader);
    worker.once('exit', () => {
      all.delete(reader);
      const at = idle.indexOf(reader);
      if (at >= 0) idle.splice(at, 1);
    });
    // An idle reader that fails is simply gone; a busy one's failure is its job's answer (below).
    worker.on('error', () => {});
    return reader;
  }

  function release(reader: Reader) {
    reader.worker.unref();
    reader.idleTimer = setTimeout(() => void reader.worker.terminate(), options.idleMs);
    reader.idleTimer.unref();
    idle.push(reader);
  }

  /** Reads one file on a reader; resolves with its answer, never rejects. */
  function read(job: TableJob): Promise<TableAnswer> {
    const reader = idle.pop() ?? spawn();
    clearTimeout(reader.idleTimer);
    const { worker } = reader;
    worker.ref();
    return new Promise<TableAnswer>((resolve) => {
      const end = (answer: TableAnswer, keep: boolean) => {
        clearTimeout(deadline);
        worker.off('message', onMessage);
        worker.off('error', onError);
        worker.off('exit', onExit);
        if (keep) release(reader);
        else void worker.terminate();
        resolve(answer);
      };
      const onMessage = (answer: TableAnswer) => end(answer, true);
      const onError = (error: Error & { code?: string }) =>
        end(
          error.code === 'ERR_WORKER_OUT_OF_MEMORY'
            ? { ok: false, kind: 'too-big', message: TOO_BIG }
            : { ok: false, kind: 'unreadable', message: 'The file could not be read.' },
          false,
        );
      const onExit = () =>
        end({ ok: false, kind: 'unreadable', message: 'The file could not be read.' }, false);
      const deadline = setTimeout(
        () => end({ ok: false, kind: 'too-big', message: TOO_SLOW }, false),
        options.deadlineMs,
      );
      worker.on('message', onMessage);
      worker.on('error', onError);
      worker.on('exit', onExit);
      // A copy the reader owns: the upload's buffer may be a slice of a larger one.
      const bytes = new Uint8Array(job.bytes);
      worker.postMessage({ ...job, bytes }, [bytes.buffer]);
    });
  }

  return {
    read,
    /** Ends every reader (tests, shutdown). */
    async close() {
      await Promise.all([...all].map((reader) => reader.worker.terminate()));
    },
  };
}
