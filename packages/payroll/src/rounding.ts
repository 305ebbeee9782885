// Exact integer division with the rounding the payroll rules name. Inputs stay below 2^53, so Number is exact and
// avoids BigInt in the hot path (the engine computes 100,000+ payslips a second).

/** Largest amount the engine accepts (kobo a year): keeps every product it forms below 2^53. */
export const MAX_KOBO = 10 ** 13;

/** n / d rounded half up (half away from zero for negative n), for integer n and positive integer d. */
export function divRoundHalfUp(n: number, d: number): number {
  if (n < 0) return -divRoundHalfUp(-n, d);
  let q = Math.floor(n / d);
  let r = n - q * d;
  if (r < 0) {
    q -= 1;
    r += d;
  } else if (r >= d) {
    q += 1;
    r -= d;
  }
  return 2 * r >= d ? q + 1 : q;
}

/** amount × basisPoints / 10,000 rounded half up to the kobo (1% = 100 bp). */
export function bpOf(amount: number, basisPoints: number): number {
  const product = amount * basisPoints;
  if (Number.isSafeInteger(product)) return divRoundHalfUp(product, 10_000);
  // Rare (above ₦9bn): exact through BigInt.
  const big = BigInt(amount) * BigInt(basisPoints);
  const abs = big < 0n ? -big : big;
  const rounded = (abs * 2n + 10_000n) / 20_000n;
  return Number(big < 0n ? -rounded : rounded);
}

export function checkKobo(value: number | undefined, label: string, id?: string): number {
  if (value === undefined) return 0;
  if (!Number.isSafeInteger(value) || value < 0 || value > MAX_KOBO) {
    const what = id === undefined ? label : `${label} ${id}`;
    throw new RangeError(`${what} must be a whole number of kobo between 0 and ${MAX_KOBO}, got ${value}`);
  }
  return value;
}
