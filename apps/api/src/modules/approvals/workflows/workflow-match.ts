// Which workflow covers an action (the most specific enabled one), and which pairs may not be enabled together.
// Pure rules over workflow rows, so the gate and the workflow editor agree.

export interface Coverage {
  id: string;
  name: string;
  minAmountKobo: number | null;
  maxAmountKobo: number | null;
  sourceWalletId: string | null;
  createdAt: Date;
}

const low = (w: Coverage) => w.minAmountKobo ?? 0;
const high = (w: Coverage) => w.maxAmountKobo ?? Number.MAX_SAFE_INTEGER;

/** Does the workflow cover an action of this amount from this wallet? */
export function covers(w: Coverage, amountKobo: number | undefined, sourceWalletId: string | undefined) {
  if (w.sourceWalletId && w.sourceWalletId !== sourceWalletId) return false;
  if (amountKobo === undefined) return w.minAmountKobo === null && w.maxAmountKobo === null;
  return amountKobo >= low(w) && amountKobo <= high(w);
}

/**
 * The most specific of the covering workflows: one naming the source wallet beats one that does not; then the
 * narrower amount range wins (ranges of one wallet condition are either nested or refused as overlapping).
 */
export function mostSpecific<W extends Coverage>(
  candidates: W[],
  amountKobo: number | undefined,
  sourceWalletId: string | undefined,
): W | null {
  const covering = candidates.filter((w) => covers(w, amountKobo, sourceWalletId));
  covering.sort(
    (a, b) =>
      Number(Boolean(b.sourceWalletId)) - Number(Boolean(a.sourceWalletId)) ||
      high(a) - low(a) - (high(b) - low(b)) ||
      a.createdAt.getTime() - b.createdAt.getTime(),
  );
  return covering[0] ?? null;
}

/**
 * Two enabled workflows of one action and one wallet condition conflict when their amount ranges overlap without
 * one holding the other (or are the same range): then no workflow would be clearly the most specific.
 */
export function conflicts(a: Omit<Coverage, 'id' | 'name' | 'createdAt'>, b: Coverage): boolean {
  if ((a.sourceWalletId ?? null) !== (b.sourceWalletId ?? null)) return false;
  const [al, ah, bl, bh] = [
    a.minAmountKobo ?? 0,
    a.maxAmountKobo ?? Number.MAX_SAFE_INTEGER,
    low(b),
    high(b),
  ];
  if (ah < bl || bh < al) return false;
  if (al === bl && ah === bh) return true;
  const aHoldsB = al <= bl && ah >= bh;
  const bHoldsA = bl <= al && bh >= ah;
  return !(aHoldsB || bHoldsA);
}
