// Warnings of the variance check acknowledged by the reviewer (issue 28: "warnings, such as variance, can be
// acknowledged"): approval is refused while one stands unacknowledged. An acknowledgement is kept with the
// fingerprint of the warning as it read then (its code, message and figures): a computation that changes the
// warning changes its fingerprint, and the warning is unacknowledged again until the reviewer acknowledges what it
// says now. Blockers are never acknowledged: they are fixed.
import { createHash } from 'node:crypto';
import type { VarianceIssue } from '@paydesk/contracts';
import { payrollWarningAcknowledgements as a, type Executor } from '@paydesk/db';
import { and, eq } from 'drizzle-orm';
import type * as rq from '../runs/runs.queries.ts';

/** An issue as the checks build it, before its key and acknowledgement are known. */
export type RawIssue = Omit<VarianceIssue, 'key' | 'acknowledgement'>;

export const issueKey = (i: Pick<RawIssue, 'code' | 'employeeId'>) => `${i.code}:${i.employeeId}`;

/** What the warning says: a change to any of these is a different warning. */
export const fingerprintOf = (i: RawIssue) =>
  createHash('sha256')
    .update(JSON.stringify([i.code, i.message, i.previousNetPayKobo, i.netPayKobo, i.changeBp]))
    .digest('hex');

/** The issues with their keys, and each warning's acknowledgement when it still says what was acknowledged. */
export async function withAcknowledgements(
  db: Executor,
  run: Pick<rq.RunRow, 'companyId' | 'id'>,
  issues: RawIssue[],
): Promise<VarianceIssue[]> {
  const rows = await db
    .select()
    .from(a)
    .where(and(eq(a.companyId, run.companyId), eq(a.runId, run.id)));
  const byKey = new Map(rows.map((r) => [r.key, r]));
  return issues.map((issue) => {
    const key = issueKey(issue);
    const ack = issue.severity === 'warning' ? byKey.get(key) : undefined;
    return {
      ...issue,
      key,
      acknowledgement:
        ack && ack.fingerprint === fingerprintOf(issue)
          ? { acknowledgedBy: ack.acknowledgedByName, acknowledgedAt: ack.acknowledgedAt.toISOString() }
          : null,
    };
  });
}

/** Records (or renews) the acknowledgement of one warning as it reads now. */
export async function saveAcknowledgement(
  tx: Executor,
  run: Pick<rq.RunRow, 'companyId' | 'id'>,
  warning: RawIssue,
  by: { memberId: string; name: string },
) {
  const values = {
    fingerprint: fingerprintOf(warning),
    acknowledgedBy: by.memberId,
    acknowledgedByName: by.name,
    acknowledgedAt: new Date(),
  };
  await tx
    .insert(a)
    .values({ companyId: run.companyId, runId: run.id, key: issueKey(warning), ...values })
    .onConflictDoUpdate({ target: [a.companyId, a.runId, a.key], set: values });
}
