// Prepared statements kept per connection pool and per shape (which optional filters a query has), so a read that
// runs on every page view is built and planned once rather than on every call.
export function preparedOnce<T>(
  cache: WeakMap<object, Map<string, T>>,
  pool: object,
  shape: string,
  build: () => T,
): T {
  let byShape = cache.get(pool);
  if (!byShape) {
    byShape = new Map();
    cache.set(pool, byShape);
  }
  let prepared = byShape.get(shape);
  if (!prepared) {
    prepared = build();
    byShape.set(shape, prepared);
  }
  return prepared;
}
