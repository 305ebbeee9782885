// The verification queue of the operator console: submissions waiting for review (oldest first), one submission
// with its documents, and the decision. Approving verifies the business (adminVerify, isCompliant, active);
// rejecting sends it back with the reviewer's comment. Both tell the business and are audited in its chain.
import type { BusinessType, VerificationDetail, VerificationSummary } from '@paydesk/contracts';
import type { Database, Executor } from '@paydesk/db';
import type { AppConfig } from '../../config.ts';
import { Conflict, NotFound } from '../../lib/errors.ts';
import { transact } from '../../lib/transaction.ts';
import { type AuditContext, recordAudit } from '../../platform/audit/audit.service.ts';
import type { FilesStore } from '../../platform/files/files-store.ts';
import type { Mailer } from '../../platform/mail/mail.service.ts';
import { activateWaitingSubAccounts, setCompanyRejected, setCompanyVerified } from '../businesses/index.ts';
import {
  completedStepsOf,
  directorView,
  documentView,
  identityView,
  loadParts,
  openDocument,
  tellBusiness,
  updateSubmissionById,
} from '../compliance/index.ts';
import { type OperatorContext, operatorName } from './operator-context.ts';
import type { SummaryRow } from './ops-verifications.queries.ts';
import * as verificationsQ from './ops-verifications.queries.ts';

export interface OpsVerificationDeps {
  db: Database;
  config: Pick<AppConfig, 'PUBLIC_URL'>;
  mailer: Mailer;
  files: FilesStore;
  onEffectError?: (error: unknown) => void;
}

const OPEN = ['submitted', 'in_review'] as const;

const summaryOf = (row: SummaryRow): VerificationSummary => ({
  _id: row.submission.id,
  companyId: row.submission.companyId,
  companyName: row.companyName,
  businessType: row.submission.businessType as BusinessType,
  status: row.submission.status as VerificationSummary['status'],
  submittedAt: row.submission.submittedAt?.toISOString() ?? null,
  ownerName: row.owner?.name ?? null,
  ownerEmail: row.owner?.email ?? null,
});

export async function listQueue(
  db: Database,
  query: { status?: (typeof OPEN)[number]; page: number; limit: number },
) {
  const { rows, total: totalDocs } = await verificationsQ.queuePage(
    db,
    query.status ? [query.status] : [...OPEN],
    { limit: query.limit, offset: (query.page - 1) * query.limit },
  );
  return {
    docs: rows.map(summaryOf),
    totalDocs,
    page: query.page,
    limit: query.limit,
    totalPages: Math.max(1, Math.ceil(totalDocs / query.limit)),
  };
}

async function findSummary(db: Executor, id: string, forUpdate = false) {
  const row = await verificationsQ.findSummaryRow(db, id, forUpdate);
  if (!row) throw new NotFound('Submission');
  return row;
}

export async function getVerification(db: Executor, id: string): Promise<VerificationDetail> {
  const row = await findSummary(db, id);
  const parts = await loadParts(db, row.submission);
  const { submission } = row;
  return {
    ...summaryOf(row),
    completedSteps: completedStepsOf(parts),
    businessInformation: submission.businessInfo,
    address: submission.address,
    identity: identityView(submission.identity),
    documents: parts.documents.map(documentView),
    directors: parts.directors.map(directorView),
    rejectComment: submission.rejectComment,
    reviewStartedAt: submission.reviewStartedAt?.toISOString() ?? null,
    reviewedAt: submission.reviewedAt?.toISOString() ?? null,
  };
}

export async function openVerificationDocument(deps: OpsVerificationDeps, id: string, documentId: string) {
  const row = await findSummary(deps.db, id);
  return openDocument(deps, row.submission.companyId, documentId);
}

const operatorActor = (o: OperatorContext) => ({
  type: 'operator' as const,
  id: o.operatorId,
  label: `${operatorName(o)} (Paydesk operator)`,
});

