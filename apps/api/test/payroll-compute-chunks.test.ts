// A computation runs chunk by chunk, each chunk's employees read while the chunk before it writes its lines
// (compute-job.ts): the lines do not depend on where the chunks fall, and two jobs of one computation at once (the
// run row taken in turns, each finding the other's chunks done) still write every employee's line once; a chunk whose
// employees all left the scope is passed over, not taken for the end of the scope.
import { createDb, type DbHandle, payrollRunLines, payrollRuns } from '@paydesk/db';
import { createTestDatabase, type TestDatabase } from '@paydesk/db/testing/test-database';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { runCompute } from '../src/modules/payroll/compute/compute-job.ts';
import { noRecoveries } from '../src/modules/payroll/index.ts';
import { insertPayrollCompany } from './helpers/payroll-bulk.ts';

const EMPLOYEES = 23;

// Ids in the scope the job reads at its start whose employees are gone when their chunk is read (left the pay group,
// or their employment ended, meanwhile): a whole chunk of them, sorting before every real id.
const gone = vi.hoisted(() => ({
  ids: [] as string[],
}));
vi.mock('../src/modules/payroll/compute/inputs.queries.ts', async (original) => {
  const queries = await original<typeof import('../src/modules/payroll/compute/inputs.queries.ts')>();
  return {
    ...queries,
    idsInScope: async (...args: Parameters<typeof queries.idsInScope>) => [
      ...gone.ids,
      ...(await queries.idsInScope(...args)),
    ],
  };
});

let database: TestDatabase;
let handle: DbHandle;
let company: Awaited<ReturnType<typeof insertPayrollCompany>>;

beforeAll(async () => {
  database = await createTestDatabase();
  handle = createDb(database.url, { max: 10 });
  company = await insertPayrollCompany(handle.db, { employees: EMPLOYEES, balance: 1_000 });
}, 60_000);

afterAll(async () => {
  await handle?.close();
  await database?.drop();
});

async function queuedRun(name: string) {
  const [run] = await handle.db
    .insert(payrollRuns)
    .values({
      companyId: company.companyId,
      name,
      periodStart: '2026-03-01',
      periodEnd: '2026-03-31',
      payDate: '2026-03-31',
      payGroupIds: [company.payGroupId],
      computeState: 'queued',
      generation: 1,
      computeTotal: EMPLOYEES,
    })
    .returning();
  return run!.id;
}

const compute = (runId: string, chunk: number) =>
  runCompute(
    { db: handle.db, recoveries: noRecoveries },
    { companyId: company.companyId, runId, generation: 1 },
    { chunk },
  );

async function linesOf(runId: string) {
  const rows = await handle.db
    .select()
    .from(payrollRunLines)
    .where(and(eq(payrollRunLines.companyId, company.companyId), eq(payrollRunLines.runId, runId)))
    .orderBy(asc(payrollRunLines.lineNo));
  return rows.map((l) => ({
    lineNo: l.lineNo,
    employeeId: l.employeeId,
    employee: l.employee,
    inputHash: l.inputHash,
    result: l.result,
    netPay: l.netPay,
    accountNumber: l.accountNumber,
  }));
}

async function stateOf(runId: string) {
  const [run] = await handle.db
    .select({ state: payrollRuns.computeState, processed: payrollRuns.computeProcessed })
    .from(payrollRuns)
    .where(and(eq(payrollRuns.companyId, company.companyId), eq(payrollRuns.id, runId)));
  return run;
}

describe('a computation chunk by chunk', () => {
  it('writes the same lines in chunks of 5 (each read ahead) as in one chunk', async () => {
    const whole = await queuedRun('Whole');
    const chunked = await queuedRun('Chunked');
    await compute(whole, 1_000);
    await compute(chunked, 5);
    const expected = await linesOf(whole);
    expect(expected).toHaveLength(EMPLOYEES);
    expect(new Set(expected.map((l) => l.employeeId)).size).toBe(EMPLOYEES);
    expect(expected.every((l) => l.netPay > 0)).toBe(true);
    expect(await linesOf(chunked)).toEqual(expected);
    expect(await stateOf(chunked)).toEqual({ state: 'completed', processed: EMPLOYEES });
  });

  it('writes each line once when two jobs of one computation run at once', async () => {
    const runId = await queuedRun('Twice');
    await Promise.all([compute(runId, 4), compute(runId, 4), compute(runId, 3)]);
    const lines = await linesOf(runId);
    expect(lines.map((l) => l.lineNo)).toEqual(Array.from({ length: EMPLOYEES }, (_, i) => i + 1));
    expect(new Set(lines.map((l) => l.employeeId)).size).toBe(EMPLOYEES);
    expect(await stateOf(runId)).toEqual({ state: 'completed', processed: EMPLOYEES });
  });

  it('goes on past a chunk whose employees all left the scope since the job started', async () => {
    const runId = await queuedRun('Gap');
    gone.ids = Array.from({ length: 5 }, (_, i) => `00000000-0000-4000-8000-00000000000${i}`);
    try {
      await compute(runId, 5);
    } finally {
      gone.ids = [];
    }
    const lines = await linesOf(runId);
    expect(lines.map((l) => l.lineNo)).toEqual(Array.from({ length: EMPLOYEES }, (_, i) => i + 1));
    expect(new Set(lines.map((l) => l.employeeId)).size).toBe(EMPLOYEES);
    expect(await stateOf(runId)).toEqual({ state: 'completed', processed: EMPLOYEES });
  });
});
