// What stops a run being approved, read live so that fixing an employee clears it at once: each line against its
// employee as they are now — a bank account confirmed by name enquiry and not shared with another employee of the
// run (a ghost-worker check), net pay not below zero, what each party needs to credit a remittance (PAYE the
// employee's Tax ID and state of residence, pension the PFA and the RSA PIN), PAYE that contradicts the
// minimum-wage exemption (NTA 2025 s.163(1)(t)), and rent relief claimed without the rent's document (issue 28,
// "blockers with fixes").
import { ErrorCode, VARIANCE_ISSUE_LABELS, type VarianceIssueCode } from '@paydesk/contracts';
import { type Executor, payrollRunLines } from '@paydesk/db';
import { BANDS, bandTaxHundredths, DEFAULT_SETTINGS, type Regime } from '@paydesk/payroll';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { DomainError } from '../../../lib/errors.ts';
import { pensionProviderNames } from '../../banks/index.ts';
import { employeesOf } from '../../people/index.ts';
import { afterLine, CHECK_PAGE, forEachLinePage, snapshotName } from '../compute/lines.queries.ts';
import { shareOf } from '../remittances/remittances.queries.ts';
import type { RawIssue as VarianceIssue } from './warning-acknowledgements.ts';

const l = payrollRunLines;
const amountOf = (kind: string) => sql<number>`(${shareOf(kind, 'employee')} + ${shareOf(kind, 'employer')})`;

/** The codes this check owns (a line's stored issues of these codes are read here, live, instead). */
export const LIVE_BLOCKER_CODES = [
  'no-bank-account',
  'shared-bank-account',
  'negative-net-pay',
  'no-tax-id',
  'no-state',
  'no-pfa',
  'no-rsa-pin',
  'minimum-wage-paye',
  'no-paye',
  'no-rent-document',
] as const satisfies readonly VarianceIssueCode[];
export type BlockerCode = (typeof LIVE_BLOCKER_CODES)[number];

export const BLOCKER_MESSAGES: Record<BlockerCode, string> = {
  'no-bank-account': 'No bank account confirmed by name enquiry: add or confirm the account',
  'shared-bank-account': 'Paid into the same bank account as another employee of this payroll',
  'negative-net-pay': 'Net pay is below zero: remove a deduction or change the pay',
  'no-tax-id': 'No Tax ID: PAYE is deducted and the state revenue service credits it by Tax ID',
  'no-state': 'No state of residence: PAYE goes to the revenue service of the state the employee lives in',
  'no-pfa': 'No pension fund administrator: pension is deducted with nowhere to remit it; choose the PFA',
  'no-rsa-pin': "No RSA PIN: the PFA credits pension to the employee's retirement savings account by its PIN",
  'minimum-wage-paye':
    'PAYE deducted from a minimum-wage earner: employment income of a minimum-wage earner is exempt (NTA 2025 ' +
    's.163(1)(t)); check the pay and run the payroll again',
  'no-paye':
    'No PAYE although the pay is above the national minimum wage and the chargeable income is taxable: check ' +
    'the pay and reliefs and run the payroll again',
  'no-rent-document':
    'Rent relief without the rent document: upload the tenancy agreement or rent receipt, or remove the rent',
};

/**
 * Whether the line's PAYE agrees with the minimum-wage exemption (NTA 2025 s.163(1)(t)): a minimum-wage earner —
 * the period's taxable pay, as a full month, at or below the national minimum wage — pays none; anyone else whose
 * chargeable income reaches a band above 0% pays some. The exemption is the 2025 Act's: under PITA (periods before
 * 2026) a minimum-wage earner pays band tax and only the 1% minimum tax is waived, so no such line is refused.
 */
