// The payroll-setup module's face: payroll configuration (spec §2.3, §3, §7) — pay schedules with their next pay
// dates, effective-dated pay structures and their gross-to-net preview, benefits in kind, allowances and bonuses, pay
// groups with their assignments, remittance parties and the pension providers. Payroll runs (per chunk) and
// on-demand pay (one employee's net pay) read employees' pay inputs through payInputsFor / employeePayInputs.
import type { Database } from '@paydesk/db';
import { apiRoutes, defineModule } from '../../platform/modules/define-module.ts';
import { seedDemoPayrollSetup } from './demo/demo-payroll.ts';
import { seedDemoRemittanceParties } from './demo/demo-remittance-parties.ts';
import { payrollSetupRoutes } from './payroll-setup.routes.ts';
import type { PayrollSetupDeps } from './setup.service.ts';

export { employeePayGroupText, payGroupMembersOf } from './group-employees.queries.ts';
export { holidaysBetween } from './holidays.queries.ts';
export { isWorkingDay, nextPayDates, type ScheduleRule, workingDayOnOrBefore } from './pay-dates.ts';
export {
  employeePayInputs,
  type GroupAllowance,
  type GroupBenefit,
  type PayInputs,
  payInputsFor,
  type StructureWithVersions,
} from './pay-inputs.service.ts';
export {
  type PayScheduleRow,
  payGroupNames,
  publicHolidaysFrom,
  type RemittancePartyRow,
  remittancePartiesOf,
  schedulesByKeys,
  schedulesOf,
} from './payroll-reads.queries.ts';
export type { PayrollSetupDeps } from './setup.service.ts';
export { engineStructure } from './structures.service.ts';

/** All routes of payroll configuration under /api. */
export const payrollSetupModule = defineModule<Required<Omit<PayrollSetupDeps, 'today'>>, { db: Database }>({
  name: 'payroll-setup',
  routes: ({ db, banking, onEffectError }) => apiRoutes(payrollSetupRoutes({ db, banking, onEffectError })),
  demoSeed: [
    {
      name: 'payroll-setup',
      stage: 'business',
      seed: ({ db }, { companyId }) => seedDemoPayrollSetup(db, companyId),
    },
    {
      name: 'remittance-parties',
      stage: 'business',
      seed: ({ db }, { companyId }) => seedDemoRemittanceParties(db, companyId),
    },
  ],
});
