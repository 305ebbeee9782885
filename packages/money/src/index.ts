// Integer kobo arithmetic and naira formatting. Money never passes through a float on its way to storage.

/** An amount of money in kobo (1 naira = 100 kobo). Always a safe integer. */
export type Kobo = number;

export const KOBO_PER_NAIRA = 100;

export function assertKobo(value: number, label = 'amount'): Kobo {
  if (!Number.isSafeInteger(value)) {
    throw new RangeError(`${label} must be a whole number of kobo, got ${value}`);
  }
  return value;
}

/** Minor units (kobo) to major units (naira) for display: divided by 100 (spec §3 Wallet, §9). */
export function minorToMajor(minor: number): number {
  return minor / KOBO_PER_NAIRA;
}

/**
 * Parses a naira amount typed by a person ("1,234.5", "₦ 20") into kobo without float rounding errors.
 * Returns null when the text is not an amount with at most two decimals.
 */
export function parseNaira(text: string): Kobo | null {
  const cleaned = text.replace(/[₦,\s]/g, '');
  const match = /^(-?)(\d+)(?:\.(\d{0,2}))?$/.exec(cleaned);
  if (!match) return null;
  const [, sign, whole, fraction = ''] = match;
  const kobo = Number(whole) * KOBO_PER_NAIRA + Number(fraction.padEnd(2, '0'));
  if (!Number.isSafeInteger(kobo)) return null;
  return sign === '-' ? -kobo : kobo;
}

const nairaFormat = new Intl.NumberFormat('en-NG', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Naira with the sign, two decimals and comma thousands: ₦1,234.56 (spec §9). Takes naira, not kobo. */
export function formatNaira(naira: number): string {
  const formatted = nairaFormat.format(Math.abs(naira));
  return `${naira < 0 ? '-' : ''}₦${formatted}`;
}

/** Kobo straight to the display text: formatKobo(123456) === '₦1,234.56'. Exact for any safe integer. */
export function formatKobo(kobo: Kobo): string {
  assertKobo(kobo);
  const negative = kobo < 0;
  const abs = Math.abs(kobo);
  const whole = Math.floor(abs / KOBO_PER_NAIRA);
  const fraction = String(abs % KOBO_PER_NAIRA).padStart(2, '0');
  const grouped = String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}₦${grouped}.${fraction}`;
}

/**
 * Splits a total into parts proportional to the weights (largest remainder), so the parts always add up to
 * the total exactly: no kobo is created or lost.
 */
export function allocate(total: Kobo, weights: readonly number[]): Kobo[] {
  assertKobo(total, 'total');
  if (weights.length === 0) throw new RangeError('allocate needs at least one weight');
  if (weights.some((w) => !(w >= 0) || !Number.isFinite(w)))
    throw new RangeError('weights must be finite and >= 0');
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum === 0) throw new RangeError('weights must not all be zero');
  const sign = total < 0 ? -1 : 1;
  const abs = Math.abs(total);
  const exact = weights.map((w) => (abs * w) / sum);
  const parts = exact.map((x) => Math.floor(x));
  let remainder = abs - parts.reduce((a, b) => a + b, 0);
  const order = exact
    .map((x, i) => ({ i, frac: x - Math.floor(x) }))
    .sort((a, b) => b.frac - a.frac || a.i - b.i);
  for (const { i } of order) {
    if (remainder === 0) break;
    parts[i] = (parts[i] ?? 0) + 1;
    remainder -= 1;
  }
  return parts.map((p) => p * sign);
}

/** A percentage of an amount in basis points (1% = 100 bp), rounded half away from zero to the kobo. */
export function percentOf(amount: Kobo, basisPoints: number): Kobo {
  assertKobo(amount);
  if (!Number.isInteger(basisPoints)) throw new RangeError('basis points must be an integer');
  const product = BigInt(amount) * BigInt(basisPoints);
  const divisor = 10_000n;
  const quotient = product / divisor;
  const rest = product % divisor;
  const twice = (rest < 0n ? -rest : rest) * 2n;
  const rounded = twice >= divisor ? quotient + (product < 0n ? -1n : 1n) : quotient;
  return Number(rounded);
}
