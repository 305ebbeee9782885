// Remittances (/payroll/{id}/pay-remittance/{remittanceId}): once a run is approved, what it owes each party — PAYE
// to each state's revenue service, pension to each PFA (with the RSA PINs), NHF, NSITF, ITF — with the schedule
// file each expects (CSV, XLSX), paid once to the configured party's account through the payments batch machinery.
import {
  PAYROLL_RUN_MESSAGES,
  REMITTANCE_SCHEDULE_COLUMNS,
  type Remittance,
  type RemittanceKind,
} from '@paydesk/contracts';
import type { Executor, Tx } from '@paydesk/db';
import { Conflict, NotFound } from '../../lib/errors.ts';
import type { PayrollDeps } from './payroll-deps.ts';
import * as mq from './remittances.queries.ts';
import type * as rq from './runs.queries.ts';
import { mustFindRun, pageOf } from './runs.service.ts';
import { naira, tableFile } from './table-file.ts';

const OWED = ['approved', 'processing', 'completed'];
const PARTY_KIND: Record<RemittanceKind, string> = {
  paye: 'state_irs',
  pension: 'pfa',
  nhf: 'fmbn',
  nsitf: 'nsitf',
  itf: 'itf',
};

/** Stores the run's remittances the first time they are asked for (one per party; amounts from the lines). */
async function ensureRemittances(tx: Executor, run: rq.RunRow) {
  if (!OWED.includes(run.status)) throw new Conflict(PAYROLL_RUN_MESSAGES.notApproved);
  const existing = await mq.remittancesOf(tx, run.companyId, run.id);
  if (existing.length) return existing;
  const { paye, pension, flat } = await mq.remittanceGroups(tx, run.companyId, run.id);
  const base = { companyId: run.companyId, runId: run.id };
  await mq.insertRemittances(tx, [
    ...paye
      .filter((g) => g.amount > 0)
      .map((g) => ({
        ...base,
        kind: 'paye',
        partyKey: `paye:${g.state ?? '-'}`,
        name: g.state ? `${g.state} State Internal Revenue Service` : 'PAYE (no state of residence)',
        state: g.state,
        employeeCount: g.n,
        amount: g.amount,
      })),
    ...pension
      .filter((g) => g.amount > 0)
      .map((g) => ({
        ...base,
        kind: 'pension',
        partyKey: `pension:${g.pfaId ?? '-'}`,
        name: g.pfaName ?? 'Pension (no PFA chosen)',
        pfaId: g.pfaId,
        employeeCount: g.n,
        amount: g.amount,
      })),
    ...(
      [
        ['nhf', 'Federal Mortgage Bank of Nigeria (NHF)', flat.nhf, flat.nhfN],
        ['nsitf', 'Nigeria Social Insurance Trust Fund', flat.nsitf, flat.nsitfN],
        ['itf', 'Industrial Training Fund', flat.itf, flat.itfN],
      ] as const
    )
      .filter(([, , amount]) => amount > 0)
      .map(([kind, name, amount, n]) => ({ ...base, kind, partyKey: kind, name, employeeCount: n, amount })),
  ]);
  return mq.remittancesOf(tx, run.companyId, run.id);
}

export function partyFor(r: mq.RemittanceRow, parties: Awaited<ReturnType<typeof mq.partiesOf>>) {
  return (
    parties.find(
      (p) =>
        p.kind === PARTY_KIND[r.kind as RemittanceKind] &&
        (r.kind !== 'paye' || p.state === r.state) &&
        (r.kind !== 'pension' || p.pfaId === r.pfaId),
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
  const data = rows.map((r, i) => {
    const e = employeeRow(r);
    const snap = r.employee as { stateOfResidence: string | null; pfaName: string | null };
    const basic = ((r.result as { code: string; amountKobo: number }[] | null) ?? [])
      .filter((x) => x.code === 'basic')
      .reduce((s, x) => s + x.amountKobo, 0);
    if (kind === 'paye')
      return [
        i + 1,
        e.staffId,
        e.employeeName,
        e.taxId,
        snap.stateOfResidence,
        naira(r.grossPay),
        naira(r.taxableIncome),
        naira(e.amountKobo),
      ];
    if (kind === 'pension')
      return [
        i + 1,
        e.staffId,
        e.employeeName,
        e.rsaPin,
        snap.pfaName,
        naira(e.employeeKobo),
        naira(e.employerKobo),
        naira(e.amountKobo),
      ];
    if (kind === 'nhf') return [i + 1, e.staffId, e.employeeName, naira(basic), naira(e.amountKobo)];
    return [i + 1, e.staffId, e.employeeName, naira(r.grossPay), naira(e.amountKobo)];
  });
  return tableFile(format, `${kind}-schedule-${row.name}`, REMITTANCE_SCHEDULE_COLUMNS[kind], data);
}
