// Runs work in one database transaction and fires side effects only after it commits (architecture rule 8).
import { type Database, type Tx, transactionOpening } from '@paydesk/db';
import type pg from 'pg';

export type AfterCommit = (effect: () => unknown) => void;

export async function transact<T>(
  db: Database,
  work: (tx: Tx, afterCommit: AfterCommit) => Promise<T>,
  onEffectError: (error: unknown) => void = () => {},
): Promise<T> {
  const effects: (() => unknown)[] = [];
  const result = await db.transaction((tx) => work(tx, (effect) => effects.push(effect)));
  runEffects(effects, onEffectError);
  return result;
}

/**
 * transact, with `opening` (plain SQL, no parameters: a hot path's row lock) sent in the BEGIN's round trip; the work
 * also gets the connection for its prebuilt statements (transactionOpening in @paydesk/db).
 */
export async function transactOpening<T>(
  db: Database,
  opening: string,
  work: (tx: Tx, afterCommit: AfterCommit, client: pg.PoolClient) => Promise<T>,
  onEffectError: (error: unknown) => void = () => {},
): Promise<T> {
  const effects: (() => unknown)[] = [];
  const result = await transactionOpening(db, opening, (tx, client) =>
    work(tx, (effect) => effects.push(effect), client),
  );
  runEffects(effects, onEffectError);
  return result;
}

function runEffects(effects: (() => unknown)[], onEffectError: (error: unknown) => void) {
  for (const effect of effects) {
    Promise.resolve().then(effect).catch(onEffectError);
  }
}
