// Writes audit events inside the caller's transaction, chained per business: each event's hash covers the
// previous event's hash, so a changed or removed event breaks every hash after it.
import type { AuditAction } from '@paydesk/contracts';
import {
  auditChainCheckpoints,
  auditChainHeads,
  auditEvents,
  type Database,
  type Executor,
  PLATFORM_CHAIN_ID,
} from '@paydesk/db';
import { and, asc, eq, gt, lt, lte } from 'drizzle-orm';
import { sha256Hex } from '../../lib/secrets.ts';
import { stableStringify } from '../../lib/stable-json.ts';

export type AuditOutcome = 'success' | 'failure';

export interface AuditActor {
  type: 'user' | 'operator' | 'system' | 'anonymous' | 'api-key';
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
  action: AuditAction;
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

type AuditEventRow = typeof auditEvents.$inferSelect;

const hashedFieldsOf = (row: AuditEventRow): HashedFields => ({
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
});

/** Events read per query while verifying: memory stays bounded however long the chain grows. */
export const AUDIT_VERIFY_PAGE_SIZE = 500;

export interface ChainVerification extends ChainCheck {
  /** Events read from the database by this verification. */
  read: number;
  /** The checkpoint it started from (0: the first event). */
  fromSeq: number;
}

/**
 * Verifies a business's chain in pages. By default it starts at the last verified checkpoint: the checkpoint's
 * own event must still hash to what was verified, then only the events after it are read. `full` recomputes
 * from the first event (an event changed before the checkpoint is found only that way). An intact chain moves
 * the checkpoint to its head; a broken one never does, so every later call reports the break again.
 */
export async function verifyAuditChainDetailed(
  db: Executor,
  companyId: string | null,
  options: { full?: boolean; pageSize?: number } = {},
): Promise<ChainVerification> {
  const chain = companyId ?? PLATFORM_CHAIN_ID;
  const pageSize = options.pageSize ?? AUDIT_VERIFY_PAGE_SIZE;
  // The head is read first: events appended while we page are after it and left to the next call.
  const [head] = await db.select().from(auditChainHeads).where(eq(auditChainHeads.companyId, chain));
  const [checkpoint] = options.full
    ? []
    : await db.select().from(auditChainCheckpoints).where(eq(auditChainCheckpoints.companyId, chain));
  let read = 0;
  let paged = 0;
  let prevHash = '';
  let lastSeq = 0;
  const fromSeq = checkpoint?.verifiedSeq ?? 0;
  if (checkpoint && checkpoint.verifiedSeq > 0) {
    const [row] = await db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.companyId, chain), eq(auditEvents.seq, checkpoint.verifiedSeq)));
    read += row ? 1 : 0;
    if (
      !row ||
      row.hash !== checkpoint.verifiedHash ||
      hashAuditEvent(row.prevHash, hashedFieldsOf(row)) !== row.hash
    ) {
      return {
        intact: false,
        checked: checkpoint.verifiedSeq,
        brokenAt: checkpoint.verifiedSeq,
        read,
        fromSeq,
      };
    }
    prevHash = checkpoint.verifiedHash;
    lastSeq = checkpoint.verifiedSeq;
  }
  for (;;) {
    const page = await db
      .select()
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.companyId, chain),
          gt(auditEvents.seq, lastSeq),
          head ? lte(auditEvents.seq, head.lastSeq) : undefined,
        ),
      )
      .orderBy(asc(auditEvents.seq))
      .limit(pageSize);
    for (const row of page) {
      read += 1;
      paged += 1;
      if (
        row.seq !== lastSeq + 1 ||
        row.prevHash !== prevHash ||
        hashAuditEvent(prevHash, hashedFieldsOf(row)) !== row.hash
      ) {
        if (options.full) await pinBreak(db, chain, row.seq);
        return { intact: false, checked: fromSeq + paged, brokenAt: row.seq, read, fromSeq };
      }
      prevHash = row.hash;
      lastSeq = row.seq;
    }
    if (page.length < pageSize) break;
  }
  if (head && (head.lastSeq !== lastSeq || head.lastHash !== prevHash)) {
    if (options.full) await pinBreak(db, chain, lastSeq + 1);
    return { intact: false, checked: lastSeq, brokenAt: lastSeq + 1, read, fromSeq };
  }
  if (lastSeq > fromSeq) {
    await db
      .insert(auditChainCheckpoints)
      .values({ companyId: chain, verifiedSeq: lastSeq, verifiedHash: prevHash })
      .onConflictDoUpdate({
        target: auditChainCheckpoints.companyId,
        set: { verifiedSeq: lastSeq, verifiedHash: prevHash, verifiedAt: new Date() },
        // Two verifications at once: the checkpoint only moves forward.
        setWhere: lt(auditChainCheckpoints.verifiedSeq, lastSeq),
      });
  }
  return { intact: true, checked: lastSeq, read, fromSeq };
}

/**
 * A break found by a full verification becomes the checkpoint, with a hash no event can have: every later call,
 * incremental ones included, reports it, and nothing moves the checkpoint past it again.
 */
async function pinBreak(db: Executor, chain: string, brokenAt: number): Promise<void> {
  await db
    .insert(auditChainCheckpoints)
    .values({ companyId: chain, verifiedSeq: brokenAt, verifiedHash: BROKEN_CHAIN })
    .onConflictDoUpdate({
      target: auditChainCheckpoints.companyId,
      set: { verifiedSeq: brokenAt, verifiedHash: BROKEN_CHAIN, verifiedAt: new Date() },
    });
}

const BROKEN_CHAIN = 'broken';

export const AUDIT_FULL_VERIFY_JOB = 'audit.verify-full';

declare module '../jobs/jobs.ts' {
  interface JobPayloads {
    'audit.verify-full': import('../jobs/jobs.ts').NoPayload;
  }
}

/**
 * The nightly full verification of every chain (platform and businesses): an event changed before a checkpoint
 * is invisible to the incremental check, so this re-reads each chain from its first event, in pages, and pins any
 * break so the audit-log page reports it from then on.
 */
export async function verifyEveryChainFully(db: Executor): Promise<{ chains: number; broken: string[] }> {
  const chains = await db.select({ companyId: auditChainHeads.companyId }).from(auditChainHeads);
  const broken: string[] = [];
  for (const { companyId } of chains) {
    const result = await verifyAuditChainDetailed(db, companyId, { full: true });
    if (!result.intact) broken.push(companyId);
  }
  return { chains: chains.length, broken };
}

/** Verifies a business's chain from its last checkpoint (or from the first event with `full`). */
export async function verifyAuditChain(
  db: Executor,
  companyId: string | null,
  options: { full?: boolean } = {},
): Promise<ChainCheck> {
  const { intact, checked, brokenAt } = await verifyAuditChainDetailed(db, companyId, options);
  return brokenAt === undefined ? { intact, checked } : { intact, checked, brokenAt };
}
