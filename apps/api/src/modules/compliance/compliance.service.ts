// The rules of business verification: choose the business type, save each step (resumable), submit when every step
// is complete, and submit again after a rejection. Every change is audited in its own transaction.
import type {
  Address,
  AuditAction,
  BusinessType,
  ComplianceProgress,
  FreelanceBusinessInformation,
  RegisteredBusinessInformation,
} from '@paydesk/contracts';
import { ErrorCode } from '@paydesk/contracts';
import type { Database, Tx } from '@paydesk/db';
import type { AppConfig } from '../../config.ts';
import type { Caller } from '../../http/route-kit.ts';
import { Conflict, IdentityRejected } from '../../lib/errors.ts';
import { transact } from '../../lib/transaction.ts';
import { recordCallerAudit } from '../../platform/audit/audit-actor.ts';
import type { FilesStore } from '../../platform/files/files-store.ts';
import type { Mailer } from '../../platform/mail/mail.service.ts';
import type { KycProvider } from '../../providers/kyc/index.ts';
import { clearCompanyRejectComment, setCompanyBusinessType } from '../businesses/index.ts';
import { tellBusiness } from './compliance.messages.ts';
import { completedStepsOf, isEditable, loadParts, progressOf } from './compliance.progress.ts';
import * as q from './compliance.queries.ts';
import * as submissions from './submissions.queries.ts';

export interface ComplianceDeps {
  db: Database;
  config: Pick<AppConfig, 'APP_SECRET' | 'PUBLIC_URL'>;
  mailer: Mailer;
  kyc: KycProvider;
  files: FilesStore;
  onEffectError?: (error: unknown) => void;
}

export type Flow = 'registered' | 'freelance';
const FLOW_TYPE: Record<Flow, BusinessType> = {
  registered: 'registered business',
  freelance: 'freelance business (not registered)',
};

function assertOpen(submission: q.Submission | undefined, flow?: Flow): asserts submission is q.Submission {
  if (!submission) throw new Conflict('Choose your business type first.');
  if (flow && submission.businessType !== FLOW_TYPE[flow]) {
    throw new Conflict(
      `This step belongs to the ${FLOW_TYPE[flow]} verification. Your business type is ${submission.businessType}.`,
    );
  }
  if (submission.status === 'approved') throw new Conflict('Your business is already verified.');
  if (!isEditable(submission.status)) {
    throw new Conflict(
      'Your verification is with our team and cannot be changed now. You can change it if it is sent back to you.',
    );
  }
}

/** Checks the state before a provider is asked anything; the transaction checks it again under a lock. */
export async function precheck(deps: ComplianceDeps, companyId: string, flow: Flow): Promise<q.Submission> {
  const submission = await q.findSubmission(deps.db, companyId);
  assertOpen(submission, flow);
  return submission;
}

/** The submission locked for a change, after checking that it may change. */
export async function lockOpenSubmission(tx: Tx, companyId: string, flow?: Flow): Promise<q.Submission> {
  const submission = await q.findSubmission(tx, companyId, { forUpdate: true });
  assertOpen(submission, flow);
  return submission;
}

/** Stores which steps are complete, after a change to any of them. */
export async function refreshCompletedSteps(tx: Tx, submissionId: string, companyId: string): Promise<void> {
  const submission = await q.findSubmission(tx, companyId);
  if (!submission || submission.id !== submissionId) return;
  const parts = await loadParts(tx, submission);
  await submissions.setCompletedSteps(tx, companyId, submissionId, completedStepsOf(parts));
}

export async function getProgress(db: Database | Tx, companyId: string): Promise<ComplianceProgress> {
  const submission = await q.findSubmission(db, companyId);
  return progressOf(submission ? await loadParts(db, submission) : null);
}

export async function selectBusinessType(
  deps: ComplianceDeps,
  caller: Caller,
  businessType: BusinessType,
): Promise<ComplianceProgress> {
  const companyId = caller.auth.companyId;
  return transact(deps.db, async (tx) => {
    let submission = await q.findSubmission(tx, companyId, { forUpdate: true });
    const previous = submission?.businessType ?? null;
    if (!submission) {
      submission = await submissions.insertSubmission(tx, { companyId, businessType });
    } else {
      assertOpen(submission);
      if (previous !== businessType) {
        // The two flows ask for different things: what was given for the other flow no longer applies.
        await submissions.deleteDocumentsAndDirectors(tx, companyId);
        await submissions.updateSubmission(tx, companyId, {
          businessType,
          businessInfo: null,
          identity: null,
          address: null,
          completedSteps: [],
          updatedAt: new Date(),
        });
      }
    }
    await setCompanyBusinessType(tx, companyId, businessType);
    await recordCallerAudit(tx, caller, {
      action: 'compliance.business-type.select',
      target: { type: 'compliance-submission', id: submission!.id },
      outcome: 'success',
      metadata: { businessType, previous },
    });
    return getProgress(tx, companyId);
  });
}

