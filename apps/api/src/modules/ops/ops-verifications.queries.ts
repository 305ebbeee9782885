// Data access of the operator console's verification queue: submissions with their business's name and first
// active owner, read through the compliance, businesses and team faces (decision 0006; issue 27, the tables are
// theirs).
import type { Executor } from '@paydesk/db';
import { companyNames } from '../businesses/index.ts';
import { findSubmissionById, type SubmissionRow, submissionsInStatus } from '../compliance/index.ts';
import { memberContacts } from '../team/index.ts';

export type SummaryRow = {
  submission: SubmissionRow;
  companyName: string;
  owner: { name: string; email: string } | null;
};

/** The business's first active owner (oldest membership), for the queue's contact columns. */
async function firstOwner(db: Executor, companyId: string) {
  const [owner] = await memberContacts(db, companyId, { roles: ['employer'] });
  return owner ? { name: `${owner.firstName} ${owner.lastName}`, email: owner.email } : null;
}

async function summaries(db: Executor, submissions: SubmissionRow[]): Promise<SummaryRow[]> {
  const names = await companyNames(
    db,
    submissions.map((s) => s.companyId),
  );
  const rows: SummaryRow[] = [];
  for (const submission of submissions) {
    const companyName = names.get(submission.companyId);
    if (companyName === undefined) continue;
    rows.push({ submission, companyName, owner: await firstOwner(db, submission.companyId) });
  }
  return rows;
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
