// Remittances (/payroll/{id}/pay-remittance/{remittanceId}): once a run is approved, what it owes each party — each
// remittance of the statutory catalogue (`@paydesk/payroll`): PAYE to each state's revenue service, pension to each
// PFA (with the RSA PINs), NHF, NSITF, ITF — with the schedule file each expects (CSV, XLSX), paid once to the
// configured party's account through the payments batch machinery.
import {
  type AuthorityReceipt,
  PAYROLL_RUN_MESSAGES,
  REMITTANCE_SCHEDULE_COLUMNS,
  type Remittance,
  type RemittanceKind,
} from '@paydesk/contracts';
import type { Executor, Tx } from '@paydesk/db';
import { remittanceName, type ScheduleValue, statutoryRemittance } from '@paydesk/payroll';
import { Conflict, NotFound } from '../../../lib/errors.ts';
import { payoutFees } from '../../payments/index.ts';
import type { PayrollDeps } from '../payroll-deps.ts';
import { refreshRemittanceDetails } from '../review/run-blockers.ts';
import type * as runq from '../runs/runs.queries.ts';
import { mustFindRun, pageOf } from '../runs/runs.service.ts';
import { type Naira, naira, tableFile } from '../table-file.ts';
import * as rq from './remittance-receipts.queries.ts';
import * as mq from './remittances.queries.ts';

const OWED = ['approved', 'processing', 'completed'];

function rowOf(run: runq.RunRow, { remittance, state, pfaId, pfaName, n, amount }: mq.RemittanceGroup) {
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
}

/** Why a remittance cannot be paid: grouped by PFA or state, and its employees have none. */
export function unpayableReason(r: Pick<mq.RemittanceRow, 'kind' | 'state' | 'pfaId'>): string | null {
  const groupBy = statutoryRemittance(r.kind)?.groupBy ?? null;
  if (groupBy === 'pfa' && r.pfaId === null) return PAYROLL_RUN_MESSAGES.remittanceNoPfa;
  if (groupBy === 'state' && !r.state) return PAYROLL_RUN_MESSAGES.remittanceNoState;
  return null;
}

/**
 * A remittance without its PFA or state is never paid to nowhere: once the employees have one, their share moves
 * to the remittance of it (added to it while unpaid, a further one when that is already paid), and what is left
 * without one stays, unpayable, until it is fixed too.
 */
async function regroupUnpayable(tx: Executor, run: runq.RunRow, existing: mq.RemittanceRow[]) {
  const stuck = existing.filter(
    (r) => unpayableReason(r) && (r.status === 'unpaid' || r.status === 'failed'),
  );
  if (stuck.length === 0) return false;
  await refreshRemittanceDetails(tx, run.companyId, run.id);
  const groups = (await mq.remittanceGroups(tx, run.companyId, run.id)).filter((g) =>
    stuck.some((r) => r.kind === g.remittance.kind),
  );
  let changed = false;
  for (const r of stuck) {
    const ofKind = groups.filter((g) => g.remittance.kind === r.kind);
    const remaining = ofKind.find((g) => unpayableReason({ ...g, kind: r.kind }));
    if (remaining?.amount === r.amount) continue; // nobody fixed yet
    changed = true;
    for (const g of ofKind.filter((x) => !unpayableReason({ ...x, kind: r.kind }))) {
      const row = rowOf(run, g);
      const toParty = existing.filter(
        (e) => e.partyKey === row.partyKey || e.partyKey.startsWith(`${row.partyKey}:`),
      );
      const open = toParty.find((e) => e.status === 'unpaid' || e.status === 'failed');
      const sent = toParty.filter((e) => e !== open).reduce((sum, e) => sum + e.amount, 0);
      if (open) await mq.updateRemittance(tx, open, { amount: g.amount - sent, employeeCount: g.n });
      else if (g.amount > sent)
        // Already paid to that party: the moved share is a further remittance to it.
        await mq.insertRemittances(tx, [
          {
            ...row,
            partyKey: toParty.length ? `${row.partyKey}:${toParty.length}` : row.partyKey,
            amount: g.amount - sent,
          },
        ]);
    }
    if (remaining) await mq.updateRemittance(tx, r, { amount: remaining.amount, employeeCount: remaining.n });
    else await mq.deleteRemittance(tx, r);
  }
  return changed;
}

