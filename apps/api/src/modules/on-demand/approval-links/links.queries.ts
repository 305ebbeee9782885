// Data access of the approval links (the members they are sent to come from team).
import { type Executor, onDemandApprovalLinks, type Tx } from '@paydesk/db';
import { and, eq } from 'drizzle-orm';

export async function findLink(ex: Executor, companyId: string, linkId: string, lock: boolean) {
  const query = ex
    .select()
    .from(onDemandApprovalLinks)
    .where(and(eq(onDemandApprovalLinks.companyId, companyId), eq(onDemandApprovalLinks.id, linkId)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function useLink(tx: Tx, companyId: string, linkId: string) {
  await tx
    .update(onDemandApprovalLinks)
    .set({ usedAt: new Date() })
    .where(and(eq(onDemandApprovalLinks.companyId, companyId), eq(onDemandApprovalLinks.id, linkId)));
}

export async function insertLink(tx: Tx, row: typeof onDemandApprovalLinks.$inferInsert) {
  const [saved] = await tx.insert(onDemandApprovalLinks).values(row).returning();
  return saved!;
}
