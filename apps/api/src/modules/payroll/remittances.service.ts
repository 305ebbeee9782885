// Remittances (/payroll/{id}/pay-remittance/{remittanceId}): once a run is approved, what it owes each party — each
// remittance of the statutory catalogue (`@paydesk/payroll`): PAYE to each state's revenue service, pension to each
// PFA (with the RSA PINs), NHF, NSITF, ITF — with the schedule file each expects (CSV, XLSX), paid once to the
// configured party's account through the payments batch machinery.
import {
  PAYROLL_RUN_MESSAGES,
  REMITTANCE_SCHEDULE_COLUMNS,
  type Remittance,
  type RemittanceKind,
} from '@paydesk/contracts';
import type { Executor, Tx } from '@paydesk/db';
import { remittanceName, type ScheduleValue, statutoryRemittance } from '@paydesk/payroll';
import { Conflict, NotFound } from '../../lib/errors.ts';
import { payoutFees } from '../payments/index.ts';
import type { PayrollDeps } from './payroll-deps.ts';
import * as mq from './remittances.queries.ts';
import type * as rq from './runs.queries.ts';
import { mustFindRun, pageOf } from './runs.service.ts';
import { naira, tableFile } from './table-file.ts';

const OWED = ['approved', 'processing', 'completed'];

/** Stores the run's remittances the first time they are asked for (one per party; amounts from the lines). */
export async function ensureRemittances(tx: Executor, run: rq.RunRow) {
  if (!OWED.includes(run.status)) throw new Conflict(PAYROLL_RUN_MESSAGES.notApproved);
  const existing = await mq.remittancesOf(tx, run.companyId, run.id);
  if (existing.length) return existing;
  const groups = await mq.remittanceGroups(tx, run.companyId, run.id);
  await mq.insertRemittances(
    tx,
    groups.map(({ remittance, state, pfaId, pfaName, n, amount }) => {
      const kind = remittance.kind;
      const common = { companyId: run.companyId, runId: run.id, kind, employeeCount: n, amount };
      if (remittance.groupBy === 'state')
        return {
          ...common,
          partyKey: `${kind}:${state ?? '-'}`,
          name: remittanceName(remittance, state || null),
          state,
        };
      if (remittance.groupBy === 'pfa')
        return {
          ...common,
          partyKey: `${kind}:${pfaId ?? '-'}`,
          name: remittanceName(remittance, pfaName),
          pfaId,
        };
      return { ...common, partyKey: kind, name: remittanceName(remittance, null) };
    }),
  );
  return mq.remittancesOf(tx, run.companyId, run.id);
}

/** The configured party of a remittance: of its party kind, and of its state or PFA when it is grouped by one. */
export function partyFor(r: mq.RemittanceRow, parties: Awaited<ReturnType<typeof mq.partiesOf>>) {
  const remittance = statutoryRemittance(r.kind);
  if (!remittance) return null;
  return (
    parties.find(
      (p) =>
        p.kind === remittance.party.kind &&
        (remittance.groupBy !== 'state' || p.state === r.state) &&
        (remittance.groupBy !== 'pfa' || p.pfaId === r.pfaId),
    ) ?? null
  );
}

export function view(r: mq.RemittanceRow, parties: Awaited<ReturnType<typeof mq.partiesOf>>): Remittance {
  const party = partyFor(r, parties);
  return {
    _id: r.id,
    kind: r.kind as RemittanceKind,
    name: r.name,
    state: r.state,
    pfaId: r.pfaId,
    party: party
      ? { _id: party.id, name: party.name, bankName: party.bankName, accountNumber: party.accountNumber }
      : null,
    employeeCount: r.employeeCount,
    amountKobo: r.amount,
    status: r.status as Remittance['status'],
    transferId: r.transferId,
    failureReason: r.failureReason,
    paidAt: r.paidAt?.toISOString() ?? null,
  };
}

