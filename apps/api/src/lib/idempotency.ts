// Runs a money-moving request exactly once per (business, Idempotency-Key). The key is claimed inside the
// request's transaction: a concurrent duplicate waits on the key's row until the first commits, then replays
// its stored response; a crash before commit leaves no key, so a retry runs afresh. A key's first final answer
// is pinned, as payment APIs promise: a success, or a business refusal (422 insufficient funds, 404 unknown
// wallet…) written in its own transaction after the money transaction rolled back. Only validation failures
// (400), conflicts (409) and "try later" (429) leave the key unused.
import { createHash } from 'node:crypto';
import { ErrorCode } from '@paydesk/contracts';
import { type Database, idempotencyKeys, type Tx } from '@paydesk/db';
import { and, eq, sql } from 'drizzle-orm';
import { BadRequest, Conflict, DomainError, errorBody } from './errors.ts';
import { stableStringify } from './stable-json.ts';
import { type AfterCommit, transact } from './transaction.ts';

export interface StoredResponse<T> {
  status: number;
  body: T;
  replayed: boolean;
}

const KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,128}$/;

export function readIdempotencyKey(header: string | string[] | undefined): string {
  const key = Array.isArray(header) ? header[0] : header;
  if (!key)
    throw new BadRequest('The Idempotency-Key header is required for this request', ErrorCode.badRequest);
  if (!KEY_PATTERN.test(key)) {
    throw new BadRequest(
      'The Idempotency-Key header must be 8 to 128 letters, digits or - _ . :',
      ErrorCode.badRequest,
    );
  }
  return key;
}

export function requestFingerprint(method: string, route: string, body: unknown): string {
  return createHash('sha256')
    .update(`${method} ${route}\n${stableStringify(body ?? null)}`)
    .digest('hex');
}

type Scope = { companyId: string; key: string; fingerprint: string };

/** A refusal that is the request's final answer: retrying the same request would be refused the same way. */
export function isFinalRefusal(error: unknown): error is DomainError {
  return (
    error instanceof DomainError &&
    error.statusCode > 400 &&
    error.statusCode < 500 &&
    error.statusCode !== 409 &&
    error.statusCode !== 429
  );
}

async function storedResponse<T>(tx: Tx, scope: Scope): Promise<StoredResponse<T>> {
  const [stored] = await tx
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.companyId, scope.companyId), eq(idempotencyKeys.key, scope.key)));
  if (!stored || stored.requestHash !== scope.fingerprint) {
    throw new Conflict('This Idempotency-Key was already used for a different request');
  }
  return { status: stored.responseStatus, body: stored.responseBody as T, replayed: true };
}

/**
 * Pins a refusal to the key in a transaction of its own (the money transaction has rolled back) and rethrows
 * it. If a duplicate pinned an answer first, that answer is the key's and is replayed instead.
 */
async function pinRefusal<T>(db: Database, scope: Scope, refusal: DomainError): Promise<StoredResponse<T>> {
  const replay = await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(idempotencyKeys)
      .values({
        companyId: scope.companyId,
        key: scope.key,
        requestHash: scope.fingerprint,
        responseStatus: refusal.statusCode,
        responseBody: sql`${JSON.stringify(errorBody(refusal))}::jsonb`,
      })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    return inserted.length === 0 ? storedResponse<T>(tx, scope) : null;
  });
  if (replay) return replay;
  throw refusal;
}

export async function once<T>(
  db: Database,
  scope: Scope,
  work: (tx: Tx, afterCommit: AfterCommit) => Promise<{ status: number; body: T }>,
  onEffectError?: (error: unknown) => void,
): Promise<StoredResponse<T>> {
  try {
    return await runOnce(db, scope, work, onEffectError);
  } catch (error) {
    if (isFinalRefusal(error)) return pinRefusal<T>(db, scope, error);
    throw error;
  }
}

async function runOnce<T>(
  db: Database,
  scope: Scope,
  work: (tx: Tx, afterCommit: AfterCommit) => Promise<{ status: number; body: T }>,
  onEffectError?: (error: unknown) => void,
): Promise<StoredResponse<T>> {
  return transact(
    db,
    async (tx, afterCommit) => {
      // A placeholder row claims the key; a concurrent duplicate blocks here until this transaction ends.
      const claimed = await tx
        .insert(idempotencyKeys)
        .values({
          companyId: scope.companyId,
          key: scope.key,
          requestHash: scope.fingerprint,
          responseStatus: 0,
          responseBody: {},
        })
        .onConflictDoNothing()
        .returning({ key: idempotencyKeys.key });
      if (claimed.length === 0) return storedResponse<T>(tx, scope);
      const result = await work(tx, afterCommit);
      await tx
        .update(idempotencyKeys)
        .set({ responseStatus: result.status, responseBody: sql`${JSON.stringify(result.body)}::jsonb` })
        .where(and(eq(idempotencyKeys.companyId, scope.companyId), eq(idempotencyKeys.key, scope.key)));
      return { ...result, replayed: false };
    },
    onEffectError,
  );
}
