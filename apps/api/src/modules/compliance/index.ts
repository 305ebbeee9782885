// The compliance module's face: its routes, and what the operator console's verification review reads and sends:
// the submission's parts and views, its documents, and the messages that tell a business the outcome.
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
export { complianceRoutes } from './compliance.routes.ts';
export { type DocumentFile, openDocument } from './compliance-documents.service.ts';
