// One Idempotency-Key per user action (architecture rule 7): a retry of the same submission (a double click, a
// network failure) reuses the key, so the server runs it once; changed inputs or a finished action get a new one.
export interface ActionKeys {
  /** The key for this body: the previous one if the body is unchanged since the last unfinished attempt. */
  keyFor(body: unknown): string;
  /** The action succeeded: the next submission is a new action. */
  finished(): void;
}

const newKey = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? `web-${crypto.randomUUID()}`
    : `web-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;

export function createActionKeys(make: () => string = newKey): ActionKeys {
  let current: { key: string; body: string } | null = null;
  return {
    keyFor(body) {
      const text = JSON.stringify(body ?? null);
      if (!current || current.body !== text) current = { key: make(), body: text };
      return current.key;
    },
    finished() {
      current = null;
    },
  };
}
