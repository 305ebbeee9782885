// A first computation writes its lines by COPY on the transaction's connection (line-writes.queries.ts): what it
// stores reads back as written, a failure in PostgreSQL or in the computation rolls the whole chunk back, and the
// connection serves the next transaction (a pool of one: a COPY left open would hang it).
import { createDb, type DbHandle, payrollRunLines, payrollRuns } from '@paydesk/db';
import { createTestDatabase, type TestDatabase } from '@paydesk/db/testing/test-database';
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lineMoney } from '../src/modules/payroll/compute/compute.ts';
import { type LineInsert, lineCopy } from '../src/modules/payroll/compute/line-writes.queries.ts';
import { insertPayrollCompany } from './helpers/payroll-bulk.ts';

let database: TestDatabase;
let handle: DbHandle;
let companyId: string;
let runId: string;

const line = (n: number, extra: Partial<LineInsert> = {}): LineInsert => ({
  companyId,
  runId,
  lineNo: n,
  employeeId: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  generation: 1,
  payGroupId: null,
  payGroupName: 'Tab\there',
  employee: { firstName: 'Ada', lastName: `O\\bi "${n}"`, note: 'line\nbreak' },
  inputHash: `hash-${n}`,
  inputDigest: { gross: '1000' },
  result: { earnings: [{ name: 'Basic', amountKobo: 100_000 + n }] },
  ...lineMoney(null),
  grossPay: 100_000 + n,
  netPay: 90_000 + n,
  issues: [],
  bankCode: '058',
  bankName: null,
  accountNumber: '0123456789',
  accountName: null,
  ...extra,
});

const storedLines = () =>
  handle.db
    .select()
    .from(payrollRunLines)
    .where(and(eq(payrollRunLines.companyId, companyId), eq(payrollRunLines.runId, runId)))
    .orderBy(asc(payrollRunLines.lineNo));

beforeAll(async () => {
  database = await createTestDatabase();
  handle = createDb(database.url, { max: 1 });
  const company = await insertPayrollCompany(handle.db, { employees: 1, balance: 1_000 });
  companyId = company.companyId;
  const [run] = await handle.db
    .insert(payrollRuns)
    .values({
      companyId,
      name: 'March',
      periodStart: '2026-03-01',
      periodEnd: '2026-03-31',
      payDate: '2026-03-31',
    })
    .returning();
  runId = run!.id;
}, 60_000);

afterAll(async () => {
  await handle?.close();
  await database?.drop();
});

describe('payroll lines written by COPY', () => {
  it('stores every line as given, tabs, backslashes, quotes and line breaks included', async () => {
    await handle.db.transaction(async (tx) => {
      const copy = lineCopy(tx);
      for (let n = 1; n <= 3_000; n++) await copy.add(line(n));
      await copy.end();
    });
    const rows = await storedLines();
    expect(rows).toHaveLength(3_000);
    expect(rows[41]).toMatchObject({
      lineNo: 42,
      payGroupName: 'Tab\there',
      employee: { firstName: 'Ada', lastName: 'O\\bi "42"', note: 'line\nbreak' },
      result: { earnings: [{ name: 'Basic', amountKobo: 100_042 }] },
      grossPay: 100_042,
      netPay: 90_042,
      bankName: null,
      paymentState: 'unpaid',
      adjustments: [],
    });
  });

  it('rolls the chunk back when PostgreSQL refuses a line, and the connection serves what follows', async () => {
    const failing = handle.db.transaction(async (tx) => {
      const copy = lineCopy(tx);
      await copy.add(line(5_001));
      await copy.add(line(5_002, { netPay: -1 })); // the table's check: net pay is never negative
      await copy.end();
    });
    await expect(failing).rejects.toThrow(/payroll_run_lines_net/);
    const [count] = await handle.db
      .execute<{ n: number }>(sql`select count(*)::int as n from payroll_run_lines where line_no > 5000`)
      .then((r) => r.rows);
    expect(count!.n).toBe(0);
  });

  it('gives up cleanly when the computation fails halfway (nothing kept, connection free)', async () => {
    const failing = handle.db.transaction(async (tx) => {
      const copy = lineCopy(tx);
      try {
        for (let n = 6_001; n <= 6_500; n++) {
          if (n === 6_400) throw new Error('the engine failed');
          await copy.add(line(n));
        }
        await copy.end();
      } catch (error) {
        await copy.abort(error as Error);
        throw error;
      }
    });
    await expect(failing).rejects.toThrow('the engine failed');
    expect(await storedLines()).toHaveLength(3_000);
  });
});
