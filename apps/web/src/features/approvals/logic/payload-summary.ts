// The request's payload as label/value lines for the drawer: plain values only, amounts in naira, ids and PINs left
// out (the executor's line already names the wallets and people).
import { formatMinorAsNaira } from '../../../lib/format/money.ts';

// `kind` is the executor's own tag ('wallet.move'): the action's label already says it in words.
const HIDDEN = /^(pin|password|token|kind|id|_id)$|[a-z]Id$|_id$/;
const MONEY = /(amount|kobo|total)$/i;

const labelOf = (key: string) =>
  key
    .replace(/Kobo$/, '')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .replace(/^./, (c) => c.toUpperCase());

export function payloadLines(payload: Record<string, unknown>): [string, string][] {
  const lines: [string, string][] = [];
  for (const [key, value] of Object.entries(payload)) {
    if (HIDDEN.test(key) || value === null || value === undefined || value === '') continue;
    if (typeof value === 'number')
      lines.push([labelOf(key), MONEY.test(key) ? formatMinorAsNaira(value) : String(value)]);
    else if (typeof value === 'string' || typeof value === 'boolean')
      lines.push([labelOf(key), String(value)]);
    else if (Array.isArray(value))
      lines.push([labelOf(key), `${value.length} line${value.length === 1 ? '' : 's'}`]);
  }
  return lines;
}
