// A bounded fan-out for name enquiries: a few at a time, so the bank rail is not asked for a whole file at once.

/** Runs `work` over items, `width` at a time, keeping order. */
export async function inParallel<T, R>(
  items: T[],
  width: number,
  work: (item: T, index: number) => Promise<R>,
) {
  const out: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(width, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        out[i] = await work(items[i]!, i);
      }
    }),
  );
  return out;
}
