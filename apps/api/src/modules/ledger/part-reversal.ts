// Reversing one business action's share of an entry that holds several (a bulk transfer chunk posts one entry for
// all its lines; a line that fails later gives back its own amount and fee only). The share is named by the
// action's reference: an entry's share under one reference is reversed at most once (the unique reversal key of
// migration 0034), and what all the reversals of an entry give back never exceeds what the entry moved per account.
import { journalEntries, postings, type Tx } from '@paydesk/db';
import { and, eq, sql } from 'drizzle-orm';
import { NotFound } from '../../lib/errors.ts';
import { type PostingInput, postEntry } from './posting.ts';

/**
 * Posts the mirror of `part` (postings as the original entry made them, e.g. the wallet's debit and the clearing's
 * credit of one line) as a reversal of `entryId` under `reference`. Answers the reversal's entry id.
 */
export async function reverseEntryPart(
  tx: Tx,
  input: { companyId: string; entryId: string; reference: string; description: string; part: PostingInput[] },
): Promise<string> {
  const { companyId, entryId } = input;
  const [original] = await tx
    .select({ kind: journalEntries.kind })
    .from(journalEntries)
    .where(and(eq(journalEntries.companyId, companyId), eq(journalEntries.id, entryId)));
  if (!original) throw new NotFound('Journal entry');
  // Per account: what the entry moved, and what its reversals so far gave back (their postings are the mirror).
  const moved = await tx.execute<{ account_id: string; moved: string; reversed: string }>(sql`
    select p.account_id, sum(p.amount) as moved,
      coalesce((select sum(r.amount) from postings r
                join journal_entries e on e.company_id = r.company_id and e.id = r.entry_id
                where e.company_id = ${companyId} and e.reverses_entry_id = ${entryId} and r.account_id = p.account_id), 0)
        as reversed
    from ${postings} p where p.company_id = ${companyId} and p.entry_id = ${entryId}
    group by p.account_id`);
  const byAccount = new Map(moved.rows.map((r) => [r.account_id, r]));
  for (const p of input.part) {
    const row = byAccount.get(p.accountId);
    const left = row ? Number(row.moved) + Number(row.reversed) : 0;
    if (!row || Math.sign(left) !== Math.sign(p.amount) || Math.abs(p.amount) > Math.abs(left))
      throw new Error(`the part to reverse exceeds what entry ${entryId} moved on account ${p.accountId}`);
  }
  return postEntry(tx, {
    companyId,
    kind: `${original.kind}.reversal`,
    description: input.description,
    reference: input.reference,
    reversesEntryId: entryId,
    postings: input.part.map((p) => ({ accountId: p.accountId, amount: -p.amount })),
  });
}
