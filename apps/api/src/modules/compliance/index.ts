// The compliance module's face: its routes, and what the operator console's verification review reads and sends:
// the submission's parts and views, its documents, and the messages that tell a business the outcome.
import { apiRoutes, defineModule } from '../../platform/modules/define-module.ts';
import { complianceRoutes } from './compliance.routes.ts';
import type { ComplianceDeps } from './compliance.service.ts';

export { tellBusiness, type VerificationEvent } from './compliance.messages.ts';
export {
  completedStepsOf,
  directorView,
  documentView,
  identityView,
  loadParts,
  type SubmissionParts,
} from './compliance.progress.ts';
export { findOwners, findSubmission } from './compliance.queries.ts';
export { type DocumentFile, openDocument } from './compliance-documents.service.ts';
export {
  findSubmissionById,
  type SubmissionRow,
  submissionsInStatus,
  updateSubmissionById,
} from './review.queries.ts';

export const complianceModule = defineModule<Required<ComplianceDeps>>({
  name: 'compliance',
  routes: ({ db, config, mailer, kyc, files, onEffectError }) =>
    apiRoutes(complianceRoutes({ db, config, mailer, kyc, files, onEffectError })),
});
