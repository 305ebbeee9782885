// Writes audit events inside the caller's transaction, chained per business: each event's hash covers the
// previous event's hash, so a changed or removed event breaks every hash after it.
import { auditChainHeads, auditEvents, type Database, type Executor, PLATFORM_CHAIN_ID } from '@paydesk/db';
import { asc, eq } from 'drizzle-orm';
import { sha256Hex } from '../../lib/secrets.ts';
import { stableStringify } from '../../lib/stable-json.ts';

export type AuditOutcome = 'success' | 'failure';

export interface AuditActor {
  type: 'user' | 'operator' | 'system' | 'anonymous';
  id?: string | null;
  label?: string | null;
}

export interface AuditContext {
  ip?: string | null;
  userAgent?: string | null;
}

export interface AuditEventInput extends AuditContext {
  /** The business whose chain gets the event; null for events with no business (an unknown email). */
  companyId: string | null;
  actor: AuditActor;
  action: string;
  target?: { type: string; id: string } | null;
  outcome: AuditOutcome;
  metadata?: Record<string, unknown>;
}

interface HashedFields {
  companyId: string;
  seq: number;
  actorType: string;
  actorId: string | null;
  actorLabel: string | null;
  action: string;
  targetType: string | null;
  targetId: string | null;
  outcome: string;
  ip: string | null;
  userAgent: string | null;
  metadata: Record<string, unknown>;
  createdAt: string;
}

export function hashAuditEvent(prevHash: string, fields: HashedFields): string {
  return sha256Hex(`${prevHash}\n${stableStringify(fields)}`);
}

/** Appends one event to its business's chain. Call it with the mutation's transaction. */
export async function recordAudit(tx: Executor, input: AuditEventInput): Promise<void> {
  const companyId = input.companyId ?? PLATFORM_CHAIN_ID;
  await tx.insert(auditChainHeads).values({ companyId, lastSeq: 0, lastHash: '' }).onConflictDoNothing();
  // The row lock serialises writers of one chain; other businesses' chains are not touched.
  const [head] = await tx
    .select()
    .from(auditChainHeads)
    .where(eq(auditChainHeads.companyId, companyId))
    .for('update');
  if (!head) throw new Error('audit chain head missing');
  const fields: HashedFields = {
    companyId,
    seq: head.lastSeq + 1,
    actorType: input.actor.type,
    actorId: input.actor.id ?? null,
    actorLabel: input.actor.label ?? null,
    action: input.action,
    targetType: input.target?.type ?? null,
    targetId: input.target?.id ?? null,
    outcome: input.outcome,
    ip: input.ip ?? null,
    userAgent: input.userAgent ?? null,
    metadata: input.metadata ?? {},
    createdAt: new Date().toISOString(),
  };
  const hash = hashAuditEvent(head.lastHash, fields);
  await tx
    .insert(auditEvents)
    .values({ ...fields, createdAt: new Date(fields.createdAt), prevHash: head.lastHash, hash });
  await tx
    .update(auditChainHeads)
    .set({ lastSeq: fields.seq, lastHash: hash })
    .where(eq(auditChainHeads.companyId, companyId));
}

/** For failures: the request's own transaction rolls back, so the event is written in a transaction of its own. */
export function recordAuditNow(db: Database, input: AuditEventInput): Promise<void> {
  return db.transaction((tx) => recordAudit(tx, input));
}

export interface ChainCheck {
  intact: boolean;
  checked: number;
  /** Sequence number of the first event whose hash or link does not hold. */
  brokenAt?: number;
}

/** Recomputes a business's chain from the first event and compares every stored hash. */
export async function verifyAuditChain(db: Executor, companyId: string | null): Promise<ChainCheck> {
  const chain = companyId ?? PLATFORM_CHAIN_ID;
  const rows = await db
    .select()
    .from(auditEvents)
    .where(eq(auditEvents.companyId, chain))
    .orderBy(asc(auditEvents.seq));
  let prevHash = '';
  let expectedSeq = 1;
  for (const row of rows) {
    const fields: HashedFields = {
      companyId: row.companyId,
      seq: row.seq,
      actorType: row.actorType,
      actorId: row.actorId,
      actorLabel: row.actorLabel,
      action: row.action,
      targetType: row.targetType,
      targetId: row.targetId,
      outcome: row.outcome,
      ip: row.ip,
      userAgent: row.userAgent,
      metadata: row.metadata,
      createdAt: row.createdAt.toISOString(),
    };
    if (
      row.seq !== expectedSeq ||
      row.prevHash !== prevHash ||
      hashAuditEvent(prevHash, fields) !== row.hash
    ) {
      return { intact: false, checked: rows.length, brokenAt: row.seq };
    }
    prevHash = row.hash;
    expectedSeq += 1;
  }
  const [head] = await db.select().from(auditChainHeads).where(eq(auditChainHeads.companyId, chain));
  if (head && (head.lastSeq !== rows.length || head.lastHash !== prevHash)) {
    return { intact: false, checked: rows.length, brokenAt: rows.length + 1 };
  }
  return { intact: true, checked: rows.length };
}
