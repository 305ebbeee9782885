// The books' checks on people's pay (see books.ts): on-demand advances are recovered once and never beyond what is
// owed, by a paid payslip line or a paid payment note; no salary of one period is paid twice.
import { type Check, naira } from './books.ts';

const EMPLOYEE = `coalesce(e.first_name || ' ' || e.last_name, '?') || ' (' || c.name || ')'`;
/** What an employee owes for a period: settled withdrawals (amount, plus the fee they bear) and approved savings. */
const OWED = `((q.kind = 'withdrawal' and q.status = 'settled') or (q.kind = 'saving' and q.status = 'approved'))`;

/**
 * (f) Advances: never recovered beyond what is owed, each recovery from a paid line (settled with nothing left to
 * pay counts: its recovery took the whole net pay) or a paid note.
 */
const overRecovered: Check = async (q, ids, seen) => {
  const rows = await q<{ who: string; period: string; owed: string; recovered: string; how: string }>(
    `with owed as (select company_id, employee_id, period, sum(to_deduct)::bigint as owed, count(*)::int as n
                     from on_demand_requests q where company_id = any($1) and ${OWED} group by 1, 2, 3),
          rec as (select company_id, employee_id, period, sum(amount)::bigint as recovered,
                         string_agg(source || ' ' || reference || ' ' || amount, ', ') as how
                    from on_demand_recoveries where company_id = any($1) group by 1, 2, 3)
     select ${EMPLOYEE} as who, coalesce(o.period, r.period) as period, coalesce(o.owed, 0) as owed,
            coalesce(r.recovered, 0) as recovered, coalesce(r.how, '') as how, coalesce(o.n, 0) as n
       from owed o full join rec r using (company_id, employee_id, period)
       join companies c on c.id = coalesce(o.company_id, r.company_id)
       left join employees e on e.company_id = c.id and e.id = coalesce(o.employee_id, r.employee_id)`,
    [ids],
  );
  seen.advances = rows.filter((r) => Number(r.owed) > 0).length;
  return rows
    .filter((r) => Number(r.recovered) > Number(r.owed))
    .map((r) => `${r.who}, ${r.period}: owed ${naira(r.owed)}, recovered ${naira(r.recovered)} (${r.how})`);
};

const unbacked: Check = async (q, ids, seen) => {
  const rows = await q<{
    who: string;
    period: string;
    source: string;
    reference: string;
    amount: string;
    backing: string | null;
  }>(
    `select ${EMPLOYEE} as who, x.period, x.source, x.reference, x.amount,
            case when x.source = 'payroll' then
                   (select r.status || ', line ' || l.payment_state || ' deducting ' || l.on_demand_recovery
                      from payroll_runs r join payroll_run_lines l on l.company_id = r.company_id and l.run_id = r.id
                     where r.company_id = x.company_id and 'payroll:' || r.id = x.reference
                       and l.employee_id = x.employee_id
                       and (l.payment_state = 'paid' or (l.payment_state = 'skipped' and l.net_pay = 0))
                       -- one row per period it settled: together, what the payslip deducted
                       and l.on_demand_recovery = (select sum(y.amount) from on_demand_recoveries y
                             where y.company_id = x.company_id and y.source = 'payroll'
                               and y.reference = x.reference and y.employee_id = x.employee_id))
                 else (select 'paid note ' || n.invoice_number from on_demand_payment_notes n
                        where n.company_id = x.company_id and n.period = x.period and n.paid_at is not null)
            end as backing
       from on_demand_recoveries x join companies c on c.id = x.company_id
       left join employees e on e.company_id = x.company_id and e.id = x.employee_id
      where x.company_id = any($1)`,
    [ids],
  );
  seen.recoveries = rows.length;
  return rows
    .filter((r) => r.backing === null)
    .map(
      (r) =>
        `${r.who}, ${r.period}: recovery ${r.source} ${r.reference} of ${naira(r.amount)} has no ` +
        (r.source === 'payroll' ? 'paid payslip line deducting it' : 'paid payment note'),
    );
};

