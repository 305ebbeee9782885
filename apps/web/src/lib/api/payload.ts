// Payload rules of spec §5: bodies lose their empty-string fields and (recursively) their null properties;
// query strings skip empty values.

type Plain = Record<string, unknown>;

const isPlainObject = (value: unknown): value is Plain =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

/** Removes the fields whose value is an empty string (top level, as the spec's payload rule). */
export function removeEmptyStrings<T>(body: T): T {
  if (!isPlainObject(body)) return body;
  return Object.fromEntries(Object.entries(body).filter(([, value]) => value !== '')) as T;
}

/** Strips null (and undefined) properties from objects, at every depth, including objects inside arrays. */
export function stripNulls<T>(value: T): T {
  if (Array.isArray(value)) return value.map((item) => stripNulls(item)) as T;
  if (!isPlainObject(value)) return value;
  const kept = Object.entries(value)
    .filter(([, field]) => field !== null && field !== undefined)
    .map(([key, field]) => [key, stripNulls(field)]);
  return Object.fromEntries(kept) as T;
}

/** What the request layer sends: empty strings removed, nulls stripped recursively. */
export function cleanPayload<T>(body: T): T {
  return stripNulls(removeEmptyStrings(body));
}

const isEmptyQueryValue = (value: unknown) =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/** '?a=1&b=x' from { a: 1, b: 'x', c: '' }; '' when every value is empty. Arrays are comma-joined. */
export function buildQueryString(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const pairs = Object.entries(query)
    .filter(([, value]) => !isEmptyQueryValue(value))
    .map(([name, value]) => {
      const text = Array.isArray(value) ? value.join(',') : String(value);
      return `${encodeURIComponent(name)}=${encodeURIComponent(text)}`;
    });
  return pairs.length > 0 ? `?${pairs.join('&')}` : '';
}
