// Data access of employees (decision 0006): every query filters by company_id; the list's filters and sorts match
// the indexes of packages/db/src/schema/people.ts.
import type { Employee, EmployeeSort, EmployeeStatus, OnDemandState } from '@paydesk/contracts';
import {
  type Database,
  type Executor,
  employeeCounts,
  employeeGroupMembers,
  employeeGroups,
  employees,
} from '@paydesk/db';
import {
  type AnyColumn,
  and,
  asc,
  desc,
  eq,
  getTableColumns,
  inArray,
  ne,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import { searchPatterns } from '../../lib/sql-like.ts';
import { storedFilesById } from '../../platform/files/stored-files.queries.ts';
import { listPensionProviders } from '../banks/index.ts';
import { departmentPattern, listedEmployeePage, SORT_KEYS } from './employee-list.queries.ts';
import { toEmployee } from './employee-view.ts';

export type EmployeeRow = typeof employees.$inferSelect;
export type NewEmployeeRow = typeof employees.$inferInsert;

export interface EmployeeFilters {
  search?: string | undefined;
  status?: EmployeeStatus[] | undefined;
  group?: string | undefined;
  department?: string | undefined;
  onDemand?: OnDemandState | undefined;
}

export function filterConditions(companyId: string, f: EmployeeFilters): SQL {
  const conditions: (SQL | undefined)[] = [eq(employees.companyId, companyId)];
  for (const pattern of searchPatterns(f.search))
    conditions.push(sql`${employees.searchText} like ${pattern}`);
  if (f.status?.length) conditions.push(inArray(employees.status, f.status));
  if (f.department) conditions.push(sql`${employees.department} ilike ${departmentPattern(f.department)}`);
  if (f.onDemand) conditions.push(eq(employees.onDemandState, f.onDemand));
  if (f.group) {
    conditions.push(
      sql`exists (select 1 from ${employeeGroupMembers} m where m.company_id = ${employees.companyId}
        and m.employee_id = ${employees.id} and m.group_id = ${f.group})`,
    );
  }
  return and(...conditions)!;
}

/**
 * A page and its total in one statement (employee-list.queries.ts): the total is an uncorrelated subquery
 * (evaluated once) on every row, so a list request costs one round trip. Only a page past the end (no row to carry
 * it) counts separately.
 */
export async function listEmployeeRows(
  db: Database,
  companyId: string,
  filters: EmployeeFilters,
  options: { page: number; limit: number; sort: EmployeeSort },
) {
  const listed = await listedEmployeePage(db, companyId, filters, options);
  const total =
    listed[0]?.listedTotal ?? (options.page > 1 ? await countEmployees(db, companyId, filters) : 0);
  return { rows: listed, total };
}

/**
 * The exact number of employees matching the filters. Status, department and on-demand state read the trigger-kept
 * employee_counts (a few rows, whatever the size of the business); a search or a group counts the matching rows
 * through their own indexes (the trigram index, the group's members).
 */
function totalOf(companyId: string, f: EmployeeFilters): SQL<number> {
  if (searchPatterns(f.search).length || f.group)
    return sql`(select count(*) from ${employees} where ${filterConditions(companyId, f)})`.mapWith(Number);
  const where = and(
    eq(employeeCounts.companyId, companyId),
    f.status?.length ? inArray(employeeCounts.status, f.status) : undefined,
    f.department ? sql`${employeeCounts.department} ilike ${departmentPattern(f.department)}` : undefined,
    f.onDemand ? eq(employeeCounts.onDemandState, f.onDemand) : undefined,
  );
  return sql`(select coalesce(sum(${employeeCounts.employeeCount}), 0) from ${employeeCounts} where ${where})`.mapWith(
    Number,
  );
}

export async function countEmployees(db: Executor, companyId: string, f: EmployeeFilters): Promise<number> {
  const { rows } = await db.execute<{ n: string }>(sql`select ${totalOf(companyId, f)} as n`);
  return Number(rows[0]?.n ?? 0);
}

/** The filtered employees in batches, newest first, by keyset (flat memory and time for 100,000 rows). */
/**
 * Rows after `values` in the sort's order: the first column past its value, or equal to it and the rest after.
 * Values are PostgreSQL's text of each column (a timestamp keeps its microseconds), read back as the column's type.
 */
function afterKey(
  columns: AnyColumn[],
  values: (string | null)[],
  descending: boolean,
  nullable?: AnyColumn,
): SQL {
  const [column, ...rest] = columns;
  const [value, ...later] = values;
  const mayBeNull = column === nullable;
  let past: SQL;
  if (value === null) past = descending ? sql`${column} is not null` : sql`false`;
  else if (descending) past = sql`${column} < ${value}`;
  else past = mayBeNull ? sql`(${column} > ${value} or ${column} is null)` : sql`${column} > ${value}`;
  if (rest.length === 0) return past;
  const same = value === null ? sql`${column} is null` : sql`${column} = ${value}`;
  return sql`(${past} or (${same} and ${afterKey(rest, later, descending, nullable)}))`;
}

/** The employees of the filters in the list's sort, `batch` rows at a time (keyset: no offset, no open cursor). */
export async function* streamEmployeeRows(
  db: Executor,
  companyId: string,
  filters: EmployeeFilters,
  batch = 1000,
  sort: EmployeeSort = '-createdAt',
): AsyncGenerator<EmployeeRow[]> {
  const where = filterConditions(companyId, filters);
  const descending = sort.startsWith('-');
  const { columns, nullable } = SORT_KEYS[sort.replace(/^-/, '')]!;
  const direction = descending ? desc : asc;
  // The key is read as text: a JS Date keeps only milliseconds, and rows inserted together (a bulk upload's batch)
  // share one timestamp, so a Date cursor would skip them.
  const keyText = sql<(string | null)[]>`array[${sql.join(
    columns.map((c) => sql`${c}::text`),
    sql`, `,
  )}]`;
  let after: (string | null)[] | null = null;
  for (;;) {
    const page: (EmployeeRow & { cursorKey: (string | null)[] })[] = await db
      .select({ ...getTableColumns(employees), cursorKey: keyText })
      .from(employees)
      .where(after ? and(where, afterKey(columns, after, descending, nullable)) : where)
      .orderBy(...columns.map((c) => direction(c)))
      .limit(batch);
    if (page.length === 0) return;
    yield page.map(({ cursorKey: _cursor, ...row }) => row);
    if (page.length < batch) return;
    after = page[page.length - 1]!.cursorKey;
  }
}

export async function findEmployeeRow(db: Executor, companyId: string, id: string, lock = false) {
  const query = db
    .select()
    .from(employees)
    .where(and(eq(employees.companyId, companyId), eq(employees.id, id)));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function findEmployeeRows(db: Executor, companyId: string, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(employees)
    .where(and(eq(employees.companyId, companyId), inArray(employees.id, ids)))
    .for('update');
}

/** Which of staff id and email another employee of the business already holds. */
export async function takenIdentifiers(
  db: Executor,
  companyId: string,
  values: { staffId?: string | undefined; email?: string | undefined },
  exceptId?: string,
) {
  const matches: SQL[] = [];
  if (values.staffId) matches.push(eq(employees.staffId, values.staffId));
  if (values.email) matches.push(sql`lower(${employees.email}) = ${values.email.toLowerCase()}`);
  if (matches.length === 0) return { staffId: false, email: false };
  const rows = await db
    .select({ staffId: employees.staffId, email: employees.email })
    .from(employees)
    .where(
      and(
        eq(employees.companyId, companyId),
        or(...matches),
        exceptId ? ne(employees.id, exceptId) : undefined,
      ),
    );
  return {
    staffId: rows.some((r) => values.staffId !== undefined && r.staffId === values.staffId),
    email: rows.some(
      (r) => values.email !== undefined && r.email.toLowerCase() === values.email.toLowerCase(),
    ),
  };
}

export async function insertEmployeeRow(tx: Executor, values: NewEmployeeRow) {
  const [row] = await tx.insert(employees).values(values).returning();
  return row!;
}

export async function updateEmployeeRows(
  tx: Executor,
  companyId: string,
  ids: string[],
  patch: Partial<NewEmployeeRow>,
) {
  if (ids.length === 0) return [];
  return tx
    .update(employees)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(eq(employees.companyId, companyId), inArray(employees.id, ids)))
    .returning();
}

export async function deleteEmployeeRow(tx: Executor, companyId: string, id: string) {
  await tx.delete(employees).where(and(eq(employees.companyId, companyId), eq(employees.id, id)));
}

/** Rows to the contract: each employee with its groups and PFA name. */
export async function toEmployees(db: Executor, companyId: string, rows: EmployeeRow[]): Promise<Employee[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const pfaIds = [...new Set(rows.map((r) => r.pfaId).filter((v): v is number => v !== null))];
  const [memberships, pfas] = await Promise.all([
    db
      .select({
        employeeId: employeeGroupMembers.employeeId,
        _id: employeeGroups.id,
        name: employeeGroups.name,
      })
      .from(employeeGroupMembers)
      .innerJoin(
        employeeGroups,
        and(
          eq(employeeGroups.companyId, employeeGroupMembers.companyId),
          eq(employeeGroups.id, employeeGroupMembers.groupId),
        ),
      )
      .where(
        and(eq(employeeGroupMembers.companyId, companyId), inArray(employeeGroupMembers.employeeId, ids)),
      )
      .orderBy(asc(employeeGroups.name)),
    pfaIds.length ? listPensionProviders(db, pfaIds) : Promise.resolve([]),
  ]);
  const pfaName = new Map(pfas.map((p) => [p.id, p.name]));
  const fileIds = rows.map((r) => r.rentDocumentId).filter((v): v is string => v !== null);
  const files = await storedFilesById(db, companyId, fileIds);
  const fileOf = new Map(
    [...files.values()].map((f) => [
      f.id,
      { fileName: f.originalName, uploadedAt: f.createdAt.toISOString() },
    ]),
  );
  return rows.map((r) =>
    toEmployee(
      r,
      memberships.filter((m) => m.employeeId === r.id).map(({ _id, name }) => ({ _id, name })),
      r.pfaId === null ? null : (pfaName.get(r.pfaId) ?? null),
      r.rentDocumentId ? (fileOf.get(r.rentDocumentId) ?? null) : null,
    ),
  );
}