/** Stores the run's remittances the first time they are asked for (one per party; amounts from the lines). */
export async function ensureRemittances(tx: Executor, run: runq.RunRow) {
  if (!OWED.includes(run.status)) throw new Conflict(PAYROLL_RUN_MESSAGES.notApproved);
  const existing = await mq.remittancesOf(tx, run.companyId, run.id);
  if (existing.length) {
    if (await regroupUnpayable(tx, run, existing)) return mq.remittancesOf(tx, run.companyId, run.id);
    return existing;
  }
  const groups = await mq.remittanceGroups(tx, run.companyId, run.id);
  await mq.insertRemittances(
    tx,
    groups.map((g) => rowOf(run, g)),
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

export function view(
  r: mq.RemittanceRow,
  parties: Awaited<ReturnType<typeof mq.partiesOf>>,
  receipt?: AuthorityReceipt | null,
): Remittance {
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
    unpayable: r.status === 'paid' || r.status === 'pending' ? null : unpayableReason(r),
    transferId: r.transferId,
    failureReason: r.failureReason,
    paidAt: r.paidAt?.toISOString() ?? null,
    receipt: r.status === 'paid' ? (receipt ?? null) : null,
  };
}

export function receiptView(row: rq.ReceiptRow): AuthorityReceipt {
  return {
    receiptNumber: row.receiptNumber,
    file:
      row.fileName && row.mimeType
        ? { name: row.fileName, mimeType: row.mimeType, size: row.size ?? 0 }
        : null,
    recordedBy: row.recordedByName,
    recordedAt: row.recordedAt.toISOString(),
  };
}

/** The authorities' receipts of these remittances, as shown on them. */
async function receiptViews(db: Executor, companyId: string, rows: mq.RemittanceRow[]) {
  const found = await rq.receiptsOf(
    db,
    companyId,
    rows.filter((r) => r.status === 'paid').map((r) => r.id),
  );
  return new Map(found.map((r) => [r.remittanceId, receiptView(r)]));
}

export async function listRemittances(deps: Pick<PayrollDeps, 'db'>, companyId: string, id: string) {
  return deps.db.transaction(async (tx) => {
    const run = await mustFindRun(tx, companyId, id);
    const rows = await ensureRemittances(tx, run);
    const parties = await mq.partiesOf(tx, companyId);
    const receipts = await receiptViews(tx, companyId, rows);
    return rows.map((r) => view(r, parties, receipts.get(r.id)));
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
      ...view(row, await mq.partiesOf(tx, companyId), (await receiptViews(tx, companyId, [row])).get(row.id)),
      ...(await remittanceCost(tx, companyId, row.amount)),
      employees: pageOf(rows.map(employeeRow), totalDocs, page),
    };
  });
}

type EmployeeRows = Awaited<ReturnType<typeof mq.remittanceEmployees>>['rows'];

/** A remittance's schedule as the party expects it (its columns named as the party names them), from its lines. */
export function scheduleTable(row: mq.RemittanceRow, rows: EmployeeRows, format: 'csv' | 'xlsx') {
  const kind = row.kind as RemittanceKind;
  const columns = statutoryRemittance(kind)?.schedule ?? [];
  const data = rows.map((r, i) => {
    const e = employeeRow(r);
    const snap = r.employee as { stateOfResidence: string | null; pfaName: string | null };
    const basic = ((r.result as { code: string; amountKobo: number }[] | null) ?? [])
      .filter((x) => x.code === 'basic')
      .reduce((s, x) => s + x.amountKobo, 0);
    const value: Record<ScheduleValue, Naira | string | number | null> = {
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
  return scheduleTable(row, rows, format);
}
