// The people module's face: the employee register (employees, their actions, exports) and groups. Payroll and
// on-demand pay will read employees through functions exported here (and set hasBeenPaid when they pay someone).
import type { FastifyInstance } from 'fastify';
import { employeeAccountRoutes } from './employee-accounts.routes.ts';
import { employeeActionRoutes } from './employee-actions.routes.ts';
import { employeeRoutes } from './employees.routes.ts';
import type { PeopleDeps } from './employees.service.ts';
import { groupRoutes } from './groups.routes.ts';
import { rentDocumentRoutes } from './rent-document.routes.ts';
import { uploadRoutes } from './upload/upload.routes.ts';

export { setEmployeeAnnualRent } from './annual-rent.queries.ts';
export { seedDemoPeople } from './demo-people.ts';
export { getEmployee, listEmployees, type PeopleDeps } from './employees.service.ts';
export { confirmDemoBankAccounts, markEmployeesPaid } from './paid.queries.ts';
export { peopleJobDefinitions } from './upload/upload-job.ts';

/** All routes of people under /api. */
export function peopleModule(deps: PeopleDeps) {
  return async (app: FastifyInstance) => {
    await app.register(employeeRoutes(deps), { prefix: '/api' });
    await app.register(employeeActionRoutes(deps), { prefix: '/api' });
    await app.register(groupRoutes(deps), { prefix: '/api' });
    await app.register(uploadRoutes(deps), { prefix: '/api' });
    await app.register(employeeAccountRoutes(deps), { prefix: '/api' });
    await app.register(rentDocumentRoutes(deps), { prefix: '/api' });
  };
}
