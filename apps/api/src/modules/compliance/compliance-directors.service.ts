// Directors of a registered business: each one's BVN is looked up with the KYC provider and the name on record must
// be the director's. Only the BVN's last four digits are kept in the clear; the full number as a keyed hash.
import { type Director, type DirectorRequest, ErrorCode } from '@paydesk/contracts';
import type { Caller } from '../../http/route-kit.ts';
import { Conflict, IdentityRejected, NotFound, ValidationFailed } from '../../lib/errors.ts';
import { hashCode } from '../../lib/secrets.ts';
import { transact } from '../../lib/transaction.ts';
import { recordCallerAudit } from '../../platform/audit/audit-actor.ts';
import { fullName, namesMatch } from '../../providers/kyc/kyc-provider.ts';
import { directorView } from './compliance.progress.ts';
import * as q from './compliance.queries.ts';
import {
  type ComplianceDeps,
  lockOpenSubmission,
  precheck,
  refreshCompletedSteps,
} from './compliance.service.ts';
import * as records from './compliance-records.queries.ts';

const MAX_DIRECTORS = 20;

async function verifyBvn(deps: ComplianceDeps, bvn: string, name: { firstName: string; lastName: string }) {
  const record = await deps.kyc.lookupBvn(bvn, name);
  if (!record) {
    throw new IdentityRejected(
      'No record was found for this BVN. Check the 11 digits and try again.',
      ErrorCode.identityNotFound,
      'bvn',
    );
  }
  const verifiedName = fullName(record);
  if (!namesMatch(`${name.firstName} ${name.lastName}`, verifiedName)) {
    throw new IdentityRejected(
      `The name on record for this BVN is not ${name.firstName} ${name.lastName}. Enter the director's name as registered with their bank.`,
      ErrorCode.identityMismatch,
      'bvn',
    );
  }
  return {
    bvnLast4: bvn.slice(-4),
    bvnHash: hashCode(deps.config.APP_SECRET, 'bvn', bvn),
    bvnVerifiedAt: new Date(),
    verifiedName,
  };
}

function duplicate(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string; constraint?: string } })?.cause ?? error;
  const pg = cause as { code?: string; constraint?: string };
  return pg?.code === '23505' && pg.constraint === 'directors_bvn_key';
}
const ALREADY_ADDED = 'A director with this BVN has already been added.';

export async function addDirector(
  deps: ComplianceDeps,
  caller: Caller,
  input: DirectorRequest,
): Promise<Director> {
  const companyId = caller.auth.companyId;
  await precheck(deps, companyId, 'registered');
  const verified = await verifyBvn(deps, input.bvn, input);
  try {
    return await transact(deps.db, async (tx) => {
      const submission = await lockOpenSubmission(tx, companyId, 'registered');
      const existing = await q.listDirectors(tx, companyId, submission.id);
      if (existing.length >= MAX_DIRECTORS)
        throw new Conflict(`A business can list at most ${MAX_DIRECTORS} directors.`);
      if (existing.some((d) => d.bvnHash === verified.bvnHash)) throw new Conflict(ALREADY_ADDED);
      const row = await records.insertDirector(tx, {
        companyId,
        submissionId: submission.id,
        firstName: input.firstName,
        lastName: input.lastName,
        email: input.email ?? null,
        phoneNumber: input.phoneNumber ?? null,
        ...verified,
      });
      await refreshCompletedSteps(tx, submission.id, companyId);
      await recordCallerAudit(tx, caller, {
        action: 'compliance.director.add',
        target: { type: 'director', id: row!.id },
        outcome: 'success',
        metadata: { bvnLast4: verified.bvnLast4 },
      });
      return directorView(row!);
    });
  } catch (error) {
    if (duplicate(error)) throw new Conflict(ALREADY_ADDED);
    throw error;
  }
}

export async function updateDirector(
  deps: ComplianceDeps,
  caller: Caller,
  id: string,
  input: Omit<DirectorRequest, 'bvn'> & { bvn?: string },
): Promise<Director> {
  const companyId = caller.auth.companyId;
  const current = await q.findDirector(deps.db, companyId, id);
  if (!current) throw new NotFound('Director');
  await precheck(deps, companyId, 'registered');
  const renamed = current.firstName !== input.firstName || current.lastName !== input.lastName;
  if (renamed && !input.bvn) {
    throw new ValidationFailed({ bvn: ['Enter the BVN again so the new name can be verified.'] });
  }
  const verified = input.bvn ? await verifyBvn(deps, input.bvn, input) : null;
  try {
    return await transact(deps.db, async (tx) => {
      const submission = await lockOpenSubmission(tx, companyId, 'registered');
      const row = await records.updateDirector(tx, companyId, id, {
        firstName: input.firstName,
        lastName: input.lastName,
        email: input.email ?? null,
        phoneNumber: input.phoneNumber ?? null,
        ...(verified ?? {}),
        updatedAt: new Date(),
      });
      if (!row) throw new NotFound('Director');
      await refreshCompletedSteps(tx, submission.id, companyId);
      await recordCallerAudit(tx, caller, {
        action: 'compliance.director.update',
        target: { type: 'director', id },
        outcome: 'success',
        metadata: { bvnReverified: Boolean(verified) },
      });
      return directorView(row);
    });
  } catch (error) {
    if (duplicate(error)) throw new Conflict(ALREADY_ADDED);
    throw error;
  }
}

export async function deleteDirector(deps: ComplianceDeps, caller: Caller, id: string): Promise<void> {
  const companyId = caller.auth.companyId;
  await transact(deps.db, async (tx) => {
    if (!(await q.findDirector(tx, companyId, id))) throw new NotFound('Director');
    const submission = await lockOpenSubmission(tx, companyId, 'registered');
    const row = await records.deleteDirector(tx, companyId, id);
    if (!row) throw new NotFound('Director');
    await refreshCompletedSteps(tx, submission.id, companyId);
    await recordCallerAudit(tx, caller, {
      action: 'compliance.director.delete',
      target: { type: 'director', id },
      outcome: 'success',
    });
  });
}
