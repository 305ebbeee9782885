// Routes of payroll configuration on the spec §7 payroll service paths, exactly: for pay schedules, pay structures,
// benefits in kind, allowances and bonuses, pay groups and remittance parties GET (list with the filters id,
// pay_structure_id, benefit_in_kind_id, allowance_and_bonus_id), POST, GET/PUT/DELETE {id}, POST delete-many; the pay
// group's employees and assign/unassign calls; the structure preview;
// the business's public holidays.
import type { FastifyInstance } from 'fastify';
import { benefitAndAllowanceRoutes } from './benefits.routes.ts';
import { holidayRoutes } from './holidays.routes.ts';
import { payGroupRoutes } from './pay-groups.routes.ts';
import { remittancePartyRoutes } from './remittance-parties.routes.ts';
import { scheduleAndStructureRoutes } from './schedules-structures.routes.ts';
import type { PayrollSetupDeps } from './setup.service.ts';

/** All payroll configuration routes, registered in this order (each file declares its static paths before {id}). */
export function payrollSetupRoutes(deps: PayrollSetupDeps) {
  return async (app: FastifyInstance) => {
    scheduleAndStructureRoutes(app, deps);
    benefitAndAllowanceRoutes(app, deps);
    remittancePartyRoutes(app, deps);
    payGroupRoutes(app, deps);
    holidayRoutes(app, deps);
  };
}
