// Runs work in one database transaction and fires side effects only after it commits (architecture rule 8).
import type { Database, Tx } from '@paydesk/db';

export type AfterCommit = (effect: () => unknown) => void;

export async function transact<T>(
  db: Database,
  work: (tx: Tx, afterCommit: AfterCommit) => Promise<T>,
  onEffectError: (error: unknown) => void = () => {},
): Promise<T> {
  const effects: (() => unknown)[] = [];
  const result = await db.transaction((tx) => work(tx, (effect) => effects.push(effect)));
  for (const effect of effects) {
    Promise.resolve().then(effect).catch(onEffectError);
  }
  return result;
}
