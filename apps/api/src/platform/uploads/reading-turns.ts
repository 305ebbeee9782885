// Turns to read uploaded files: one file at a time per business (its next files wait, a few at most), at most
// `running` files at once in the process, and at most `waiting` more held in memory waiting for a turn; past
// either bound a file is refused (429). Held in this process: each API process has its own readers and turns.
import { ErrorCode } from '@paydesk/contracts';
import { TooManyAttempts } from '../../lib/errors.ts';

export const BUSINESS_FILES_WAITING =
  'This business already has files being read. Wait for their previews, then upload this one again.';
export const READERS_BUSY = 'Paydesk is reading many files right now. Upload the file again in a minute.';

interface BusinessLine {
  /** Files of the business admitted and not finished, the one being read included. */
  files: number;
  /** Settles when the business's last admitted file is finished. */
  tail: Promise<void>;
}

export function createReadingTurns(options: { running: number; waiting: number; perBusiness: number }) {
  const lines = new Map<string, BusinessLine>();
  const queue: (() => void)[] = [];
  let running = 0;
  let admitted = 0;

  /** A turn to run: at once when one is free, else when a running file hands its turn on. */
  function turn(): Promise<void> | undefined {
    if (running < options.running) {
      running += 1;
      return undefined;
    }
    return new Promise<void>((resolve) => queue.push(resolve));
  }

  function handOn() {
    const next = queue.shift();
    // The waiting file takes the turn as it is: the count of running files does not change.
    if (next) next();
    else running -= 1;
  }

  return {
    /** Runs `work` after the business's earlier files, in a process-wide turn; refuses (429) past the bounds. */
    async run<T>(businessId: string, work: () => Promise<T>): Promise<T> {
      const line = lines.get(businessId) ?? { files: 0, tail: Promise.resolve() };
      if (line.files >= options.perBusiness)
        throw new TooManyAttempts(BUSINESS_FILES_WAITING, 5, ErrorCode.rateLimited);
      if (admitted >= options.running + options.waiting)
        throw new TooManyAttempts(READERS_BUSY, 30, ErrorCode.rateLimited);
      admitted += 1;
      line.files += 1;
      lines.set(businessId, line);
      const earlier = line.tail;
      let finished = () => {};
      line.tail = new Promise<void>((resolve) => {
        finished = resolve;
      });
      try {
        await earlier;
        await turn();
        try {
          return await work();
        } finally {
          handOn();
        }
      } finally {
        admitted -= 1;
        line.files -= 1;
        if (line.files === 0) lines.delete(businessId);
        finished();
      }
    },
    /** Files being read and waiting (for tests and benches). */
    get busy() {
      return { running, admitted };
    },
  };
}
