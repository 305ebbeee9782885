// The before/after values an event's metadata records, in the three shapes the API writes them: a list of
// `changes` ({ field, from, to }: an employee's edit), `before` and `after` objects (only the fields that differ),
// or one `from` → `to` (a renamed wallet, a login channel). What is left is shown as plain metadata.

export interface ValueChange {
  field: string;
  before: unknown;
  after: unknown;
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

function fromChangeList(list: unknown): ValueChange[] | null {
  if (!Array.isArray(list) || list.length === 0) return null;
  if (!list.every((c) => isRecord(c) && typeof c.field === 'string' && 'from' in c && 'to' in c)) return null;
  return list.map((c) => ({ field: c.field as string, before: c.from, after: c.to }));
}

function fromBeforeAfter(before: unknown, after: unknown): ValueChange[] {
  if (isRecord(before) || isRecord(after)) {
    const b = isRecord(before) ? before : {};
    const a = isRecord(after) ? after : {};
    const fields = [...new Set([...Object.keys(b), ...Object.keys(a)])];
    return fields
      .filter((field) => !same(b[field], a[field]))
      .map((field) => ({ field, before: b[field] ?? null, after: a[field] ?? null }));
  }
  return same(before, after) ? [] : [{ field: 'value', before, after }];
}

export function beforeAfterOf(metadata: Record<string, unknown>): {
  changes: ValueChange[];
  rest: [string, unknown][];
} {
  const entries = Object.entries(metadata);
  const list = fromChangeList(metadata.changes);
  if (list) return { changes: list, rest: entries.filter(([k]) => k !== 'changes') };
  if ('before' in metadata && 'after' in metadata)
    return {
      changes: fromBeforeAfter(metadata.before, metadata.after),
      rest: entries.filter(([k]) => k !== 'before' && k !== 'after'),
    };
  if ('from' in metadata && 'to' in metadata && !isRecord(metadata.from) && !isRecord(metadata.to))
    return {
      changes: fromBeforeAfter(metadata.from, metadata.to),
      rest: entries.filter(([k]) => k !== 'from' && k !== 'to'),
    };
  return { changes: [], rest: entries };
}
