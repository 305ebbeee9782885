// The employee's request path as prebuilt SQL (written once, parsed and planned once per connection as a named
// statement, as people's list does): no query building per request. Its transaction opens with the employee's row
// lock (people's employeeLockSql, sent with the BEGIN); then one statement reads, under that lock, everything the
// rules check: the staff session (staff's check), the employee (people's row as SQL text), the business's rules,
// the group overrides, the pay group, the endpoints subscribed to `withdrawal.requested` (webhooks' subquery), what
// the live requests of this month's and next month's periods took, which of them payroll already paid the salary of
// (payroll's subquery), and this idempotency key's earlier request. Its snapshot is taken after the lock was
// granted, so it sees every request committed before.
import type pg from 'pg';
import { salaryPaidMonthsText } from '../payroll/index.ts';
import { employeePayGroupText } from '../payroll-setup/index.ts';
import { employeeGroupIdsText, employeeRowText } from '../people/index.ts';
import { staffSessionLiveSql } from '../staff/index.ts';
import { webhookTargetsText } from '../webhooks/index.ts';
import type { EmployeeFacts, EmployeeFactsRow, GroupOverride } from './employee-facts.queries.ts';
import type { RulesRow } from './on-demand.queries.ts';

/** What the live requests of one period took (takenInPeriod's figures). */
export interface Taken {
  earlierId: string | null;
  drawn: number;
  fees: number;
  employeeFees: number;
  saved: number;
  withdrawals: number;
}

const EMPLOYEE_COLUMNS: [string, keyof NonNullable<EmployeeFacts>][] = [
  ['e.id', 'id'],
  ['e.company_id', 'companyId'],
  ['e.first_name', 'firstName'],
  ['e.last_name', 'lastName'],
  ['e.staff_id', 'staffId'],
  ['e.status', 'status'],
  ['e.on_demand_state', 'onDemandState'],
  ['e.gross_pay', 'grossPay'],
  // Dates stay 'YYYY-MM-DD' strings, as Drizzle's date columns answer them.
  ['e.employment_date::text', 'employmentDate'],
  ['e.exit_date::text', 'exitDate'],
  ['e.nhf', 'nhf'],
  ['e.earnings_stopped', 'earningsStopped'],
  ['e.withdrawals_paused', 'withdrawalsPaused'],
  ['e.bank_code', 'bankCode'],
  ['e.bank_name', 'bankName'],
  ['e.account_number', 'accountNumber'],
  ['e.account_name', 'accountName'],
  ['e.name_check', 'nameCheck'],
];

const RULES_COLUMNS: [string, keyof RulesRow][] = [
  ['company_id', 'companyId'],
  ['access_percent', 'accessPercent'],
  ['cut_off_days', 'cutOffDays'],
  ['payday', 'payday'],
  ['min_withdrawal', 'minWithdrawal'],
  ['max_withdrawal', 'maxWithdrawal'],
  ['withdrawals_per_period', 'withdrawalsPerPeriod'],
  ['fee_type', 'feeType'],
  ['fee_value', 'feeValue'],
  ['fee_bearer', 'feeBearer'],
  ['approval_required', 'approvalRequired'],
  ['approver_ids', 'approverIds'],
  ['savings_enabled', 'savingsEnabled'],
  ['funding_mode', 'fundingMode'],
  ['created_at', 'createdAt'],
  ['updated_at', 'updatedAt'],
];

// The statuses whose requests count against availability (takenInPeriod's LIVE).
const LIVE = `('pending-approval', 'approved', 'processing', 'settled')`;

