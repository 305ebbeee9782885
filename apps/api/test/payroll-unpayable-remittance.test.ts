// Issue 28: "Pension (no PFA chosen)" can never be paid. A run approved while employees had no PFA (as the demo's
// were, before approval was blocked on it) shows that remittance as unpayable with the reason and the fix; paying it
// is refused before the PIN; once each employee's PFA is chosen their pension moves to that PFA's remittance, so
// nothing is ever sent to nowhere and not a kobo is lost.
import {
  PAYROLL_RUN_PATHS as P,
  PAYROLL_RUN_MESSAGES,
  PEOPLE_PATHS,
  remittanceListResponse,
} from '@paydesk/contracts';
import { payrollRuns } from '@paydesk/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPaymentsApp } from './helpers/payment-fixtures.ts';
import { computeRun, createRun, payrollBusiness, runInput, runUrl } from './helpers/payroll-fixtures.ts';
import type { TestApp } from './helpers/test-app.ts';
import { api, newKey } from './helpers/wallet-fixtures.ts';

let t: TestApp;

beforeAll(async () => {
  t = await startPaymentsApp();
}, 120_000);
afterAll(async () => t?.close());

describe('a pension remittance without a PFA', () => {
  it('is unpayable with its fix, refused when paid, and moves to the PFA once one is chosen', async () => {
    const b = await payrollBusiness(t, { count: 3 });
    const ada = b.employees[0]!;
    const bola = b.employees[1]!;
    for (const e of [ada, bola]) {
      const res = await t.api.patch(
        api(PEOPLE_PATHS.employee.replace(':id', e._id)),
        { pfaId: null },
        {
          token: b.token,
        },
      );
      expect(res.status).toBe(200);
    }
    const run = await createRun(t, b.token, runInput(b));
    await computeRun(t, b.token, run._id);
    // Approved before approval was blocked on a missing PFA.
    await t.server.database.db
      .update(payrollRuns)
      .set({ status: 'approved' })
      .where(eq(payrollRuns.id, run._id));
    const list = async () =>
      (
        await t.api.get(runUrl(P.remittances, { id: run._id }), {
          token: b.token,
          schema: remittanceListResponse,
        })
      ).data;
    const pensionTotal = (rows: Awaited<ReturnType<typeof list>>) =>
      rows.filter((r) => r.kind === 'pension').reduce((s, r) => s + r.amountKobo, 0);

    const before = await list();
    const nowhere = before.find((r) => r.kind === 'pension' && r.pfaId === null)!;
    expect(nowhere).toMatchObject({
      name: 'Pension (no PFA chosen)',
      employeeCount: 2,
      unpayable: PAYROLL_RUN_MESSAGES.remittanceNoPfa,
    });
    expect(before.find((r) => r.kind === 'pension' && r.pfaId === 1)).toMatchObject({
      employeeCount: 1,
      unpayable: null,
    });
    const total = pensionTotal(before);

    const paid = await t.api.post(
      runUrl(P.payRemittance, { id: run._id, remittanceId: nowhere._id }),
      { sourceWalletId: b.mainWalletId, pin: '1357' },
      { token: b.token, headers: { 'idempotency-key': newKey() } },
    );
    expect(paid.status).toBe(409);
    expect(paid.error.message).toBe(PAYROLL_RUN_MESSAGES.remittanceNoPfa);

    // One employee's PFA chosen: their share joins PFA 2's remittance; the other stays without one.
    await t.api.patch(api(PEOPLE_PATHS.employee.replace(':id', ada._id)), { pfaId: 2 }, { token: b.token });
    const partly = await list();
    expect(partly.find((r) => r.kind === 'pension' && r.pfaId === null)).toMatchObject({ employeeCount: 1 });
    expect(partly.find((r) => r.kind === 'pension' && r.pfaId === 2)).toMatchObject({
      employeeCount: 1,
      unpayable: null,
    });
    expect(pensionTotal(partly)).toBe(total);

    // The other joins PFA 1's (unpaid) remittance: no pension left without a PFA.
    await t.api.patch(api(PEOPLE_PATHS.employee.replace(':id', bola._id)), { pfaId: 1 }, { token: b.token });
    const after = await list();
    expect(after.some((r) => r.kind === 'pension' && r.pfaId === null)).toBe(false);
    expect(after.find((r) => r.kind === 'pension' && r.pfaId === 1)).toMatchObject({ employeeCount: 2 });
    expect(pensionTotal(after)).toBe(total);
  });
});
