// Reads of the audit trail (table audit_events, owned by the platform) that modules make: the events of one target
// (an employee, a group…) in order, for a record's change history; when an action last happened to a target; one
// person's events of some actions, a page at a time. Modules read the trail through these, never the table.
import { auditEvents, type Executor } from '@paydesk/db';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';

export function listTargetEvents(db: Executor, companyId: string, target: { type: string; id: string }) {
  return db
    .select({
      action: auditEvents.action,
      actorLabel: auditEvents.actorLabel,
      metadata: auditEvents.metadata,
      createdAt: auditEvents.createdAt,
    })
    .from(auditEvents)
    .where(
      and(
        eq(auditEvents.companyId, companyId),
        eq(auditEvents.targetType, target.type),
        eq(auditEvents.targetId, target.id),
      ),
    )
    .orderBy(asc(auditEvents.seq));
}

/** When the action last happened to the target in the business (the newest such event), or null. */
export async function lastActionAt(
  db: Executor,
  companyId: string,
  action: string,
  targetId: string,
): Promise<Date | null> {
  const [row] = await db
    .select({ at: auditEvents.createdAt })
    .from(auditEvents)
    .where(
      and(
        eq(auditEvents.companyId, companyId),
        eq(auditEvents.action, action),
        eq(auditEvents.targetId, targetId),
      ),
    )
    .orderBy(desc(auditEvents.seq))
    .limit(1);
  return row?.at ?? null;
}

/** A person's (actor type user) events of these actions in the business, newest first, a page at a time. */
export async function pageUserEvents(
  db: Executor,
  input: { companyId: string; userId: string; actions: readonly string[]; page: number; limit: number },
) {
  const where = and(
    eq(auditEvents.companyId, input.companyId),
    eq(auditEvents.actorType, 'user'),
    eq(auditEvents.actorId, input.userId),
    inArray(auditEvents.action, [...input.actions]),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: auditEvents.id,
        createdAt: auditEvents.createdAt,
        outcome: auditEvents.outcome,
        ip: auditEvents.ip,
        userAgent: auditEvents.userAgent,
      })
      .from(auditEvents)
      .where(where)
      .orderBy(desc(auditEvents.seq))
      .limit(input.limit)
      .offset((input.page - 1) * input.limit),
    db.select({ n: sql<number>`count(*)::int` }).from(auditEvents).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}