const companyWords = (name: string) =>
  name
    .toLowerCase()
    .replace(/\bltd\b/g, 'limited')
    .replace(/\bnig\b/g, 'nigeria')
    .split(/[^a-z0-9]+/)
    .filter(Boolean);

/** The name given must be the registered one; 'Ltd' and 'Limited' are the same word. */
export function companyNamesMatch(claimed: string, registered: string): boolean {
  const onRecord = new Set(companyWords(registered));
  const wanted = companyWords(claimed);
  return wanted.length > 0 && wanted.every((w) => onRecord.has(w));
}

export async function saveRegisteredInformation(
  deps: ComplianceDeps,
  caller: Caller,
  input: RegisteredBusinessInformation,
): Promise<ComplianceProgress> {
  const companyId = caller.auth.companyId;
  await precheck(deps, companyId, 'registered');
  const record = await deps.kyc.lookupCac(input.rcNumber, { companyName: input.businessName });
  if (!record) {
    throw new IdentityRejected(
      `No CAC registration was found for ${input.rcNumber}. Check the number and try again.`,
      ErrorCode.identityNotFound,
      'rcNumber',
    );
  }
  if (!companyNamesMatch(input.businessName, record.companyName)) {
    throw new IdentityRejected(
      `${input.rcNumber} is registered under a different business name. Enter the name exactly as on your CAC certificate.`,
      ErrorCode.identityMismatch,
      'businessName',
    );
  }
  const businessInfo = {
    ...input,
    cacVerification: { companyName: record.companyName, registeredOn: record.registeredOn },
  };
  return saveStep(deps, caller, 'registered', { businessInfo }, 'compliance.business-information.save');
}

export function saveFreelanceInformation(
  deps: ComplianceDeps,
  caller: Caller,
  input: FreelanceBusinessInformation,
): Promise<ComplianceProgress> {
  return saveStep(deps, caller, 'freelance', { businessInfo: input }, 'compliance.business-information.save');
}

export function saveAddress(
  deps: ComplianceDeps,
  caller: Caller,
  input: Address,
): Promise<ComplianceProgress> {
  return saveStep(deps, caller, 'freelance', { address: input }, 'compliance.address.save');
}

async function saveStep(
  deps: ComplianceDeps,
  caller: Caller,
  flow: Flow,
  values: { businessInfo?: Record<string, unknown>; address?: Record<string, unknown> },
  action: AuditAction,
): Promise<ComplianceProgress> {
  const companyId = caller.auth.companyId;
  return transact(deps.db, async (tx) => {
    const submission = await lockOpenSubmission(tx, companyId, flow);
    await submissions.updateSubmission(tx, companyId, { ...values, updatedAt: new Date() });
    await refreshCompletedSteps(tx, submission.id, companyId);
    await recordCallerAudit(tx, caller, {
      action,
      target: { type: 'compliance-submission', id: submission.id },
      outcome: 'success',
    });
    return getProgress(tx, companyId);
  });
}

/** Sends the completed verification to review; after a rejection, the fixed one goes back the same way. */
export async function submit(deps: ComplianceDeps, caller: Caller): Promise<ComplianceProgress> {
  const companyId = caller.auth.companyId;
  return transact(
    deps.db,
    async (tx, after) => {
      const submission = await lockOpenSubmission(tx, companyId);
      const progress = progressOf(await loadParts(tx, submission));
      const missing = progress.steps.filter((s) => !s.completed).map((s) => s.label);
      if (missing.length > 0)
        throw new Conflict(`Complete every step before you submit: ${missing.join(', ')}.`);
      const resubmission = submission.status === 'rejected';
      await submissions.updateSubmission(tx, companyId, {
        status: 'submitted',
        submittedAt: new Date(),
        reviewStartedAt: null,
        reviewedAt: null,
        reviewedBy: null,
        rejectComment: null,
        updatedAt: new Date(),
      });
      const company = await clearCompanyRejectComment(tx, companyId);
      await tellBusiness(tx, after, { mailer: deps.mailer, publicUrl: deps.config.PUBLIC_URL }, companyId, {
        kind: 'submitted',
        companyName: company!.name,
      });
      await recordCallerAudit(tx, caller, {
        action: 'compliance.submit',
        target: { type: 'compliance-submission', id: submission.id },
        outcome: 'success',
        metadata: { resubmission },
      });
      return getProgress(tx, companyId);
    },
    deps.onEffectError,
  );
}