/**
 * A completed run paid a salary of the period while advances that had settled before the run was computed stay
 * unrecovered (and the engine did not say the net pay was too small to take them).
 */
const unrecovered: Check = async (q, ids) => {
  const rows = await q<{
    who: string;
    run: string;
    period: string;
    owed: string;
    recovered: string;
    deducted: string;
  }>(
    `select * from (
       select ${EMPLOYEE} as who, r.name as run, to_char(r.period_end, 'YYYY-MM') as period,
              l.on_demand_recovery as deducted,
              (select coalesce(sum(q.to_deduct), 0) from on_demand_requests q
                where q.company_id = l.company_id and q.employee_id = l.employee_id
                  and q.period = to_char(r.period_end, 'YYYY-MM') and ${OWED}
                  and coalesce(q.settled_at, q.created_at) < r.computed_at)::bigint as owed,
              (select coalesce(sum(x.amount), 0) from on_demand_recoveries x
                where x.company_id = l.company_id and x.employee_id = l.employee_id
                  and x.period = to_char(r.period_end, 'YYYY-MM'))::bigint as recovered,
              coalesce((l.result ->> 'unrecoveredOnDemandKobo')::bigint, 0) as short
         from payroll_run_lines l join payroll_runs r on r.company_id = l.company_id and r.id = l.run_id
         join companies c on c.id = l.company_id
         left join employees e on e.company_id = l.company_id and e.id = l.employee_id
        where l.company_id = any($1) and l.payment_state = 'paid' and r.status = 'completed') x
      where owed > recovered and short = 0`,
    [ids],
  );
  return rows.map(
    (r) =>
      `${r.who}, ${r.period}: run "${r.run}" paid the salary but advances of ${naira(r.owed)} settled before it ` +
      `was computed are recovered only ${naira(r.recovered)} (its line deducted ${naira(r.deducted)})`,
  );
};

export const advanceViolations: Check = async (q, ids, seen) => [
  ...(await overRecovered(q, ids, seen)),
  ...(await unbacked(q, ids, seen)),
  ...(await unrecovered(q, ids, seen)),
];

/** (g) No employee has two salary lines paid (or on their way) for overlapping periods of one pay group. */
export const salaryViolations: Check = async (q, ids, seen) => {
  const [count] = await q<{ n: number }>(
    `select count(*)::int as n from payroll_run_lines where company_id = any($1) and payment_state = 'paid'`,
    [ids],
  );
  seen.paidSalaries = count?.n ?? 0;
  const rows = await q<{ who: string; first: string; second: string }>(
    `select ${EMPLOYEE} as who,
            ra.name || ' (' || ra.period_start || '..' || ra.period_end || ', line ' || a.payment_state || ')'
              as first,
            rb.name || ' (' || rb.period_start || '..' || rb.period_end || ', line ' || b.payment_state || ')'
              as second
       from payroll_run_lines a join payroll_runs ra on ra.company_id = a.company_id and ra.id = a.run_id
       join payroll_run_lines b on b.company_id = a.company_id and b.employee_id = a.employee_id
            and b.run_id <> a.run_id and b.id > a.id and b.pay_group_id is not distinct from a.pay_group_id
       join payroll_runs rb on rb.company_id = b.company_id and rb.id = b.run_id
       join companies c on c.id = a.company_id
       left join employees e on e.company_id = a.company_id and e.id = a.employee_id
      where a.company_id = any($1)
        and a.payment_state in ('paid', 'pending') and b.payment_state in ('paid', 'pending')
        and daterange(ra.period_start, ra.period_end, '[]') && daterange(rb.period_start, rb.period_end, '[]')`,
    [ids],
  );
  return rows.map((r) => `${r.who}: salary paid twice for one period, by ${r.first} and ${r.second}`);
};
