// CSV cells for exports. Cells that a spreadsheet would run as a formula are prefixed with a quote.
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
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
