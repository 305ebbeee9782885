// Runs work in one database transaction and fires side effects only after it commits (architecture rule 8).
import { type Database, type Tx, transactionOpening } from '@paydesk/db';
import type pg from 'pg';

export type AfterCommit = (effect: () => unknown) => void;

/** Something that queues jobs (the job runner, or a module's view of it). */
export interface Sends {
  send(name: string, data?: object, options?: { startAfterSeconds?: number }): Promise<void>;
}

/**
 * The same sender, its jobs queued once the transaction commits: a job that works on rows this transaction writes
 * must not start before they exist (a payout batch's job that started first found no batch and left it to the
 * minute sweep of unfinished batches, 30 to 120 s later).
 */
export function sendsAfterCommit<S extends Sends>(jobs: S, afterCommit: AfterCommit): S {
  return {
    ...jobs,
    send: async (name: string, data?: object, options?: { startAfterSeconds?: number }) => {
      afterCommit(() => jobs.send(name, data, options));
    },
  };
}

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
