// Computing a run: every employee in scope, in id order, a chunk per transaction that writes the lines and advances
// the progress and the cursor; a restarted or retried job resumes after the cursor, and a job of an older
// computation stops (the generation moved on). A re-run compares each line's input hash with the line it replaces
// and records who was added, removed or changed and why.
import type { PayrollAdjustment } from '@paydesk/contracts';
import type { Executor, Tx } from '@paydesk/db';
import { emptyYtd } from '@paydesk/payroll';
import { pensionProviderNames } from '../../banks/index.ts';
import { COMPUTE_CHUNK, type PayrollDeps } from '../payroll-deps.ts';
import * as rq from '../runs/runs.queries.ts';
import { type EmployeeContext, lineMoney, payslipOf } from './compute.ts';
import { type Inputs, issuesOf, loadGroupInputs } from './compute-inputs.ts';
import * as iq from './inputs.queries.ts';
import * as lw from './line-writes.queries.ts';
import * as lq from './lines.queries.ts';
import { onDemandDeductions } from './on-demand-recovery.ts';
import * as sq from './scope-range.queries.ts';

export interface ComputeJobData {
  companyId: string;
  runId: string;
  generation: number;
}

/** The first index whose id is after `cursor` in the sorted ids. */
function sortedIndexAfter(ids: string[], cursor: string) {
  let lo = 0;
  let hi = ids.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (ids[mid]! <= cursor) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

const scopeOf = (run: rq.RunRow) => ({
  everyone: run.everyone,
  payGroupIds: run.payGroupIds,
  periodStart: run.periodStart,
  periodEnd: run.periodEnd,
});

/** Computes and writes these employees' lines (new ones numbered from the run's next line number). */
export async function writeLines(tx: Tx, run: rq.RunRow, chunk: iq.ScopedEmployee[], inputs: Inputs) {
  const period = { start: run.periodStart, end: run.periodEnd };
  await loadGroupInputs(tx, run.companyId, inputs, chunk);
  const ids = chunk.map((e) => e.id);
  const year = Number(run.periodEnd.slice(0, 4));
  const ytd = new Map((await iq.yearToDate(tx, run.companyId, ids, year, run)).map((y) => [y.employeeId, y]));
  const existing = new Map(
    (await lq.linesOfEmployees(tx, run.companyId, run.id, ids)).map((x) => [x.employeeId, x]),
  );
  let nextLineNo = run.nextLineNo;
  // Lines go to the database while the rest are computed: by COPY when none of these employees has a line yet (a
  // first computation; 0.60 of the upsert's time for 5,000 lines, bench/README.md), else upserted by slices.
  const writer = existing.size === 0 ? lw.lineCopy(tx) : lw.lineUpserts(tx);
  const changes: Parameters<typeof lq.insertChanges>[1] = [];
  try {
    for (const e of chunk) await writer.add(lineOf(e));
    await writer.end();
  } catch (error) {
    await writer.abort(error as Error);
    throw error;
  }
  await lq.insertChanges(tx, changes);
  return nextLineNo;

  function lineOf(e: iq.ScopedEmployee): lw.LineInsert {
    const before = existing.get(e.id);
    const structure = e.payStructureId ? inputs.structures.get(e.payStructureId) : undefined;
    const y = ytd.get(e.id);
    const context: EmployeeContext = {
      period,
      employee: e,
      versions: structure?.versions ?? [],
      structureName: structure?.name ?? null,
      benefits: (e.payGroupId && inputs.benefits.get(e.payGroupId)) || [],
      allowances: (e.payGroupId && inputs.allowances.get(e.payGroupId)) || [],
      adjustments: (before?.adjustments as PayrollAdjustment[] | undefined) ?? [],
      onDemandKobo: inputs.recoveries.get(e.id) ?? 0,
      ytd: y ? { ...emptyYtd(year), ...y, taxYear: year } : undefined,
    };
    let slip: ReturnType<typeof payslipOf>;
    try {
      slip = payslipOf(context);
    } catch {
      // Configuration the engine refuses (e.g. pension below the legal minimum) pays nothing until fixed.
      slip = payslipOf({ ...context, versions: [] });
    }
    const name = `${e.firstName} ${e.lastName}`;
    const money = lineMoney(slip.result);
    const common = { companyId: run.companyId, runId: run.id, employeeId: e.id, employeeName: name };
    if (run.generation > 1 && !before)
      changes.push({
        ...common,
        change: 'added',
        reasons: ['Now in this payroll'],
        previousNetPay: null,
        netPay: money.netPay,
      });
    else if (run.generation > 1 && before && before.inputHash !== slip.hash)
      changes.push({
        ...common,
        change: 'changed',
        reasons: changeReasonsOf(before.inputDigest, slip.digest),
        previousNetPay: before.netPay,
        netPay: money.netPay,
      });
    return {
      companyId: run.companyId,
      runId: run.id,
      lineNo: before?.lineNo ?? nextLineNo++,
      employeeId: e.id,
      generation: run.generation,
      payGroupId: e.payGroupId,
      payGroupName: e.payGroupName,
      employee: {
        firstName: e.firstName,
        lastName: e.lastName,
        email: e.email,
        staffId: e.staffId,
        department: e.department,
        stateOfResidence: e.stateOfResidence,
        pfaId: e.pfaId,
        pfaName: e.pfaId ? (inputs.pfas.get(e.pfaId) ?? null) : null,
        rsaPin: e.rsaPin,
        taxId: e.taxId,
        annualRent: e.annualRent,
      },
      inputHash: slip.hash,
      inputDigest: slip.digest,
      result: slip.result ?? {},
      ...money,
      issues: issuesOf(e, context, slip.result !== null, period),
      bankCode: e.bankCode,
      bankName: e.bankName,
      accountNumber: e.accountNumber,
      accountName: e.accountName || null,
    };
  }
}

/**
 * The next chunk's employees, read on another connection while this chunk's lines are written (the same rows the
 * next transaction would read, read a moment earlier: ~0.1 s of each 5,000-line chunk's ~0.7 s). The next chunk
 * takes them only if it starts after the same scope id (one job's scope and chunk size fix where it ends, and its
 * generation is checked first); otherwise another job moved the cursor and it reads its own.
 */
interface Prefetch {
  after: string;
  employees: Promise<iq.ScopedEmployee[] | null>;
}

/**
 * Computes one chunk; answers false when there was nothing left (or the computation moved on). `ahead` carries the
 * next chunk's employees from one chunk to the next, as they are being read.
 */
async function computeChunk(
  db: Executor,
  tx: Tx,
  data: ComputeJobData,
  inputs: Inputs,
  scope: string[],
  size: number,
  ahead: { next?: Prefetch },
): Promise<boolean> {
  const prefetched = ahead.next;
  const run = await rq.findRun(tx, data.companyId, data.runId, true);
  if (!run || run.generation !== data.generation || run.computeState !== 'computing') return false;
  // The scope's ids in id order (PostgreSQL orders uuids as their lower-case text): the next chunk after the cursor.
  const cursor = run.computeCursor;
  const from = cursor ? sortedIndexAfter(scope, cursor) : 0;
  const ids = scope.slice(from, from + size);
  const through = ids[ids.length - 1];
  const early = prefetched && prefetched.after === cursor ? await prefetched.employees : null;
  // Read by id range and kept to the scope the job started with (an employee added since waits for a re-run).
  const wanted = new Set(ids);
  if (!through) {
    await finishCompute(tx, run);
    return false;
  }
  const chunk = (
    early ?? (await sq.scopedEmployeesInRange(tx, run.companyId, scopeOf(run), cursor, through))
  ).filter((e) => wanted.has(e.id));
  const nextThrough = scope[Math.min(from + 2 * size, scope.length) - 1]!;
  ahead.next =
    nextThrough > through
      ? {
          after: through,
          // A failed read only means the next chunk reads its own.
          employees: sq
            .scopedEmployeesInRange(db, run.companyId, scopeOf(run), through, nextThrough)
            .catch(() => null),
        }
      : undefined;
  // The chunk covers the scope through its last id, whoever of it is still in scope (none, when all of it left:
  // the computation goes on after them).
  const nextLineNo = chunk.length > 0 ? await writeLines(tx, run, chunk, inputs) : run.nextLineNo;
  await rq.updateRun(tx, run, {
    computeProcessed: Math.min(run.computeTotal, run.computeProcessed + chunk.length),
    computeCursor: through,
    nextLineNo,
  });
  return true;
}

/** Recomputes one employee's line of a computed run (after an edit), and the run's totals. */
export async function recomputeEmployee(
  tx: Tx,
  deps: Pick<PayrollDeps, 'recoveries'>,
  run: rq.RunRow,
  employeeId: string,
) {
  const chunk = await iq.employeesInScope(tx, run.companyId, scopeOf(run), null, 1, [employeeId]);
  if (chunk.length === 0) return false;
  const recoveries = await onDemandDeductions(tx, deps.recoveries, run);
  const inputs = { ...emptyInputs(await pensionProviderNames(tx)), recoveries };
  await writeLines(tx, run, chunk, inputs);
  await rq.updateRun(tx, run, { totals: await lq.lineTotals(tx, run.companyId, run.id) });
  return true;
}

const emptyInputs = (pfas: Map<number, string>): Inputs => ({
  structures: new Map(),
  benefits: new Map(),
  allowances: new Map(),
  recoveries: new Map(),
  pfas,
});

function changeReasonsOf(before: unknown, after: Record<string, string>): string[] {
  const previous = (before ?? {}) as Record<string, string>;
  const keys = new Set([...Object.keys(previous), ...Object.keys(after)]);
  const reasons = [...keys].filter((k) => previous[k] !== after[k]).map((k) => `${k} changed`);
  return reasons.length ? reasons : ['Recomputed with different figures'];
}

async function finishCompute(tx: Tx, run: rq.RunRow) {
  // The first computation (generation 1) has no older lines to remove: no scan of the run's lines for them.
  const removed =
    run.generation > 1 ? await lq.removeStaleLines(tx, run.companyId, run.id, run.generation) : [];
  if (run.generation > 1)
    await lq.insertChanges(
      tx,
      removed.map((r) => {
        const e = r.employee as { firstName: string; lastName: string };
        return {
          companyId: run.companyId,
          runId: run.id,
          employeeId: r.employeeId,
          employeeName: `${e.firstName} ${e.lastName}`,
          change: 'removed',
          reasons: ['No longer in this payroll'],
          previousNetPay: r.netPay,
          netPay: null,
        };
      }),
    );
  const counts = await lq.changeCounts(tx, run.companyId, run.id);
  const totals = await lq.lineTotals(tx, run.companyId, run.id);
  const of = (c: string) => counts.find((x) => x.change === c)?.n ?? 0;
  const changed = { changed: of('changed'), added: of('added'), removed: of('removed') };
  await rq.updateRun(tx, run, {
    computeState: 'completed',
    computedAt: new Date(),
    computeProcessed: run.computeTotal,
    totals,
    changes:
      run.generation > 1
        ? { ...changed, unchanged: Math.max(0, totals.employeeCount - changed.changed - changed.added) }
        : null,
  });
}

/** The job: chunk after chunk until the scope is done. Safe to run twice at once (the run row is locked per chunk). */
export async function runCompute(
  deps: Pick<PayrollDeps, 'db' | 'recoveries'>,
  data: ComputeJobData,
  options: { chunk?: number } = {},
) {
  const run = await rq.findRun(deps.db, data.companyId, data.runId);
  if (!run || run.generation !== data.generation) return;
  if (run.computeState === 'queued')
    await rq.advanceCompute(deps.db, run, data.generation, { computeState: 'computing' });
  else if (run.computeState !== 'computing') return;
  const inputs: Inputs = {
    ...emptyInputs(await pensionProviderNames(deps.db)),
    recoveries: await onDemandDeductions(deps.db, deps.recoveries, run),
  };
  const scope = (await iq.idsInScope(deps.db, run.companyId, scopeOf(run))).sort();
  const size = options.chunk ?? COMPUTE_CHUNK;
  const ahead: { next?: Prefetch } = {};
  try {
    while (await deps.db.transaction((tx) => computeChunk(deps.db, tx, data, inputs, scope, size, ahead))) {
      // next chunk
    }
  } finally {
    await ahead.next?.employees; // no read left running on the pool once the job answers
  }
}

/** When the job gave up: the computation is marked failed with the reason (running it again starts over). */
export async function failCompute(deps: Pick<PayrollDeps, 'db'>, data: ComputeJobData, error: unknown) {
  const run = await rq.findRun(deps.db, data.companyId, data.runId);
  if (!run) return;
  await rq.advanceCompute(deps.db, run, data.generation, {
    computeState: 'failed',
    computeFailure:
      error instanceof Error ? error.message.slice(0, 500) : 'The payroll could not be computed',
  });
}
