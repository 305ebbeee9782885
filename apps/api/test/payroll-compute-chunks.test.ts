// A computation runs chunk by chunk, each chunk's employees read while the chunk before it writes its lines
// (compute-job.ts): the lines do not depend on where the chunks fall, and two jobs of one computation at once (the
// run row taken in turns, each finding the other's chunks done) still write every employee's line once.
import { createDb, type DbHandle, payrollRunLines, payrollRuns } from '@paydesk/db';
import { createTestDatabase, type TestDatabase } from '@paydesk/db/testing/test-database';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCompute } from '../src/modules/payroll/compute/compute-job.ts';
import { noRecoveries } from '../src/modules/payroll/index.ts';
import { insertPayrollCompany } from './helpers/payroll-bulk.ts';

const EMPLOYEES = 23;

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
});
