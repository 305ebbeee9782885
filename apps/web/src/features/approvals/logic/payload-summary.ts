// The request's payload as label/value lines for the drawer: plain values only, money in naira, banks by name, and
// no internal keys (ids, PINs, the client's idempotency key, the bank's code: the executor's line already names the
// wallets and people, and a code is said by its bank's name).
import { formatMinorAsNaira } from '@/lib/format/money.ts';

// `kind` is the executor's own tag ('wallet.move'): the action's label already says it in words.
const HIDDEN = /^(pin|password|token|kind|id|_id|idempotencyKey|fingerprint|generation)$|[a-z]Id$|_id$|Key$/;
/** Kobo figures: amounts, fees, pay ("netPayKobo"), totals of money ("totalAmount"). A bare `total` is a count. */
const MONEY = /(amount|kobo|fee|fees)$/i;
const LABELS: Record<string, string> = { bankName: 'Bank', bankCode: 'Bank', total: 'Count' };

const labelOf = (key: string) =>
  LABELS[key] ??
  key
    .replace(/Kobo$/, '')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase()
    .replace(/^./, (c) => c.toUpperCase());

/**
 * `bankName` names a CBN/NIP code from the bank directory; a payload that carries its bank's name shows that name,
 * one that carries only a code shows the directory's name for it (the code itself only when the directory lacks it).
 */
export function payloadLines(
  payload: Record<string, unknown>,
  bankName: (code: string) => string | undefined = () => undefined,
): [string, string][] {
  const lines: [string, string][] = [];
  for (const [key, value] of Object.entries(payload)) {
    if (key === 'bankCode') {
      if (typeof value !== 'string' || (typeof payload.bankName === 'string' && payload.bankName)) continue;
      lines.push([labelOf(key), bankName(value) ?? value]);
      continue;
    }
    if (HIDDEN.test(key) || value === null || value === undefined || value === '') continue;
    if (typeof value === 'number')
      lines.push([labelOf(key), MONEY.test(key) ? formatMinorAsNaira(value) : String(value)]);
    else if (typeof value === 'string') lines.push([labelOf(key), value]);
    else if (typeof value === 'boolean') lines.push([labelOf(key), value ? 'Yes' : 'No']);
    else if (Array.isArray(value))
      lines.push([labelOf(key), `${value.length} line${value.length === 1 ? '' : 's'}`]);
  }
  return lines;
}
