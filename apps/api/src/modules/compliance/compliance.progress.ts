// What a submission looks like from outside: which steps are complete, and the contract shapes of its parts.
// Shared by the business's progress page and the operator console.
import {
  type BusinessType,
  type ComplianceDocument,
  type ComplianceProgress,
  type ComplianceStep,
  type Director,
  DOCUMENT_KINDS,
  type DocumentKind,
  STEP_LABELS,
  stepsOf,
  type VerifiedIdentity,
} from '@paydesk/contracts';
import type { Executor } from '@paydesk/db';
import * as q from './compliance.queries.ts';

/** Stored in compliance_submissions.identity: the identity a code was sent for, verified once the code comes back. */
export interface StoredIdentity extends Omit<VerifiedIdentity, 'verifiedAt'> {
  verificationId: string;
  verifiedAt: string | null;
}

export const documentView = (d: q.DocumentRow): ComplianceDocument => ({
  _id: d.id,
  kind: d.kind as DocumentKind,
  fileName: d.fileName,
  mimeType: d.mimeType,
  size: d.size,
  uploadedAt: d.createdAt.toISOString(),
});

export const directorView = (d: q.DirectorRow): Director => ({
  _id: d.id,
  firstName: d.firstName,
  lastName: d.lastName,
  email: d.email,
  phoneNumber: d.phoneNumber,
  bvnLast4: d.bvnLast4,
  verifiedName: d.verifiedName,
  bvnVerifiedAt: d.bvnVerifiedAt?.toISOString() ?? null,
});

export function identityView(stored: unknown): VerifiedIdentity | null {
  const identity = stored as StoredIdentity | null;
  if (!identity?.verifiedAt) return null;
  const { verificationId: _, ...view } = identity;
  return { ...view, verifiedAt: identity.verifiedAt };
}

export interface SubmissionParts {
  submission: q.Submission;
  documents: q.DocumentRow[];
  directors: q.DirectorRow[];
}

export function completedStepsOf({ submission, documents, directors }: SubmissionParts): ComplianceStep[] {
  const done: Record<ComplianceStep, boolean> = {
    'business-information': submission.businessInfo !== null,
    'business-documents': DOCUMENT_KINDS.every((kind) => documents.some((d) => d.kind === kind)),
    'directors-information': directors.length > 0 && directors.every((d) => d.bvnVerifiedAt !== null),
    identity: identityView(submission.identity) !== null,
    address: submission.address !== null,
  };
  return stepsOf(submission.businessType as BusinessType).filter((step) => done[step]);
}

export async function loadParts(db: Executor, submission: q.Submission): Promise<SubmissionParts> {
  const [documents, directors] = await Promise.all([
    q.listDocuments(db, submission.companyId, submission.id),
    q.listDirectors(db, submission.companyId, submission.id),
  ]);
  return { submission, documents, directors };
}

export const isEditable = (status: string) => status === 'draft' || status === 'rejected';

export function progressOf(parts: SubmissionParts | null): ComplianceProgress {
  if (!parts) {
    return {
      businessType: null,
      status: 'not_started',
      steps: [],
      completedSteps: [],
      businessInformation: null,
      documents: [],
      directors: [],
      identity: null,
      address: null,
      rejectComment: null,
      submittedAt: null,
      reviewedAt: null,
      canEdit: true,
      canSubmit: false,
    };
  }
  const { submission } = parts;
  const businessType = submission.businessType as BusinessType;
  const completed = completedStepsOf(parts);
  const steps = stepsOf(businessType).map((key) => ({
    key,
    label: STEP_LABELS[key],
    completed: completed.includes(key),
  }));
  const canEdit = isEditable(submission.status);
  return {
    businessType,
    status: submission.status as ComplianceProgress['status'],
    steps,
    completedSteps: completed,
    businessInformation: submission.businessInfo,
    documents: parts.documents.map(documentView),
    directors: parts.directors.map(directorView),
    identity: identityView(submission.identity),
    address: submission.address,
    rejectComment: submission.status === 'rejected' ? submission.rejectComment : null,
    submittedAt: submission.submittedAt?.toISOString() ?? null,
    reviewedAt: submission.reviewedAt?.toISOString() ?? null,
    canEdit,
    canSubmit: canEdit && steps.every((s) => s.completed),
  };
}