export function minimumWageMismatch(r: {
  paye: number;
  regime: Regime | null;
  annualIncome: number;
  chargeable: number;
  daysPaid: number | null;
  daysInPeriod: number | null;
}): 'minimum-wage-paye' | 'no-paye' | null {
  if (!r.regime || r.annualIncome <= 0) return null;
  const fullMonth =
    r.daysPaid && r.daysInPeriod && r.daysPaid < r.daysInPeriod
      ? (r.annualIncome / 12) * (r.daysInPeriod / r.daysPaid)
      : r.annualIncome / 12;
  const minimumWageEarner = r.regime === 'NTA2025' && fullMonth <= DEFAULT_SETTINGS.minimumWageMonthlyKobo;
  if (minimumWageEarner) return r.paye > 0 ? 'minimum-wage-paye' : null;
  return r.paye <= 0 && bandTaxHundredths(r.chargeable, BANDS[r.regime]) > 0 ? 'no-paye' : null;
}

/** A bank account as the shared-account check compares them (the employee's, as it is now): `bank code:number`. */
const accountOf = (e: ReturnType<typeof employeesOf>) =>
  sql<string>`concat(coalesce(${e.bankCode}, ''), ':', ${e.accountNumber})`;

/** The run's employees paid into the same account as another of its employees: their names by account, in line order. */
async function sharedAccounts(db: Executor, companyId: string, runId: string) {
  const e = employeesOf(companyId);
  const account = accountOf(e);
  const ofRun = and(eq(l.companyId, companyId), eq(l.runId, runId), sql`${e.accountNumber} <> ''`);
  // The accounts first (no names: usually there is none), then the names on those alone.
  const shared = await db
    .select({ account })
    .from(l)
    .innerJoin(e, eq(e.id, l.employeeId))
    .where(ofRun)
    .groupBy(account)
    .having(sql`count(*) > 1`);
  if (shared.length === 0) return new Map<string, string[]>();
  const rows = await db
    .select({ account, name: snapshotName })
    .from(l)
    .innerJoin(e, eq(e.id, l.employeeId))
    .where(
      and(
        ofRun,
        inArray(
          account,
          shared.map((r) => r.account),
        ),
      ),
    )
    .orderBy(asc(l.lineNo));
  const names = new Map<string, string[]>();
  for (const r of rows) {
    const sharing = names.get(r.account);
    if (sharing) sharing.push(r.name);
    else names.set(r.account, [r.name]);
  }
  return names;
}

/** A page of the run's lines with what the blockers read of each one's employee as they are now. */
function blockerPage(db: Executor, companyId: string, runId: string, after: number | null, limit: number) {
  const e = employeesOf(companyId);
  return db
    .select({
      lineNo: l.lineNo,
      employeeId: l.employeeId,
      employeeName: snapshotName,
      payGroupId: l.payGroupId,
      netPay: l.netPay,
      paye: amountOf('paye').mapWith(Number),
      pension: amountOf('pension').mapWith(Number),
      regime: l.regime,
      daysPaid: l.daysPaid,
      daysInPeriod: l.daysInPeriod,
      annualIncome: l.annualIncome,
      chargeable: l.annualChargeable,
      rentRelief: l.annualRentRelief,
      rentDocumentId: e.rentDocumentId,
      taxId: e.taxId,
      state: e.stateOfResidence,
      pfaId: e.pfaId,
      rsaPin: e.rsaPin,
      nameCheck: e.nameCheck,
      accountNumber: e.accountNumber,
      account: accountOf(e),
    })
    .from(l)
    .innerJoin(e, eq(e.id, l.employeeId))
    .where(afterLine(companyId, runId, after))
    .orderBy(asc(l.lineNo))
    .limit(limit);
}

