// Workflows and their stages: reads and writes, always within one business.
import { approvalWorkflowStages, approvalWorkflows, type Executor } from '@paydesk/db';
import { and, asc, count, desc, eq, inArray, ne, type SQL } from 'drizzle-orm';

export type WorkflowRow = typeof approvalWorkflows.$inferSelect;
export type StageRow = typeof approvalWorkflowStages.$inferSelect;
export interface StageApprovers {
  roleIds: string[];
  memberIds: string[];
}
export interface StageValues {
  name: string | null;
  approvers: StageApprovers;
  rule: string;
  n: number | null;
}
export interface WorkflowValues {
  name: string;
  action: string;
  minAmountKobo: number | null;
  maxAmountKobo: number | null;
  sourceWalletId: string | null;
  enabled: boolean;
}

export async function stagesOf(db: Executor, companyId: string, workflowIds: string[]) {
  if (workflowIds.length === 0) return new Map<string, StageRow[]>();
  const rows = await db
    .select()
    .from(approvalWorkflowStages)
    .where(
      and(
        eq(approvalWorkflowStages.companyId, companyId),
        inArray(approvalWorkflowStages.workflowId, workflowIds),
      ),
    )
    .orderBy(asc(approvalWorkflowStages.position));
  const byWorkflow = new Map<string, StageRow[]>();
  for (const row of rows) byWorkflow.set(row.workflowId, [...(byWorkflow.get(row.workflowId) ?? []), row]);
  return byWorkflow;
}

export async function findWorkflow(db: Executor, companyId: string, id: string, lock = false) {
  const query = db
    .select()
    .from(approvalWorkflows)
    .where(and(eq(approvalWorkflows.companyId, companyId), eq(approvalWorkflows.id, id)));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function listWorkflows(
  db: Executor,
  companyId: string,
  filter: { action?: string; enabled?: boolean; page: number; limit: number },
) {
  const where: SQL[] = [eq(approvalWorkflows.companyId, companyId)];
  if (filter.action) where.push(eq(approvalWorkflows.action, filter.action));
  if (filter.enabled !== undefined) where.push(eq(approvalWorkflows.enabled, filter.enabled));
  const [total] = await db
    .select({ n: count() })
    .from(approvalWorkflows)
    .where(and(...where));
  const rows = await db
    .select()
    .from(approvalWorkflows)
    .where(and(...where))
    .orderBy(desc(approvalWorkflows.createdAt), asc(approvalWorkflows.id))
    .limit(filter.limit)
    .offset((filter.page - 1) * filter.limit);
  return { rows, total: total?.n ?? 0 };
}

/** Enabled workflows of an action (the candidates of the gate and of the overlap check). */
export async function enabledWorkflowsOf(db: Executor, companyId: string, action: string, exceptId?: string) {
  const where: SQL[] = [
    eq(approvalWorkflows.companyId, companyId),
    eq(approvalWorkflows.action, action),
    eq(approvalWorkflows.enabled, true),
  ];
  if (exceptId) where.push(ne(approvalWorkflows.id, exceptId));
  return db
    .select()
    .from(approvalWorkflows)
    .where(and(...where))
    .orderBy(asc(approvalWorkflows.createdAt));
}

export async function insertWorkflow(
  tx: Executor,
  companyId: string,
  createdBy: string,
  values: WorkflowValues,
  stages: StageValues[],
) {
  const [row] = await tx
    .insert(approvalWorkflows)
    .values({ companyId, createdBy, ...values })
    .returning();
  await replaceStages(tx, companyId, row!.id, stages);
  return row!;
}

export async function updateWorkflowRow(
  tx: Executor,
  companyId: string,
  id: string,
  values: Partial<WorkflowValues>,
) {
  await tx
    .update(approvalWorkflows)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(approvalWorkflows.companyId, companyId), eq(approvalWorkflows.id, id)));
}

export async function replaceStages(
  tx: Executor,
  companyId: string,
  workflowId: string,
  stages: StageValues[],
) {
  await tx
    .delete(approvalWorkflowStages)
    .where(
      and(eq(approvalWorkflowStages.companyId, companyId), eq(approvalWorkflowStages.workflowId, workflowId)),
    );
  await tx
    .insert(approvalWorkflowStages)
    .values(stages.map((stage, i) => ({ companyId, workflowId, position: i + 1, ...stage })));
}

export async function updateStageRow(
  tx: Executor,
  companyId: string,
  workflowId: string,
  stageId: string,
  values: StageValues,
) {
  const updated = await tx
    .update(approvalWorkflowStages)
    .set(values)
    .where(
      and(
        eq(approvalWorkflowStages.companyId, companyId),
        eq(approvalWorkflowStages.workflowId, workflowId),
        eq(approvalWorkflowStages.id, stageId),
      ),
    )
    .returning({ id: approvalWorkflowStages.id });
  return updated.length > 0;
}

export async function deleteWorkflowRow(tx: Executor, companyId: string, id: string) {
  await tx
    .delete(approvalWorkflows)
    .where(and(eq(approvalWorkflows.companyId, companyId), eq(approvalWorkflows.id, id)));
}
