// Data access of pay structures with their effective-dated versions; every query filters by company_id
// (decision 0006).
import { type Executor, payGroups, payStructures, payStructureVersions } from '@paydesk/db';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { type ListParams, listWhere } from './setup.queries.ts';

const structureGroups = sql<number>`(select count(*)::int from ${payGroups} g
  where g.company_id = "pay_structures"."company_id" and g.pay_structure_id = "pay_structures"."id")`;
const structureView = {
  id: payStructures.id,
  name: payStructures.name,
  description: payStructures.description,
  components: payStructures.components,
  deductions: payStructures.deductions,
  effectiveFrom: payStructures.effectiveFrom,
  createdAt: payStructures.createdAt,
  updatedAt: payStructures.updatedAt,
  payGroupCount: structureGroups,
};
export type StructureRow = {
  id: string;
  name: string;
  description: string | null;
  components: unknown;
  deductions: unknown;
  effectiveFrom: string;
  createdAt: Date;
  updatedAt: Date;
  payGroupCount: number;
};

export async function listStructures(db: Executor, companyId: string, query: ListParams) {
  const where = listWhere(payStructures, companyId, query);
  const [rows, [total]] = await Promise.all([
    db
      .select(structureView)
      .from(payStructures)
      .where(where)
      .orderBy(asc(payStructures.name), asc(payStructures.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ n: count() }).from(payStructures).where(where),
  ]);
  return { rows: rows as StructureRow[], total: total?.n ?? 0 };
}

export async function findStructure(db: Executor, companyId: string, id: string) {
  const [row] = await db
    .select(structureView)
    .from(payStructures)
    .where(and(eq(payStructures.companyId, companyId), eq(payStructures.id, id)));
  return (row as StructureRow | undefined) ?? null;
}

export async function insertStructure(tx: Executor, values: typeof payStructures.$inferInsert) {
  const [row] = await tx.insert(payStructures).values(values).returning({ id: payStructures.id });
  return row!.id;
}

export async function updateStructure(
  tx: Executor,
  companyId: string,
  id: string,
  patch: Partial<typeof payStructures.$inferInsert>,
) {
  await tx
    .update(payStructures)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(eq(payStructures.companyId, companyId), eq(payStructures.id, id)));
}

export async function structureVersions(db: Executor, companyId: string, structureIds: string[]) {
  if (structureIds.length === 0) return [];
  return db
    .select()
    .from(payStructureVersions)
    .where(
      and(
        eq(payStructureVersions.companyId, companyId),
        inArray(payStructureVersions.payStructureId, structureIds),
      ),
    )
    .orderBy(asc(payStructureVersions.effectiveFrom));
}

/** Adds the version of a date, or replaces the one already dated so. */
export async function putVersion(tx: Executor, values: typeof payStructureVersions.$inferInsert) {
  await tx
    .insert(payStructureVersions)
    .values(values)
    .onConflictDoUpdate({
      target: [
        payStructureVersions.companyId,
        payStructureVersions.payStructureId,
        payStructureVersions.effectiveFrom,
      ],
      set: { components: values.components, deductions: values.deductions },
    });
}
