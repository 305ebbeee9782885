// The people module's face: the employee register (employees, their actions, exports) and groups. Payroll and
// on-demand pay read employees through functions and join sources exported here (and set hasBeenPaid when they pay
// someone).
import type { Database } from '@paydesk/db';
import type { FilesStore } from '../../platform/files/files-store.ts';
import { apiRoutes, defineModule } from '../../platform/modules/define-module.ts';
import { seedDemoPeople } from './demo-people.ts';
import { seedDemoRent } from './demo-rent.ts';
import { employeeActionRoutes } from './employee-actions.routes.ts';
import { employeeRoutes } from './employees.routes.ts';
import type { PeopleDeps } from './employees.service.ts';
import { groupRoutes } from './groups.routes.ts';
import { rentDocumentRoutes } from './rent-document.routes.ts';
import { uploadRoutes } from './upload/upload.routes.ts';
import { peopleJobDefinitions } from './upload/upload-job.ts';

export { setEmployeeAnnualRent } from './annual-rent.queries.ts';
export { activeEmployeeIds, employeesAmongPage, existingEmployeeIds } from './employee-lookups.queries.ts';
export {
  type EmployeeSource,
  employeeLockSql,
  employeeRowText,
  employeesOf,
  lockEmployeeRows,
} from './employee-sources.queries.ts';
export { type EmployeeRow, findEmployeeRow, listEmployeeRows } from './employees.queries.ts';
export {
  EMPLOYEE_NOT_FOUND,
  getEmployee,
  listEmployees,
  type PeopleDeps,
  type StaffInvitationLinks,
} from './employees.service.ts';
export { employeeGroupIdsText, groupNamesInOrder } from './groups.queries.ts';
export { confirmDemoBankAccounts, markEmployeesPaid } from './paid.queries.ts';
export {
  acceptOnDemandInvitation,
  employeeStatusOf,
  employeeStatusText,
  onDemandEmployeesByContact,
  setEmployeeBankAccount,
} from './staff-app.queries.ts';

/** All routes of people under /api. */
export const peopleModule = defineModule<Required<PeopleDeps>, { db: Database; files: FilesStore }>({
  name: 'people',
  routes: ({ db, banking, mailer, config, files, jobs, staffInvitationLink, onEffectError }) => {
    const deps = { db, banking, mailer, config, files, jobs, staffInvitationLink, onEffectError };
    return apiRoutes(
      employeeRoutes(deps),
      employeeActionRoutes(deps),
      groupRoutes(deps),
      uploadRoutes(deps),
      rentDocumentRoutes(deps),
    );
  },
  jobs: ({ db }) => peopleJobDefinitions({ db }),
  demoSeed: [
    { name: 'people', stage: 'business', seed: ({ db }, { companyId }) => seedDemoPeople(db, companyId) },
    {
      name: 'people-rent',
      stage: 'business',
      seed: ({ db, files }, business) => seedDemoRent(db, files, business),
    },
  ],
});
