// Issue 28, "warnings, such as variance, can be acknowledged": the review lists blockers (fixed, never acknowledged)
// and warnings; approval is refused with a 409 while a warning is not acknowledged; the reviewer acknowledges each
// (who and when, shown on the check, audited); a computation that changes the warning clears its acknowledgement.
import { PAYROLL_RUN_PATHS as P, PAYROLL_RUN_MESSAGES, varianceCheckResponse } from '@paydesk/contracts';
import { auditEvents, employees } from '@paydesk/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPaymentsApp } from './helpers/payment-fixtures.ts';
import {
  acknowledgeWarnings,
  computeRun,
  createRun,
  type PayrollBusiness,
  payrollBusiness,
  readRun,
  runInput,
  runUrl,
} from './helpers/payroll-fixtures.ts';
import type { TestApp } from './helpers/test-app.ts';
import { PIN } from './helpers/wallet-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startPaymentsApp();
}, 120_000);
afterAll(() => t?.close());

const variance = async (b: PayrollBusiness, id: string) =>
  (await t.api.get(runUrl(P.variance, { id }), { token: b.token, schema: varianceCheckResponse })).data;
const acknowledge = (b: PayrollBusiness, id: string, key: unknown) =>
  t.api.post(
    runUrl(P.acknowledgeWarning, { id }),
    { key },
    { token: b.token, schema: varianceCheckResponse },
  );

describe('acknowledged warnings', () => {
  let b: PayrollBusiness;
  let runId = '';
  let joinerKey = '';

  beforeAll(async () => {
    b = await payrollBusiness(t, { count: 2 });
    // Ada joined in March: her pay is prorated, a warning of the run.
    await t.server.database.db
      .update(employees)
      .set({ employmentDate: '2026-03-10' })
      .where(eq(employees.id, b.employees[0]!._id));
    runId = (await createRun(t, b.token, runInput(b)))._id;
    expect((await computeRun(t, b.token, runId)).state).toBe('completed');
  }, 120_000);

  it('lists the warning unacknowledged, and the reviewer acknowledges it: who and when, audited', async () => {
    const check = await variance(b, runId);
    const joiner = check.issues.find((i) => i.code === 'new-joiner')!;
    expect(joiner).toMatchObject({
      severity: 'warning',
      employeeId: b.employees[0]!._id,
      key: `new-joiner:${b.employees[0]!._id}`,
      acknowledgement: null,
    });
    expect(check.counts.unacknowledged).toBe(check.counts.warning);
    joinerKey = joiner.key;

    const done = await acknowledge(b, runId, joinerKey);
    expect(done.status).toBe(200);
    const acked = done.data.issues.find((i) => i.key === joinerKey)!;
    expect(acked.acknowledgement).toMatchObject({ acknowledgedBy: expect.any(String) });
    expect(Date.now() - Date.parse(acked.acknowledgement!.acknowledgedAt)).toBeLessThan(60_000);
    expect(done.data.counts.unacknowledged).toBe(check.counts.unacknowledged - 1);
    expect((await variance(b, runId)).issues.find((i) => i.key === joinerKey)!.acknowledgement).toEqual(
      acked.acknowledgement,
    );
    const events = await t.server.database.db
      .select()
      .from(auditEvents)
      .where(
        and(eq(auditEvents.companyId, b.companyId), eq(auditEvents.action, 'payroll.warning.acknowledge')),
      );
    expect(events.map((e) => e.metadata)).toEqual([
      expect.objectContaining({ key: joinerKey, code: 'new-joiner', employeeId: b.employees[0]!._id }),
    ]);
  });

  it('refuses a key that names no warning, or none at all, changing nothing; another business gets a 404', async () => {
    const before = await variance(b, runId);
    const blocker = await acknowledge(b, runId, `no-bank-account:${b.employees[1]!._id}`);
    expect(blocker.status).toBe(409);
    expect(blocker.error.message).toBe(PAYROLL_RUN_MESSAGES.warningNotFound);
    expect((await acknowledge(b, runId, '')).status).toBe(400);
    const other = await payrollBusiness(t, { count: 1 });
    const foreign = await t.api.post(
      runUrl(P.acknowledgeWarning, { id: runId }),
      { key: joinerKey },
      { token: other.token },
    );
    expect(foreign.status).toBe(404);
    expect(await variance(b, runId)).toEqual(before);
  });

  it('a computation that changes the warning clears its acknowledgement', async () => {
    const line = (await variance(b, runId)).issues.find((i) => i.key === joinerKey)!;
    const lines = await t.api.get(`${runUrl(P.lines, { id: runId })}?limit=10`, { token: b.token });
    const adaLine = (lines.body as { data: { docs: { _id: string; employeeId: string }[] } }).data.docs.find(
      (l) => l.employeeId === b.employees[0]!._id,
    )!;
    const edited = await t.api.patch(
      runUrl(P.line, { id: runId, lineId: adaLine._id }),
      {
        add: [{ kind: 'bonus', name: 'Sign-on bonus', amountKobo: 5_000_000, taxable: true }],
        reason: 'Joined',
      },
      { token: b.token },
    );
    expect(edited.status).toBe(200);
    const after = (await variance(b, runId)).issues.find((i) => i.key === joinerKey)!;
    expect(after.netPayKobo).not.toBe(line.netPayKobo);
    expect(after.acknowledgement).toBeNull();
  });

  it('refuses approval with a 409 naming the unacknowledged warnings, before the PIN; approves once each is acknowledged', async () => {
    expect((await t.api.post(runUrl(P.submit, { id: runId }), {}, { token: b.token })).status).toBe(200);
    // A wrong PIN is not even looked at: the warning answers first.
    const refused = await t.api.post(runUrl(P.approve, { id: runId }), { pin: '1357' }, { token: b.token });
    expect(refused.status).toBe(409);
    expect(refused.error.message).toContain(PAYROLL_RUN_MESSAGES.unacknowledgedWarnings);
    expect(refused.error.message).toContain('Staff0');
    expect((await readRun(t, b.token, runId)).status).toBe('in-review');

    expect(await acknowledgeWarnings(t, b.token, runId)).toBeGreaterThan(0);
    expect((await variance(b, runId)).counts.unacknowledged).toBe(0);
    const approved = await t.api.post(runUrl(P.approve, { id: runId }), { pin: PIN }, { token: b.token });
    expect(approved.status).toBe(200);
  });
});
