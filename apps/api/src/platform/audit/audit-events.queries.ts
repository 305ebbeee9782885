// Reads of a business's audit chain for the audit log page (modules/audit-logs), always filtered by the business:
// the chain's owner answers them, so no module reads audit_events itself.
import type { AuditLogEntry } from '@paydesk/contracts';
import { auditEvents, type Executor } from '@paydesk/db';
import { and, asc, desc, eq, gt, type SQL, sql } from 'drizzle-orm';
import { escapeLike } from '../../lib/sql-like.ts';

export interface AuditFilters {
  actorId?: string;
  action?: string;
  outcome?: 'success' | 'failure';
  from?: string;
  to?: string;
  search?: string;
}

function where(companyId: string, f: AuditFilters): SQL {
  const conditions: (SQL | undefined)[] = [eq(auditEvents.companyId, companyId)];
  if (f.actorId) conditions.push(eq(auditEvents.actorId, f.actorId));
  if (f.action) conditions.push(eq(auditEvents.action, f.action));
  if (f.outcome) conditions.push(eq(auditEvents.outcome, f.outcome));
  // Dates are business days in Lagos, inclusive at both ends.
  if (f.from)
    conditions.push(
      sql`${auditEvents.createdAt} >= (${f.from}::date::timestamp at time zone 'Africa/Lagos')`,
    );
  if (f.to)
    conditions.push(
      sql`${auditEvents.createdAt} < ((${f.to}::date + 1)::timestamp at time zone 'Africa/Lagos')`,
    );
  if (f.search) {
    const like = `%${escapeLike(f.search)}%`;
    conditions.push(
      sql`(${auditEvents.action} ilike ${like} or ${auditEvents.actorLabel} ilike ${like} or ${auditEvents.targetId} ilike ${like} or ${auditEvents.ip} ilike ${like})`,
    );
  }
  return and(...conditions)!;
}

export function toEntry(row: typeof auditEvents.$inferSelect): AuditLogEntry {
  return {
    _id: row.id,
    seq: row.seq,
    actor: { type: row.actorType, id: row.actorId, name: row.actorLabel },
    action: row.action,
    target: row.targetType && row.targetId ? { type: row.targetType, id: row.targetId } : null,
    outcome: row.outcome as AuditLogEntry['outcome'],
    ipAddress: row.ip,
    userAgent: row.userAgent,
    metadata: row.metadata,
    createdAt: row.createdAt.toISOString(),
  };
}

/** One event of the business, or null (another business's id reads as missing). */
export async function findAuditEvent(db: Executor, companyId: string, id: string) {
  const [row] = await db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.companyId, companyId), eq(auditEvents.id, id)))
    .limit(1);
  return row ? toEntry(row) : null;
}

export async function listAuditEvents(
  db: Executor,
  companyId: string,
  f: AuditFilters & { page: number; limit: number },
) {
  const condition = where(companyId, f);
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(auditEvents)
      .where(condition)
      .orderBy(desc(auditEvents.seq))
      .limit(f.limit)
      .offset((f.page - 1) * f.limit),
    db.select({ n: sql<number>`count(*)::int` }).from(auditEvents).where(condition),
  ]);
  const totalDocs = count?.n ?? 0;
  return {
    docs: rows.map(toEntry),
    totalDocs,
    page: f.page,
    limit: f.limit,
    totalPages: Math.max(1, Math.ceil(totalDocs / f.limit)),
  };
}

export async function auditFacets(db: Executor, companyId: string) {
  const actions = await db
    .selectDistinct({ action: auditEvents.action })
    .from(auditEvents)
    .where(eq(auditEvents.companyId, companyId))
    .orderBy(asc(auditEvents.action));
  const actors = await db
    .selectDistinctOn([auditEvents.actorId], { id: auditEvents.actorId, name: auditEvents.actorLabel })
    .from(auditEvents)
    .where(and(eq(auditEvents.companyId, companyId), sql`${auditEvents.actorId} is not null`))
    .orderBy(auditEvents.actorId, desc(auditEvents.seq));
  return {
    actions: actions.map((a) => a.action),
    actors: actors
      .map((a) => ({ id: a.id!, name: a.name ?? 'Unknown member' }))
      .sort((a, b) => a.name.localeCompare(b.name)),
  };
}

/** The name a member's latest event of the business gives them (an export named with the member filter). */
export async function actorLabel(db: Executor, companyId: string, actorId: string) {
  const [row] = await db
    .select({ name: auditEvents.actorLabel })
    .from(auditEvents)
    .where(and(eq(auditEvents.companyId, companyId), eq(auditEvents.actorId, actorId)))
    .orderBy(desc(auditEvents.seq))
    .limit(1);
  return row?.name ?? undefined;
}

/** Walks the matching events oldest first in batches, for exports of any size. */
export async function* streamAuditEvents(db: Executor, companyId: string, f: AuditFilters, batchSize = 1000) {
  let after = 0;
  for (;;) {
    const rows = await db
      .select()
      .from(auditEvents)
      .where(and(where(companyId, f), gt(auditEvents.seq, after)))
      .orderBy(asc(auditEvents.seq))
      .limit(batchSize);
    if (rows.length === 0) return;
    yield rows;
    after = rows[rows.length - 1]!.seq;
  }
}
