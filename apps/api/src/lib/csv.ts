// CSV cells for exports. Cells that a spreadsheet would run as a formula are prefixed with a quote; a plain signed
// number ("+2348031234567", "-500.25") runs nothing, so phone numbers and amounts keep their own text.

const PLAIN_NUMBER = /^[+-]?\d[\d ]*(\.\d+)?$/;

/** The text a spreadsheet reads as text, not as a formula. */
export function defuseFormula(text: string): string {
  return /^[=+\-@\t\r]/.test(text) && !PLAIN_NUMBER.test(text) ? `'${text}` : text;
}

export function csvCell(value: unknown): string {
  const text = defuseFormula(value === null || value === undefined ? '' : String(value));
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvRow = (cells: unknown[]) => `${cells.map(csvCell).join(',')}\r\n`;

/**
 * Pulls the first item of a streamed export before anything is sent: a failing query then answers an error
 * status with the envelope, instead of a 200 whose connection drops mid-file.
 */
export async function primed<T>(source: AsyncIterable<T>): Promise<AsyncIterable<T>> {
  const iterator = source[Symbol.asyncIterator]();
  const first = await iterator.next();
  return (async function* () {
    if (first.done) return;
    try {
      yield first.value;
      for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value;
    } finally {
      // A client that goes away mid-file ends the source too (its cursor, its connection).
      await iterator.return?.();
    }
  })();
}
