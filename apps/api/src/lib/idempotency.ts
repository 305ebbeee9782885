// Runs a money-moving request exactly once per (business, Idempotency-Key). The key is claimed inside the
// request's transaction: a concurrent duplicate waits on the key's row until the first commits, then replays
// its stored response; a crash before commit leaves no key, so a retry runs afresh.
import { createHash } from 'node:crypto';
import { ErrorCode } from '@paydesk/contracts';
import { type Database, idempotencyKeys, type Tx } from '@paydesk/db';
import { and, eq, sql } from 'drizzle-orm';
import { BadRequest, Conflict } from './errors.ts';
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

export async function once<T>(
  db: Database,
  scope: { companyId: string; key: string; fingerprint: string },
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
      if (claimed.length === 0) {
        const [stored] = await tx
          .select()
          .from(idempotencyKeys)
          .where(and(eq(idempotencyKeys.companyId, scope.companyId), eq(idempotencyKeys.key, scope.key)));
        if (!stored || stored.requestHash !== scope.fingerprint) {
          throw new Conflict('This Idempotency-Key was already used for a different request');
        }
        return { status: stored.responseStatus, body: stored.responseBody as T, replayed: true };
      }
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