// Written on first use, not when the module loads: payroll's face, whose subquery it holds, is still loading then
// (on-demand → payroll → people → on-demand).
let requestFactsStatement: { name: string; text: string } | undefined;
const requestFactsSql = () =>
  (requestFactsStatement ??= {
    name: 'on-demand-request-facts',
    // $1 business, $2 employee, $3 staff session (null: checked already), $4 candidate periods, $5 idempotency key.
    text: `select
    case when $3::uuid is null then true else ${staffSessionLiveSql({
      sessionId: '$3::uuid',
      companyId: '$1::uuid',
      employeeId: '$2::uuid',
    })} end as "sessionLive",
    ${webhookTargetsText('$1::uuid', 'withdrawal.requested')} as "webhookTargets",
    ${EMPLOYEE_COLUMNS.map(([column, key]) => `${column} as "e.${key}"`).join(', ')},
    ${RULES_COLUMNS.map(([column, key]) => `r.${column} as "r.${key}"`).join(', ')},
    (select coalesce(jsonb_agg(jsonb_build_object(
        'accessPercent', g.access_percent, 'cutOffDays', g.cut_off_days, 'minWithdrawal', g.min_withdrawal,
        'maxWithdrawal', g.max_withdrawal, 'withdrawalsPerPeriod', g.withdrawals_per_period)), '[]'::jsonb)
      from on_demand_group_rules g
      where g.company_id = e.company_id
        and g.group_id in ${employeeGroupIdsText('e.company_id', 'e.id')}) as "overrides",
    ${employeePayGroupText('e.company_id', 'e.id')} as "payGroup",
    (select coalesce(jsonb_agg(jsonb_build_object('period', t.period, 'drawn', t.drawn, 'fees', t.fees,
        'employeeFees', t.employee_fees, 'saved', t.saved, 'withdrawals', t.withdrawals)), '[]'::jsonb)
      from (select o.period,
          coalesce(sum(o.amount) filter (where o.kind = 'withdrawal'), 0) as drawn,
          coalesce(sum(o.fee), 0) as fees,
          coalesce(sum(o.to_deduct - o.amount) filter (where o.kind = 'withdrawal'), 0) as employee_fees,
          coalesce(sum(o.amount) filter (where o.kind = 'saving'), 0) as saved,
          count(*) filter (where o.kind = 'withdrawal') as withdrawals
        from on_demand_requests o
        where o.company_id = $1::uuid and o.employee_id = $2::uuid and o.period = any($4::text[])
          and o.status in ${LIVE}
        group by o.period) t) as "takings",
    (select k.id from on_demand_requests k
      where k.company_id = $1::uuid and k.employee_id = $2::uuid and k.idempotency_key = $5::text) as "earlierId",
    ${salaryPaidMonthsText('$1::uuid', '$2::uuid', '$4::text[]')} as "salaryPaidIn"
  from ${employeeRowText('$1::uuid', '$2::uuid')} e left join on_demand_rules r on r.company_id = e.company_id`,
  });

export interface RequestFacts {
  /** False (or null: no such session) when the staff session is revoked, expired, another's, or its employee left. */
  sessionLive: boolean | null;
  facts: EmployeeFactsRow;
  /** What the live requests took, by period (only those of the candidate periods that have any). */
  takenIn: (period: string) => Taken;
  /** Whether a payroll settled the employee's salary of this period's pay month (a candidate period). */
  salaryPaidIn: (period: string) => boolean;
}

type Row = Record<string, unknown> & {
  sessionLive: boolean | null;
  webhookTargets: string[];
  overrides: GroupOverride[];
  payGroup: EmployeeFactsRow['payGroup'];
  takings: (Omit<Taken, 'earlierId'> & { period: string })[];
  earlierId: string | null;
  salaryPaidIn: string[];
};

/**
 * The request's facts under the employee's lock, in one round trip (see the file's head). `periods`: the periods
 * the request can fall in (the day's month and the next: which one depends on the rules' payday).
 */
export async function requestFacts(
  client: pg.PoolClient,
  params: {
    companyId: string;
    employeeId: string;
    sessionId: string | null;
    periods: string[];
    idempotencyKey: string;
  },
): Promise<RequestFacts | undefined> {
  const { rows } = await client.query<Row>({
    ...requestFactsSql(),
    values: [params.companyId, params.employeeId, params.sessionId, params.periods, params.idempotencyKey],
  });
  const row = rows[0];
  if (!row) return undefined;
  const employee = Object.fromEntries(EMPLOYEE_COLUMNS.map(([, key]) => [key, row[`e.${key}`]]));
  const rules =
    row['r.companyId'] == null
      ? null
      : Object.fromEntries(RULES_COLUMNS.map(([, key]) => [key, row[`r.${key}`]]));
  return {
    sessionLive: row.sessionLive,
    facts: {
      webhookTargets: row.webhookTargets,
      employee: employee as NonNullable<EmployeeFacts>,
      rules: rules as RulesRow | null,
      overrides: row.overrides,
      payGroup: row.payGroup,
    },
    salaryPaidIn: (period) => row.salaryPaidIn.includes(period),
    takenIn: (period) => {
      const t = row.takings.find((x) => x.period === period);
      return {
        earlierId: row.earlierId,
        drawn: Number(t?.drawn ?? 0),
        fees: Number(t?.fees ?? 0),
        employeeFees: Number(t?.employeeFees ?? 0),
        saved: Number(t?.saved ?? 0),
        withdrawals: Number(t?.withdrawals ?? 0),
      };
    },
  };
}
