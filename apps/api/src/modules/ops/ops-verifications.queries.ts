// Data access of the operator console's verification queue: submissions with their business's name and first
// active owner, read through the compliance, businesses and team faces (decision 0006; issue 27, the tables are
// theirs).
import type { Executor } from '@paydesk/db';
import { companyNames } from '../businesses/index.ts';
import { findSubmissionById, type SubmissionRow, submissionsInStatus } from '../compliance/index.ts';
import { businessOwners } from '../team/index.ts';

export type SummaryRow = {
  submission: SubmissionRow;
  companyName: string;
  owner: { name: string; email: string } | null;
};

async function summaries(db: Executor, submissions: SubmissionRow[]): Promise<SummaryRow[]> {
  const companyIds = submissions.map((s) => s.companyId);
  const names = await companyNames(db, companyIds);
  // The business's first active owner (oldest membership), for the queue's contact columns.
  const owners = await businessOwners(db, companyIds, { active: true });
  return submissions.flatMap((submission) => {
    const companyName = names.get(submission.companyId);
    if (companyName === undefined) return [];
    const owner = owners.get(submission.companyId);
    return [
      {
        submission,
        companyName,
        owner: owner ? { name: `${owner.firstName} ${owner.lastName}`, email: owner.email } : null,
      },
    ];
  });
}

/** One page of submissions in these statuses, oldest submitted first, and how many there are. */
export async function queuePage(
  db: Executor,
  statuses: string[],
  page: { limit: number; offset: number },
): Promise<{ rows: SummaryRow[]; total: number }> {
  const { rows, total } = await submissionsInStatus(db, statuses, page);
  return { rows: await summaries(db, rows), total };
}

export async function findSummaryRow(
  db: Executor,
  id: string,
  forUpdate = false,
): Promise<SummaryRow | undefined> {
  const submission = await findSubmissionById(db, id, forUpdate);
  if (!submission) return undefined;
  const [row] = await summaries(db, [submission]);
  return row;
}
