// Reads the audit events of one target (an employee, a group…) in order, for a record's change history.
import { auditEvents, type Executor } from '@paydesk/db';
import { and, asc, eq } from 'drizzle-orm';

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
