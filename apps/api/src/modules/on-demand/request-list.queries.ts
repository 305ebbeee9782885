// Data access of the requests list (employer and staff): filters, the page and its count, with employee names
// (people's join source).
import { type Executor, onDemandRequests } from '@paydesk/db';
import { and, count, desc, eq, gte, ilike, lt, or } from 'drizzle-orm';
import { type EmployeeSource, employeesOf } from '../people/index.ts';
import type { RequestRow } from './on-demand.queries.ts';

export interface RequestFilters {
  kind?: 'withdrawal' | 'saving' | undefined;
  status?: RequestRow['status'] | undefined;
  employeeId?: string | undefined;
  period?: string | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
  search?: string | undefined;
}

function filtersOf(employee: EmployeeSource, companyId: string, f: RequestFilters) {
  const search = f.search ? `%${f.search.replace(/[%_\\]/g, (c) => `\\${c}`)}%` : null;
  return and(
    eq(onDemandRequests.companyId, companyId),
    f.kind ? eq(onDemandRequests.kind, f.kind) : undefined,
    f.status ? eq(onDemandRequests.status, f.status) : undefined,
    f.employeeId ? eq(onDemandRequests.employeeId, f.employeeId) : undefined,
    f.period ? eq(onDemandRequests.period, f.period) : undefined,
    f.from ? gte(onDemandRequests.createdAt, f.from) : undefined,
    f.to ? lt(onDemandRequests.createdAt, f.to) : undefined,
    search
      ? or(
          ilike(employee.firstName, search),
          ilike(employee.lastName, search),
          ilike(employee.staffId, search),
          ilike(onDemandRequests.reference, search),
        )
      : undefined,
  );
}

export async function listRequests(
  ex: Executor,
  companyId: string,
  filters: RequestFilters,
  pageOpts: { offset: number; limit: number },
) {
  const employee = employeesOf(companyId);
  const joinEmployee = eq(employee.id, onDemandRequests.employeeId);
  const where = filtersOf(employee, companyId, filters);
  const [rows, [total]] = await Promise.all([
    ex
      .select({
        request: onDemandRequests,
        firstName: employee.firstName,
        lastName: employee.lastName,
        staffId: employee.staffId,
      })
      .from(onDemandRequests)
      .innerJoin(employee, joinEmployee)
      .where(where)
      .orderBy(desc(onDemandRequests.createdAt), desc(onDemandRequests.id))
      .limit(pageOpts.limit)
      .offset(pageOpts.offset),
    ex.select({ n: count() }).from(onDemandRequests).innerJoin(employee, joinEmployee).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}