export async function listRemittances(deps: Pick<PayrollDeps, 'db'>, companyId: string, id: string) {
  return deps.db.transaction(async (tx) => {
    const run = await mustFindRun(tx, companyId, id);
    const rows = await ensureRemittances(tx, run);
    const parties = await mq.partiesOf(tx, companyId);
    return rows.map((r) => view(r, parties));
  });
}

export async function mustFindRemittance(
  db: Executor,
  companyId: string,
  id: string,
  remittanceId: string,
  lock = false,
) {
  const run = await mustFindRun(db as Tx, companyId, id);
  await ensureRemittances(db, run);
  const row = await mq.findRemittance(db, companyId, id, remittanceId, lock);
  if (!row) throw new NotFound('Remittance');
  return { run, row };
}

const employeeRow = (r: Awaited<ReturnType<typeof mq.remittanceEmployees>>['rows'][number]) => {
  const e = r.employee as {
    firstName: string;
    lastName: string;
    staffId: string | null;
    rsaPin: string | null;
    taxId: string | null;
  };
  return {
    employeeId: r.employeeId,
    employeeName: `${e.firstName} ${e.lastName}`,
    staffId: e.staffId ?? null,
    rsaPin: e.rsaPin ?? null,
    taxId: e.taxId ?? null,
    employeeKobo: r.employeeKobo,
    employerKobo: r.employerKobo,
    amountKobo: r.employeeKobo + r.employerKobo,
  };
};

/** What paying a remittance takes from the wallet: its amount and the transfer fee. */
export async function remittanceCost(db: Executor, companyId: string, amountKobo: number) {
  const [feeKobo = 0] = await payoutFees(db, companyId, [amountKobo]);
  return { feeKobo, totalKobo: amountKobo + feeKobo };
}

export async function remittanceDetail(
  deps: Pick<PayrollDeps, 'db'>,
  companyId: string,
  id: string,
  remittanceId: string,
  page: { page: number; limit: number },
) {
  return deps.db.transaction(async (tx) => {
    const { row } = await mustFindRemittance(tx, companyId, id, remittanceId);
    const { rows, totalDocs } = await mq.remittanceEmployees(tx, row, page);
    return {
      ...view(row, await mq.partiesOf(tx, companyId)),
      ...(await remittanceCost(tx, companyId, row.amount)),
      employees: pageOf(rows.map(employeeRow), totalDocs, page),
    };
  });
}

export async function scheduleFile(
  deps: Pick<PayrollDeps, 'db'>,
  companyId: string,
  id: string,
  remittanceId: string,
  format: 'csv' | 'xlsx',
) {
  const { row, rows } = await deps.db.transaction(async (tx) => {
    const found = await mustFindRemittance(tx, companyId, id, remittanceId);
    return { row: found.row, rows: (await mq.remittanceEmployees(tx, found.row, null)).rows };
  });
  const kind = row.kind as RemittanceKind;
  const columns = statutoryRemittance(kind)?.schedule ?? [];
  const data = rows.map((r, i) => {
    const e = employeeRow(r);
    const snap = r.employee as { stateOfResidence: string | null; pfaName: string | null };
    const basic = ((r.result as { code: string; amountKobo: number }[] | null) ?? [])
      .filter((x) => x.code === 'basic')
      .reduce((s, x) => s + x.amountKobo, 0);
    const value: Record<ScheduleValue, string | number | null> = {
      sn: i + 1,
      staffId: e.staffId,
      employeeName: e.employeeName,
      taxId: e.taxId,
      state: snap.stateOfResidence,
      rsaPin: e.rsaPin,
      pfaName: snap.pfaName,
      grossPay: naira(r.grossPay),
      taxableIncome: naira(r.taxableIncome),
      basicPay: naira(basic),
      employeeShare: naira(e.employeeKobo),
      employerShare: naira(e.employerKobo),
      total: naira(e.amountKobo),
    };
    return columns.map(([, v]) => value[v]);
  });
  return tableFile(format, `${kind}-schedule-${row.name}`, REMITTANCE_SCHEDULE_COLUMNS[kind], data);
}