/** Every blocker of the run's lines, in line order, as the variance check reports them (read a page at a time). */
export async function runBlockers(
  db: Executor,
  companyId: string,
  runId: string,
  pageSize = CHECK_PAGE,
): Promise<VarianceIssue[]> {
  const shared = await sharedAccounts(db, companyId, runId);
  const blockers: VarianceIssue[] = [];
  await forEachLinePage(
    (after, limit) => blockerPage(db, companyId, runId, after, limit),
    (rows) => {
      for (const r of rows) checkLine(r);
    },
    pageSize,
  );
  return blockers;

  function checkLine(r: Awaited<ReturnType<typeof blockerPage>>[number]) {
    const name = r.employeeName;
    const block = (code: BlockerCode, message = BLOCKER_MESSAGES[code]) =>
      blockers.push({
        code,
        severity: 'blocking',
        employeeId: r.employeeId,
        employeeName: name,
        payGroupId: r.payGroupId,
        message,
        previousNetPayKobo: null,
        netPayKobo: r.netPay,
        changeBp: null,
        large: false,
      });
    if (r.nameCheck !== 'matched' || !r.accountNumber) block('no-bank-account');
    // Only accounts with a number are in `shared`.
    const sharedWith = shared.get(r.account);
    const sharing = (sharedWith ?? []).filter((n) => n !== name);
    if (sharedWith)
      block(
        'shared-bank-account',
        `Paid into the same bank account as ${sharing.length ? sharing.join(', ') : 'another employee'}: check it is not a ghost worker`,
      );
    if (r.netPay < 0) block('negative-net-pay');
    if (r.paye > 0 && !r.taxId?.trim()) block('no-tax-id');
    if (r.paye > 0 && !r.state?.trim()) block('no-state');
    if (r.pension > 0 && r.pfaId === null) block('no-pfa');
    if (r.pension > 0 && !r.rsaPin?.trim()) block('no-rsa-pin');
    const mismatch = minimumWageMismatch({ ...r, regime: r.regime as Regime | null });
    if (mismatch) block(mismatch);
    if (r.rentRelief > 0 && !r.rentDocumentId) block('no-rent-document');
  }
}

/**
 * What the remittances group and print by (Tax ID, state of residence, PFA, RSA PIN) as the employees are now, on
 * the run's lines: fixed on the employee after the run was computed, they reach the remittances without running it
 * again (none of them changes an amount: PAYE and pension do not depend on the state or the PFA).
 */
export async function refreshRemittanceDetails(tx: Executor, companyId: string, runId: string) {
  // The PFA names come through the banks face (a short reference list), passed as one jsonb of id → name.
  const pfaNames = JSON.stringify(Object.fromEntries(await pensionProviderNames(tx)));
  const e = employeesOf(companyId);
  const pfaName = sql`${pfaNames}::jsonb ->> (${e.pfaId})::text`;
  // Only the lines whose details moved are written: every line rewritten at each approval was 100,000 row
  // versions at 100,000 employees, nearly all of them the same as before.
  const moved = sql`(${l.employee}->>'taxId' is distinct from ${e.taxId}
    or ${l.employee}->>'stateOfResidence' is distinct from ${e.stateOfResidence}
    or ${l.employee}->>'pfaId' is distinct from (${e.pfaId})::text
    or ${l.employee}->>'pfaName' is distinct from ${pfaName}
    or ${l.employee}->>'rsaPin' is distinct from ${e.rsaPin})`;
  await tx
    .update(l)
    .set({
      employee: sql`${l.employee} || jsonb_build_object(
        'taxId', ${e.taxId}, 'stateOfResidence', ${e.stateOfResidence}, 'pfaId', ${e.pfaId},
        'pfaName', ${pfaName}, 'rsaPin', ${e.rsaPin})`,
    })
    .from(e)
    .where(and(eq(l.companyId, companyId), eq(l.runId, runId), eq(e.id, l.employeeId), moved));
}

/** A refusal naming what blocks the run: employee by employee (the first three in the message, all in `errors`). */
export function blockedBy(message: string, blockers: VarianceIssue[]) {
  const byEmployee = new Map<string, string[]>();
  for (const b of blockers)
    byEmployee.set(b.employeeName, [
      ...(byEmployee.get(b.employeeName) ?? []),
      VARIANCE_ISSUE_LABELS[b.code],
    ]);
  const each = [...byEmployee].map(([name, labels]) => `${name}: ${labels.join(', ')}`);
  const more = each.length > 3 ? ` and ${each.length - 3} more employees` : '';
  return new DomainError(409, ErrorCode.conflict, `${message} (${each.slice(0, 3).join('; ')}${more})`, {
    blockers: blockers.map((b) => `${b.employeeName}: ${b.message}`),
  });
}
