// The demo business's payroll configuration for `npm start`: a month-end schedule, two pay structures (one with a
// custom deduction) and a pay group holding the demo employees. Runs once per business (skipped when it has a
// schedule).
import { randomUUID } from 'node:crypto';
import type { PayStructure } from '@paydesk/contracts';
import type { Database } from '@paydesk/db';
import { lagosDay } from '../../../lib/lagos-time.ts';
import { transact } from '../../../lib/transaction.ts';
import { activeEmployeeIds } from '../../people/index.ts';
import * as geq from '../group-employees.queries.ts';
import * as gq from '../groups.queries.ts';
import * as q from '../setup.queries.ts';
import * as sq from '../structures.queries.ts';

type Body = Pick<PayStructure, 'components' | 'deductions'>;

const STANDARD: Body = {
  components: {
    basic: { kind: 'percent', basisPoints: 5_000 },
    housing: { kind: 'percent', basisPoints: 3_000 },
    transport: { kind: 'percent', basisPoints: 2_000 },
    others: [],
  },
  deductions: {
    pension: { base: 'BASIC_HOUSING_AND_TRANSPORT', employeeRate: 800, employerRate: 1_000 },
    nhf: true,
    nhis: null,
    custom_deductions: [
      { id: randomUUID(), name: 'Staff cooperative', rule: { kind: 'fixed', kobo: 500_000 } },
    ],
  },
};

const MANAGEMENT: Body = {
  components: {
    basic: { kind: 'percent', basisPoints: 4_000 },
    housing: { kind: 'percent', basisPoints: 3_500 },
    transport: { kind: 'percent', basisPoints: 1_500 },
    others: [{ id: randomUUID(), name: 'Utility', rule: { kind: 'percent', basisPoints: 1_000 } }],
  },
  deductions: {
    pension: { base: 'BASIC_HOUSING_AND_TRANSPORT', employeeRate: 1_000, employerRate: 1_500 },
    nhf: true,
    nhis: { employeeRate: 500, employerRate: 1_000 },
    custom_deductions: [],
  },
};

export async function seedDemoPayrollSetup(db: Database, companyId: string): Promise<void> {
  if (await q.hasSchedules(db, companyId)) return;
  const today = lagosDay();
  await transact(db, async (tx) => {
    const schedule = await q.insertSchedule(tx, {
      companyId,
      name: 'Month end',
      frequency: 'monthly',
      payDayRule: 'last_working_day',
      firstPeriodStart: `${today.slice(0, 7)}-01`,
    });
    const structureIds: string[] = [];
    for (const [name, body] of [
      ['Standard staff', STANDARD],
      ['Management', MANAGEMENT],
    ] as const) {
      const id = await sq.insertStructure(tx, { companyId, name, ...body, effectiveFrom: today });
      await sq.putVersion(tx, { companyId, payStructureId: id, effectiveFrom: today, ...body });
      structureIds.push(id);
    }
    const group = await gq.insertGroup(tx, {
      companyId,
      name: 'All staff',
      description: 'Everyone paid at month end on the standard structure',
      payScheduleId: schedule.id,
      payStructureId: structureIds[0]!,
    });
    await geq.addEmployees(tx, companyId, group, await activeEmployeeIds(tx, companyId));
  });
}
