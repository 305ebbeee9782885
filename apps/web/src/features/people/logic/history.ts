// An employee's history arrives as one row per changed field; the page shows one entry per audited event (same
// time, actor and action) with its fields together.
export interface FieldChange {
  at: string;
  actor: string | null;
  action: string;
  field: string | null;
  from?: unknown;
  to?: unknown;
}

export interface HistoryEntry {
  key: string;
  at: string;
  actor: string | null;
  action: string;
  changes: Array<{ field: string; from: unknown; to: unknown }>;
}

export function groupHistory(rows: readonly FieldChange[]): HistoryEntry[] {
  const entries: HistoryEntry[] = [];
  for (const row of rows) {
    const last = entries.at(-1);
    const same = last && last.at === row.at && last.actor === row.actor && last.action === row.action;
    const entry = same
      ? last
      : { key: `${row.at}-${entries.length}`, at: row.at, actor: row.actor, action: row.action, changes: [] };
    if (!same) entries.push(entry);
    if (row.field) entry.changes.push({ field: row.field, from: row.from, to: row.to });
  }
  return entries;
}

/** A stored value as the history shows it: empty as a dash, objects as JSON. */
export function showValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}
