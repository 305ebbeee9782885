// Data access of trade advances (decision 0006: the service decides, these run the SQL): the business's own,
// always filtered by its company id, and the operators' queue across businesses.
import { type Executor, type TradeAdvanceStatus, tradeAdvances, tradeRepayments } from '@paydesk/db';
import { and, asc, count, desc, eq, inArray, isNull, lt, sql, sum } from 'drizzle-orm';
import { requireTenant } from '../../lib/tenant.ts';
import {
  findStoredFile,
  type StoredFileRow,
  storedFilesById,
} from '../../platform/files/stored-files.queries.ts';
import { companyDetails, companyNames } from '../businesses/index.ts';

export type AdvanceRow = typeof tradeAdvances.$inferSelect;
export type RepaymentRow = typeof tradeRepayments.$inferSelect;

export type AdvanceWithParts = {
  advance: AdvanceRow;
  companyName: string;
  document: { id: string; fileName: string; mimeType: string; size: number; storageKey: string };
};

/**
 * The advances with their business's name and their invoice document, read through the businesses face and the
 * platform's stored files (both rows exist: the foreign keys of trade_advances hold them).
 */
async function withParts(db: Executor, advances: AdvanceRow[]): Promise<AdvanceWithParts[]> {
  if (advances.length === 0) return [];
  const names = await companyNames(
    db,
    advances.map((a) => a.companyId),
  );
  const files = new Map<string, StoredFileRow>();
  for (const companyId of new Set(advances.map((a) => a.companyId))) {
    const ids = advances.filter((a) => a.companyId === companyId).map((a) => a.documentId);
    for (const [id, file] of await storedFilesById(db, companyId, ids)) files.set(`${companyId}:${id}`, file);
  }
  return advances.flatMap((advance) => {
    const companyName = names.get(advance.companyId);
    const file = files.get(`${advance.companyId}:${advance.documentId}`);
    if (companyName === undefined || !file) return [];
    const document = {
      id: file.id,
      fileName: file.originalName,
      mimeType: file.mimeType,
      size: file.size,
      storageKey: file.storageKey,
    };
    return [{ advance, companyName, document }];
  });
}

/** The business's name, kind and whether an operator verified it (what an advance request checks). */
export async function findCompany(db: Executor, companyId: string) {
  const company = await companyDetails(db, requireTenant(companyId, 'findCompany'));
  return (
    company && { name: company.name, businessType: company.businessType, adminVerify: company.adminVerify }
  );
}

export { insertStoredFile } from '../../platform/files/stored-files.queries.ts';

/** An uploaded invoice document of the business (purpose 'trade:invoice'). */
export function findInvoiceDocument(db: Executor, companyId: string, id: string) {
  return findStoredFile(db, requireTenant(companyId, 'findInvoiceDocument'), id, ['trade:invoice']);
}

export async function insertAdvance(tx: Executor, values: typeof tradeAdvances.$inferInsert) {
  const [row] = await tx.insert(tradeAdvances).values(values).returning({ id: tradeAdvances.id });
  return row!;
}

export async function findAdvance(db: Executor, companyId: string, id: string) {
  const advances = await db
    .select()
    .from(tradeAdvances)
    .where(
      and(eq(tradeAdvances.companyId, requireTenant(companyId, 'findAdvance')), eq(tradeAdvances.id, id)),
    );
  const [row] = await withParts(db, advances);
  return row;
}

/** The business's advance, locked until the transaction ends (repayments take turns). */
export async function lockAdvance(tx: Executor, companyId: string, id: string) {
  const [row] = await tx
    .select()
    .from(tradeAdvances)
    .where(
      and(eq(tradeAdvances.companyId, requireTenant(companyId, 'lockAdvance')), eq(tradeAdvances.id, id)),
    )
    .for('update');
  return row;
}

/** An operator's lookup across businesses, locked for the decision. */
export async function lockAdvanceForReview(tx: Executor, id: string) {
  const [row] = await tx.select().from(tradeAdvances).where(eq(tradeAdvances.id, id)).for('update');
  return row;
}

/** An operator's read across businesses. */
export async function findAdvanceForOps(db: Executor, id: string) {
  const [row] = await withParts(db, await db.select().from(tradeAdvances).where(eq(tradeAdvances.id, id)));
  return row;
}

