// Earned to date spreads the period's NET pay (issue 13): from the payroll engine when the employee's pay group has a
// pay structure — the same figure the structure's gross-to-net preview gives for their gross — and their gross pay
// when they have none.
import {
  earnedSummaryResponse,
  PAYROLL_SETUP_PATHS,
  payStructurePreviewResponse,
  STAFF_ON_DEMAND_PATHS,
} from '@paydesk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onDemandEmployee, setRules } from './helpers/on-demand-fixtures.ts';
import { startPaymentsApp } from './helpers/payment-fixtures.ts';
import { addPayGroup, addStructure, structureInput } from './helpers/payroll-setup-fixtures.ts';
import { api } from './helpers/team-fixtures.ts';
import type { TestApp } from './helpers/test-app.ts';
import { type WalletOwner, walletOwner } from './helpers/wallet-fixtures.ts';

let t: TestApp;
let a: WalletOwner;

const summary = async (staffToken: string) =>
  (await t.api.get(api(STAFF_ON_DEMAND_PATHS.summary), { token: staffToken, schema: earnedSummaryResponse }))
    .data;

beforeAll(async () => {
  t = await startPaymentsApp();
  a = await walletOwner(t, { balance: 1_000_000_00, name: 'Enugu Foods' });
  await setRules(t, a.token);
}, 120_000);
afterAll(() => t?.close());

describe('earned to date from net pay', () => {
  it('with a pay structure: the engine’s net pay of the period; without one: the gross pay', async () => {
    const gross = 400_000_00;
    const withStructure = await onDemandEmployee(t, a.token, { grossPay: gross });
    const without = await onDemandEmployee(t, a.token, { grossPay: gross });
    const { components, deductions } = structureInput();
    const structure = await addStructure(t, a.token, { effectiveFrom: '2026-01-01' });
    const group = await addPayGroup(t, a.token, { pay_structure_id: structure._id });
    const assigned = await t.api.patch(
      api(PAYROLL_SETUP_PATHS.payGroupAssignEmployees.replace(':id', group._id)),
      { employee_ids: [withStructure._id] },
      { token: a.token },
    );
    expect(assigned.status).toBe(200);

    const net = await summary(withStructure.staffToken);
    const plain = await summary(without.staffToken);
    // RULES' payday is the month's last day: the period is the calendar month the preview computes.
    const preview = await t.api.post(
      api(PAYROLL_SETUP_PATHS.payStructurePreview),
      {
        monthlyGrossKobo: gross,
        periodEnd: net.periodEnd,
        nhf: false,
        structure: { components, deductions },
      },
      { token: a.token, schema: payStructurePreviewResponse },
    );
    expect(preview.data.netPayKobo).toBeLessThan(gross);
    expect(net.periodNetPay).toBe(preview.data.netPayKobo);
    expect(plain.periodNetPay).toBe(gross);
    // The rule is said with the figure, for the screen to state it.
    expect(net.payBasis).toBe('net');
    expect(plain.payBasis).toBe('gross');

    // Both spread over the same working days, each from its own pay.
    expect(net.workedDays).toBe(plain.workedDays);
    expect(net.earned).toBe(Math.floor((net.periodNetPay * net.workedDays) / net.workingDays));
    expect(plain.earned).toBe(Math.floor((gross * plain.workedDays) / plain.workingDays));
    if (plain.workedDays > 0) expect(net.accessible).toBeLessThan(plain.accessible);
  });
});