async function decide(
  deps: OpsVerificationDeps,
  operator: OperatorContext,
  meta: AuditContext,
  id: string,
  decision: { kind: 'review' } | { kind: 'approve' } | { kind: 'reject'; comment: string },
): Promise<VerificationDetail> {
  return transact(
    deps.db,
    async (tx, after) => {
      const row = await findSummary(tx, id, true);
      const { submission } = row;
      const companyId = submission.companyId;
      if (!(OPEN as readonly string[]).includes(submission.status))
        throw new Conflict(
          `This submission is ${submission.status.replace('_', ' ')}, not waiting for review.`,
        );
      const now = new Date();
      if (decision.kind === 'review') {
        if (submission.status === 'in_review') throw new Conflict('This submission is already in review.');
        await updateSubmissionById(tx, companyId, id, {
          status: 'in_review',
          reviewStartedAt: now,
          reviewedBy: operator.operatorId,
          updatedAt: now,
        });
      } else if (decision.kind === 'approve') {
        await updateSubmissionById(tx, companyId, id, {
          status: 'approved',
          reviewedAt: now,
          reviewedBy: operator.operatorId,
          rejectComment: null,
          updatedAt: now,
        });
        const info = (submission.businessInfo ?? {}) as {
          rcNumber?: string;
          tin?: string;
          industry?: string;
          address?: { street: string; city: string; state: string; landmark?: string };
          contactEmail?: string;
          contactPhone?: string;
        };
        const address = (info.address ?? submission.address ?? null) as typeof info.address | null;
        await setCompanyVerified(
          tx,
          companyId,
          {
            rcNumber: info.rcNumber ?? null,
            tin: info.tin ?? null,
            industry: info.industry ?? null,
            address: address ?? null,
            contactEmail: info.contactEmail ?? null,
            contactPhone: info.contactPhone ?? null,
          },
          now,
        );
        // Businesses added under this account before it was verified were waiting for this approval
        // (docs/decisions/0003): vetting the main account's owner approves them too. Their own verification
        // still applies to each of them.
        await activateWaitingSubAccounts(tx, companyId, now);
        await tellBusiness(tx, after, { mailer: deps.mailer, publicUrl: deps.config.PUBLIC_URL }, companyId, {
          kind: 'approved',
          companyName: row.companyName,
        });
      } else {
        await updateSubmissionById(tx, companyId, id, {
          status: 'rejected',
          reviewedAt: now,
          reviewedBy: operator.operatorId,
          rejectComment: decision.comment,
          updatedAt: now,
        });
        await setCompanyRejected(tx, companyId, decision.comment, now);
        await tellBusiness(tx, after, { mailer: deps.mailer, publicUrl: deps.config.PUBLIC_URL }, companyId, {
          kind: 'rejected',
          companyName: row.companyName,
          comment: decision.comment,
        });
      }
      await recordAudit(tx, {
        ...meta,
        companyId,
        actor: operatorActor(operator),
        action: (
          {
            review: 'compliance.review.start',
            approve: 'compliance.approve',
            reject: 'compliance.reject',
          } as const
        )[decision.kind],
        target: { type: 'compliance-submission', id },
        outcome: 'success',
        metadata: decision.kind === 'reject' ? { comment: decision.comment } : {},
      });
      return getVerification(tx, id);
    },
    deps.onEffectError,
  );
}

export const startReview = (
  deps: OpsVerificationDeps,
  operator: OperatorContext,
  meta: AuditContext,
  id: string,
) => decide(deps, operator, meta, id, { kind: 'review' });
export const approve = (
  deps: OpsVerificationDeps,
  operator: OperatorContext,
  meta: AuditContext,
  id: string,
) => decide(deps, operator, meta, id, { kind: 'approve' });
export const reject = (
  deps: OpsVerificationDeps,
  operator: OperatorContext,
  meta: AuditContext,
  id: string,
  comment: string,
) => decide(deps, operator, meta, id, { kind: 'reject', comment });