export async function updateAdvance(
  tx: Executor,
  companyId: string,
  id: string,
  values: Partial<typeof tradeAdvances.$inferInsert>,
) {
  const [row] = await tx
    .update(tradeAdvances)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(tradeAdvances.companyId, companyId), eq(tradeAdvances.id, id)))
    .returning();
  return row!;
}

export async function advancesPage(
  db: Executor,
  companyId: string | null,
  statuses: readonly TradeAdvanceStatus[] | undefined,
  page: { limit: number; offset: number },
  order: 'newest' | 'oldest' = 'newest',
) {
  const where = and(
    companyId === null ? undefined : eq(tradeAdvances.companyId, requireTenant(companyId, 'advancesPage')),
    statuses ? inArray(tradeAdvances.status, [...statuses]) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(tradeAdvances)
      .where(where)
      .orderBy(order === 'newest' ? desc(tradeAdvances.createdAt) : asc(tradeAdvances.createdAt))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(tradeAdvances).where(where),
  ]);
  return { rows: await withParts(db, rows), total: total?.n ?? 0 };
}

/** Every advance of the business with the given statuses, newest first, up to `max` rows (the CSV export). */
export async function advancesForExport(
  db: Executor,
  companyId: string,
  statuses: readonly TradeAdvanceStatus[] | undefined,
  max: number,
) {
  const rows = await db
    .select()
    .from(tradeAdvances)
    .where(
      and(
        eq(tradeAdvances.companyId, requireTenant(companyId, 'advancesForExport')),
        statuses ? inArray(tradeAdvances.status, [...statuses]) : undefined,
      ),
    )
    .orderBy(desc(tradeAdvances.createdAt), desc(tradeAdvances.id))
    .limit(max);
  return withParts(db, rows);
}

/** What the business owes across its disbursed and overdue advances. */
export async function totalOutstanding(db: Executor, companyId: string) {
  const [row] = await db
    .select({
      owed: sum(
        sql`coalesce(${tradeAdvances.approvedAmount}, 0) + coalesce(${tradeAdvances.fee}, 0) - ${tradeAdvances.repaidAmount}`,
      ),
    })
    .from(tradeAdvances)
    .where(
      and(
        eq(tradeAdvances.companyId, requireTenant(companyId, 'totalOutstanding')),
        inArray(tradeAdvances.status, ['disbursed', 'overdue']),
      ),
    );
  return Number(row?.owed ?? 0);
}

export async function insertRepayment(tx: Executor, values: typeof tradeRepayments.$inferInsert) {
  const [row] = await tx.insert(tradeRepayments).values(values).returning();
  return row!;
}

export async function repaymentsOf(db: Executor, companyId: string, advanceId: string) {
  return db
    .select()
    .from(tradeRepayments)
    .where(
      and(
        eq(tradeRepayments.companyId, requireTenant(companyId, 'repaymentsOf')),
        eq(tradeRepayments.advanceId, advanceId),
      ),
    )
    .orderBy(asc(tradeRepayments.createdAt));
}

export type ReminderColumn = 'remindedBeforeAt' | 'remindedDueAt' | 'remindedOverdueAt';

/**
 * Claims one reminder for every advance it is due for and answers them: the column is set in the caller's
 * transaction only where it was empty, so a rerun (or a second worker) claims nothing twice.
 */
export async function claimReminders(
  tx: Executor,
  column: ReminderColumn,
  due: { on?: string; before?: string },
  statuses: readonly TradeAdvanceStatus[],
) {
  const target = tradeAdvances[column];
  return tx
    .update(tradeAdvances)
    .set({ [column]: new Date() })
    .where(
      and(
        isNull(target),
        inArray(tradeAdvances.status, [...statuses]),
        due.on ? eq(tradeAdvances.dueDate, due.on) : undefined,
        due.before ? lt(tradeAdvances.dueDate, due.before) : undefined,
      ),
    )
    .returning();
}

/** Disbursed advances whose due date has passed become overdue; answers them. */
export async function markOverdue(tx: Executor, today: string) {
  return tx
    .update(tradeAdvances)
    .set({ status: 'overdue', overdueAt: new Date(), updatedAt: new Date() })
    .where(and(eq(tradeAdvances.status, 'disbursed'), lt(tradeAdvances.dueDate, today)))
    .returning({ id: tradeAdvances.id });
}
