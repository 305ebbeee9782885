// The annual tax statement of one employee (issue 28, employee documents): for a tax year (the calendar year of the
// runs' period ends, as the annual return), each paid payslip's gross, reliefs, taxable income and PAYE — the same
// figures the annual PAYE return adds up (annual-returns.queries' LINE_FIGURES) — the state its PAYE went to, and that PAYE's remittance
// (status, date, reference, NIP session id) with the authority's receipt, from the per-employee remittance history.
// Totals are the sum of the payslips, to the kobo. The employee reads theirs in the staff app (JSON and PDF); the
// employer downloads the PDF from the employee's page.
import type { TaxStatement, TaxStatementMonth } from '@paydesk/contracts';
import type { Executor } from '@paydesk/db';
import { NotFound } from '../../../lib/errors.ts';
import { lagosDay } from '../../../lib/lagos-time.ts';
import { companyDetails } from '../../businesses/index.ts';
import { getEmployee } from '../../people/index.ts';
import * as aq from '../annual-returns/annual-returns.queries.ts';
import { addFigures, authorityOf, figuresOf, noFigures } from '../annual-returns/annual-returns.service.ts';
import type { PayrollDeps } from '../payroll-deps.ts';
import { historyOf } from '../remittances/remittance-receipts.service.ts';

type Me = { companyId: string; employeeId: string };

export const statementYear = (year: number | undefined) => year ?? Number(lagosDay().slice(0, 4));

async function buildTaxStatement(
  deps: Pick<PayrollDeps, 'db'>,
  who: Me,
  year: number,
): Promise<TaxStatement> {
  const db: Executor = deps.db;
  const { companyId, employeeId } = who;
  const [lines, years, people, company, history] = [
    await aq.linesOfYear(db, companyId, year, employeeId),
    await aq.yearsPaidTo(db, companyId, employeeId),
    await aq.employeesNow(db, companyId, [employeeId]),
    await companyDetails(db, companyId),
    await historyOf(deps, companyId, employeeId),
  ];
  const person = people[0];
  if (!person) throw new NotFound('Employee');
  const payeOf = new Map(
    history.months.map((m) => [m.lineId, m.deductions.find((d) => d.kind === 'paye') ?? null]),
  );
  const totals = noFigures();
  const byState = new Map<string | null, number>();
  const months: TaxStatementMonth[] = lines.map((line) => {
    const figures = figuresOf(line);
    addFigures(totals, figures);
    byState.set(line.state, (byState.get(line.state) ?? 0) + figures.payeKobo);
    const paye = payeOf.get(line.lineId) ?? null;
    const r = paye?.remittance ?? null;
    return {
      month: line.month,
      runName: line.runName,
      lineId: line.lineId,
      state: line.state,
      authority: authorityOf(line.state),
      ...figures,
      remittance: r
        ? {
            _id: r._id,
            status: r.status,
            paidOn: r.status === 'paid' && r.paidAt ? lagosDay(new Date(r.paidAt)) : null,
            reference: r.reference,
            sessionId: r.sessionId,
          }
        : null,
      receipt: paye?.receipt ?? null,
    };
  });
  return {
    year,
    years,
    employer: { name: company?.name ?? '', tin: company?.tin ?? null },
    employee: {
      employeeId,
      name: `${person.firstName} ${person.lastName}`,
      staffId: person.staffId ?? null,
      taxId: person.taxId?.trim() || null,
    },
    months,
    totals,
    states: [...byState].map(([state, payeKobo]) => ({ state, authority: authorityOf(state), payeKobo })),
  };
}

/** The employer's copy: 404 for an employee of another business. */
export async function employeeTaxStatement(
  deps: Pick<PayrollDeps, 'db'>,
  companyId: string,
  employeeId: string,
  year: number | undefined,
) {
  await getEmployee(deps.db, companyId, employeeId);
  return buildTaxStatement(deps, { companyId, employeeId }, statementYear(year));
}

/** The signed-in employee's own statement (the staff app). */
export async function myTaxStatement(deps: Pick<PayrollDeps, 'db'>, me: Me, year: number | undefined) {
  return buildTaxStatement(deps, me, statementYear(year));
}
