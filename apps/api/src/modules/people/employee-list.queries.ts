// The employee list page (issue 10's p99 goal): one hand-written statement per filter shape, built once and kept,
// because building the page's query through Drizzle (36 columns, two subqueries) cost about 1 ms of the API's CPU
// per request, more than PostgreSQL spent answering it. Rows come back already named as the contract's mapper reads
// them. Filters and sorts match the indexes of packages/db/src/schema/people.ts; every statement filters by company_id.
import {
  EMPLOYEE_SORTS,
  type EmployeeSort,
  type EmployeeStatus,
  type OnDemandState,
} from '@paydesk/contracts';
import { type Database, employees } from '@paydesk/db';
import type { AnyColumn } from 'drizzle-orm';
import { escapeLike, searchPatterns } from '../../lib/sql-like.ts';
import { storedFileSummaryText } from '../../platform/files/stored-files.queries.ts';
import { pensionProviderNameText } from '../banks/index.ts';
import type { EmployeeFilters, EmployeeRow } from './employees.queries.ts';

export type ListedEmployeeRow = Omit<EmployeeRow, 'searchText'> & {
  listedGroups: { _id: string; name: string }[];
  listedPfaName: string | null;
  listedRentDocument: { fileName: string; uploadedAt: string } | null;
  listedTotal: number;
};

// Dates stay PostgreSQL's text (the contract's yyyy-mm-dd), as Drizzle's string mode gives them.
const COLUMNS = `e.company_id as "companyId", e.id, e.first_name as "firstName", e.middle_name as "middleName",
  e.last_name as "lastName", e.email, e.phone_number as "phoneNumber", e.staff_id as "staffId",
  e.job_title as "jobTitle", e.department, e.branch, e.state_of_residence as "stateOfResidence",
  e.employment_date::text as "employmentDate", e.employment_type as "employmentType", e.exit_date::text as "exitDate",
  e.bank_code as "bankCode", e.bank_name as "bankName", e.account_number as "accountNumber",
  e.account_name as "accountName", e.name_check as "nameCheck", e.bvn, e.gross_pay as "grossPay",
  e.pay_frequency as "payFrequency", e.pfa_id as "pfaId", e.rsa_pin as "rsaPin", e.nhf, e.tax_id as "taxId",
  e.annual_rent as "annualRent", e.rent_document_id as "rentDocumentId",
  ${storedFileSummaryText('e.company_id', 'e.rent_document_id')} as "listedRentDocument",
  e.status, e.on_demand_state as "onDemandState", e.invited_at as "invitedAt",
  e.earnings_stopped as "earningsStopped", e.withdrawals_paused as "withdrawalsPaused",
  e.has_been_paid as "hasBeenPaid", e.created_at as "createdAt", e.updated_at as "updatedAt",
  coalesce((select json_agg(json_build_object('_id', g.id, 'name', g.name) order by g.name)
    from employee_group_members m join employee_groups g on g.company_id = m.company_id and g.id = m.group_id
    where m.company_id = e.company_id and m.employee_id = e.id), '[]'::json) as "listedGroups",
  ${pensionProviderNameText('e.pfa_id')} as "listedPfaName"`;

/**
 * The columns of each sort, the list's ORDER BY (below) and the export's keyset (employees.queries.ts) both. Every
 * order ends with the id, so a page boundary never splits or repeats rows of equal value; department, status,
 * on-demand state, phone and job title break ties by the added date, in the order of their (…, created_at, id)
 * indexes. `nullable` marks a column that may be null: PostgreSQL puts nulls last going up and first going down, as
 * those indexes store them.
 */
export const SORT_KEYS: Record<string, { columns: AnyColumn[]; nullable?: AnyColumn }> = {
  name: { columns: [employees.lastName, employees.firstName, employees.id] },
  staffId: { columns: [employees.staffId, employees.id] },
  department: {
    columns: [employees.department, employees.createdAt, employees.id],
    nullable: employees.department,
  },
  status: { columns: [employees.status, employees.createdAt, employees.id] },
  onDemand: { columns: [employees.onDemandState, employees.createdAt, employees.id] },
  createdAt: { columns: [employees.createdAt, employees.id] },
  employmentDate: { columns: [employees.employmentDate, employees.id], nullable: employees.employmentDate },
  grossPay: { columns: [employees.grossPay, employees.id] },
  email: { columns: [employees.email, employees.id] },
  phone: { columns: [employees.phoneNumber, employees.createdAt, employees.id] },
  jobTitle: {
    columns: [employees.jobTitle, employees.createdAt, employees.id],
    nullable: employees.jobTitle,
  },
};

/** The ORDER BY of each sort of the contract, from its columns. */
const ORDER = Object.fromEntries(
  EMPLOYEE_SORTS.map((sort) => {
    const direction = sort.startsWith('-') ? 'desc' : 'asc';
    const { columns } = SORT_KEYS[sort.replace(/^-/, '')]!;
    return [sort, columns.map((c) => `e.${c.name} ${direction}`).join(', ')];
  }),
) as Record<EmployeeSort, string>;

/** The department filter matches any part of the name, whatever its case; its %, _ and \\ match literally. */
export const departmentPattern = (department: string) => `%${escapeLike(department)}%`;

