// The businesses module's face: sub-accounts and switching between them, the business row (table companies) as
// other modules read and change it: small named reads and writes, never the table (issue 27), and the ports of the
// modules below it onto that row (team's `businessDirectory`, auth's `membershipDirectory`).

import { apiRoutes, defineModule } from '../../platform/modules/define-module.ts';
import type { ApprovalsSeam } from '../approvals/index.ts';
import { businessRoutes } from './businesses.routes.ts';
import type { BusinessDeps } from './businesses.service.ts';

export { businessDirectory } from './business-directory.queries.ts';
export { searchBusinesses } from './business-search.queries.ts';
export {
  companiesByName,
  companyDetails,
  companyNames,
  companyNameText,
  companyRowStampText,
  isVerifiedBusiness,
} from './company-reads.queries.ts';
export {
  activateWaitingSubAccounts,
  addCompanyProduct,
  type CompanyDetailsChanges,
  clearCompanyRejectComment,
  setCompanyBusinessType,
  setCompanyDetails,
  setCompanyRejected,
  setCompanyVerified,
  type VerifiedDetails,
} from './company-writes.queries.ts';
export { membershipDirectory } from './membership-directory.queries.ts';

type BusinessesModuleDeps = Required<BusinessDeps> & { approvals: ApprovalsSeam };

export const businessesModule = defineModule<BusinessesModuleDeps>({
  name: 'businesses',
  // Given what team is given, the approvals seam included (a sub-account's invitations go through team).
  routes: ({ db, config, mailer, tokens, approvals, sessionSettings, onEffectError }) => {
    const deps = { db, config, mailer, tokens, approvals, sessionSettings, onEffectError };
    return apiRoutes(businessRoutes(deps));
  },
});