interface Statement {
  name: string | undefined;
  text: string;
  values: (filters: SearchedFilters, companyId: string) => unknown[];
  /** A search's first try: the page from at most SEARCH_CAP + 1 matches, read once for both page and total. */
  capped?: string;
}

/**
 * A search reads the trigram index once for its page and its total when it matches at most this many employees
 * (a name or a staff ID); above it, the page walks the sort's index and the total counts separately, as before.
 */
export const SEARCH_CAP = 1000;

/** A request's filters with its search's word patterns, worked out once. */
type SearchedFilters = EmployeeFilters & { patterns: string[] };

/** The filters a request uses, as the key of its statement. */
const shapeOf = (f: SearchedFilters) =>
  [f.patterns.length, ...[f.status?.length, f.group, f.department, f.onDemand].map((v) => (v ? 1 : 0))].join(
    '',
  );

function buildStatement(f: SearchedFilters, sort: EmployeeSort): Statement {
  const params: ((f: SearchedFilters, companyId: string) => unknown)[] = [(_, companyId) => companyId];
  const param = (read: (f: SearchedFilters) => unknown) => `$${params.push(read)}`;
  // Each condition for a table alias: the page reads `e`, a counted total `c`, the per-status counts `k`.
  const conditions: { on: (t: string) => string; counted: boolean }[] = [];
  const searched = f.patterns;
  searched.forEach((_, i) => {
    const p = param((g) => g.patterns[i]);
    conditions.push({ on: (t) => `${t}.search_text like ${p}`, counted: false });
  });
  if (f.status?.length) {
    const p = param((g) => g.status as EmployeeStatus[]);
    conditions.push({ on: (t) => `${t}.status = any(${p}::text[])`, counted: true });
  }
  if (f.department) {
    const p = param((g) => departmentPattern(g.department!));
    conditions.push({ on: (t) => `${t}.department ilike ${p}`, counted: true });
  }
  if (f.onDemand) {
    const p = param((g) => g.onDemand as OnDemandState);
    conditions.push({ on: (t) => `${t}.on_demand_state = ${p}`, counted: true });
  }
  if (f.group) {
    const p = param((g) => g.group);
    conditions.push({
      on: (t) => `exists (select 1 from employee_group_members gm where gm.company_id = ${t}.company_id
        and gm.employee_id = ${t}.id and gm.group_id = ${p}::uuid)`,
      counted: false,
    });
  }
  const where = (t: string, only = conditions) =>
    [`${t}.company_id = $1::uuid`, ...only.map((c) => c.on(t))].join(' and ');
  // A search or a group counts its matching rows (through the trigram index, the group's members); the other
  // filters read the trigger-kept employee_counts, a few rows whatever the size of the business.
  const total =
    searched.length || f.group
      ? `(select count(*) from employees c where ${where('c')})`
      : `(select coalesce(sum(k.employee_count), 0) from employee_counts k where ${where(
          'k',
          conditions.filter((c) => c.counted),
        )})`;
  const limit = param(() => undefined);
  const offset = param(() => undefined);
  const text = `select ${COLUMNS}, ${total}::bigint as "listedTotal" from employees e where ${where('e')}
    order by ${ORDER[sort]} limit ${limit} offset ${offset}`;
  const capped = searched.length
    ? `with matched as materialized (select c.id from employees c where ${where('c')} limit ${SEARCH_CAP + 1})
    select ${COLUMNS}, (select count(*) from matched)::bigint as "listedTotal" from employees e
    where e.company_id = $1::uuid and e.id in (select id from matched)
    order by ${ORDER[sort]} limit ${limit} offset ${offset}`
    : undefined;
  return {
    ...(capped ? { capped } : {}),
    // Only the unfiltered list is a named statement (parsed and planned once per connection): a generic plan of a
    // filtered one could not see how rare a status or a search term is.
    name: conditions.length === 0 ? `people-employee-list:${sort}` : undefined,
    text,
    values: (g, companyId) => params.map((read) => read(g, companyId)),
  };
}

const statements = new Map<string, Statement>();

function statementFor(f: SearchedFilters, sort: EmployeeSort): Statement {
  const key = `${shapeOf(f)}:${sort}`;
  const known = statements.get(key);
  if (known) return known;
  const statement = buildStatement(f, sort);
  statements.set(key, statement);
  return statement;
}

/** A page of employees with the total of the filters (on every row, evaluated once by PostgreSQL). */
export async function listedEmployeePage(
  db: Database,
  companyId: string,
  filters: EmployeeFilters,
  options: { page: number; limit: number; sort: EmployeeSort },
): Promise<ListedEmployeeRow[]> {
  const searched = { ...filters, patterns: searchPatterns(filters.search) };
  const statement = statementFor(searched, options.sort);
  const values = statement.values(searched, companyId);
  values[values.length - 2] = options.limit;
  values[values.length - 1] = (options.page - 1) * options.limit;
  if (statement.capped) {
    const first = await db.$client.query({ text: statement.capped, values });
    const rows = first.rows as ListedEmployeeRow[];
    // No match at all, or every match within the cap: done. A page past the cap's end reads the full statement.
    if (rows.length > 0 ? rows[0]!.listedTotal <= SEARCH_CAP : options.page === 1) return rows;
  }
  const result = await db.$client.query({ name: statement.name, text: statement.text, values });
  return result.rows as ListedEmployeeRow[];
}
