// Reversing a business action: one function, derived from what was stored. The reversal is a movement of its own
// (kind '<kind>.reversal') that mirrors the action's part of its entry: each wallet gets one 'reversal' line under the
// action's reference giving back what the action's lines (its own and its fee's) took, and those lines are marked
// reversed;
// the system accounts get back what the entry gave them — the whole entry's, or the `part` named for an entry that
// holds several actions (a bulk chunk's). An entry's part under one reference is reversed at most once (the unique
// reversal key of migration 0034), and the reversals of an entry never give back more than it moved.
import { journalEntries, type Tx } from '@paydesk/db';
import { and, eq, sql } from 'drizzle-orm';
import { NotFound } from '../../lib/errors.ts';
import { closeLines, type HistoryLineRow, linesOfEntry } from './history-lines.ts';
import { actionReferences, type Leg, move } from './movements.ts';

export interface Reversal {
  companyId: string;
  /** The entry that moved the money. */
  entryId: string;
  /** The business action to reverse (its lines and its fee's); the entry's own reference when absent. */
  reference?: string;
  description: string;
  /** The main line's narration; mirrored lines default to "Reversal: <their narration>". */
  narration?: string;
  /** Why (kept on the lines' metadata). */
  reason?: string;
  /**
   * For an entry holding several actions (its reference is not this action's): the system legs of this action as
   * the entry posted them (e.g. clearing +amount, fees +fee). Ignored for an entry of this action alone, which is
   * reversed whole. The wallet legs always come from the action's history lines.
   */
  part?: Leg[];
  metadata?: Record<string, unknown>;
  /** The demo's history only: when the action was reversed (real reversals are posted now). */
  postedAt?: Date;
}

/** Posts the reversal and marks the action's lines reversed. Answers the reversal's entry id. */
export async function reverse(tx: Tx, reversal: Reversal): Promise<string> {
  const { companyId, entryId } = reversal;
  const [original] = await tx
    .select({ kind: journalEntries.kind, reference: journalEntries.reference })
    .from(journalEntries)
    .where(and(eq(journalEntries.companyId, companyId), eq(journalEntries.id, entryId)));
  if (!original) throw new NotFound('Journal entry');
  const reference = reversal.reference ?? original.reference;
  if (!reference) throw new Error(`entry ${entryId} has no reference to reverse by`);
  const lines = (
    await linesOfEntry(tx, companyId, entryId, reversal.reference ? actionReferences(reference) : undefined)
  ).filter((l) => l.type !== 'reversal');
  const moved = await movedByAccount(tx, companyId, entryId);
  const walletLegs = mirrorLines(lines, reversal, reference);
  // A part only for an entry that holds other actions too; an entry of this action alone is reversed whole (an
  // on-demand withdrawal's also gave the receivable what payday would deduct: that comes back too).
  const part = original.reference === reference ? undefined : reversal.part;
  const systemLegs = part
    ? part.map((p) => ({ account: subAccountMoved(moved, p.account), amount: -p.amount }))
    : [...moved.entries()]
        .filter(([account, m]) => m.kind !== 'wallet' && !walletLegs.some((l) => l.account === account))
        .map(([account, m]) => ({ account, amount: -m.left }));
  const legs = [...walletLegs, ...systemLegs.filter((l) => l.amount !== 0)];
  for (const leg of legs) {
    const m = moved.get(leg.account);
    // A reversal gives back (the opposite sign of what is left), never more than is left.
    if (!m || Math.sign(m.left) !== -Math.sign(leg.amount) || Math.abs(leg.amount) > Math.abs(m.left))
      throw new Error(`reversing ${reference} exceeds what entry ${entryId} moved on ${leg.account}`);
  }
  if (!part)
    for (const [account, m] of moved)
      if (m.kind === 'wallet' && legs.find((l) => l.account === account)?.amount !== -m.left)
        throw new Error(`entry ${entryId}'s lines on wallet ${account} do not add up to its postings`);
  const { entryId: reversalId } = await move(tx, {
    companyId,
    kind: `${original.kind}.reversal`,
    reference,
    description: reversal.description,
    reversesEntryId: entryId,
    legs,
    ...(reversal.postedAt ? { postedAt: reversal.postedAt } : {}),
  });
  await closeLines(
    tx,
    companyId,
    [...new Set(lines.map((l) => l.reference))].map((r) => ({
      reference: r,
      metadata: { ...reversal.metadata, reversal: 'reversed', failureReason: reversal.reason ?? null },
    })),
    { status: 'reversed', at: reversal.postedAt ?? new Date(), from: ['pending', 'successful'] },
  );
  return reversalId;
}

/** Per wallet, the mirror of the action's lines: one 'reversal' line giving back what they took (or took back). */
function mirrorLines(lines: HistoryLineRow[], reversal: Reversal, reference: string): Leg[] {
  const legs = new Map<string, Leg>();
  for (const line of lines) {
    const leg = legs.get(line.walletId);
    const signed = line.direction === 'debit' ? line.amount : -line.amount;
    if (leg) {
      leg.amount += signed;
      continue;
    }
    // The action's main line (not its fee's) names the reversal.
    const main = lines.find((l) => l.walletId === line.walletId && l.type !== 'fee') ?? line;
    legs.set(line.walletId, {
      account: line.walletId,
      amount: signed,
      lines: [
        {
          type: 'reversal',
          amount: 0,
          reference,
          narration: reversal.narration ?? `Reversal: ${main.narration}`,
          counterparty: {
            name: main.counterpartyName,
            account: main.counterpartyAccount,
            bank: main.counterpartyBank,
          },
          initiatedBy: main.initiatedBy,
          channel: main.channel,
          metadata: { ...reversal.metadata, reversal: 'reversed', reason: reversal.reason ?? null },
        },
      ],
    });
  }
  const mirrored = [...legs.values()].filter((leg) => leg.amount !== 0);
  for (const leg of mirrored) leg.lines![0]!.amount = Math.abs(leg.amount);
  return mirrored;
}

/**
 * A part names a pool by its head (decision 0023): the sub-account of that pool the entry moved. Any other account
 * is its own.
 */
function subAccountMoved(moved: Awaited<ReturnType<typeof movedByAccount>>, account: string): string {
  if (moved.has(account)) return account;
  for (const [id, m] of moved) if (m.head === account) return id;
  return account;
}

/**
 * Per account of the entry: its kind, its pool's head (system accounts) and what is left of what the entry moved
 * (less earlier reversals).
 */
async function movedByAccount(tx: Tx, companyId: string, entryId: string) {
  const { rows } = await tx.execute<{
    account_id: string;
    kind: string;
    head: string | null;
    moved: string;
    reversed: string;
  }>(sql`
    select p.account_id, a.kind, sum(p.amount) as moved,
      (select h.id from ledger_accounts h where h.company_id = a.company_id and h.kind = a.kind and a.kind <> 'wallet'
        and h.pool_slot = 0) as head,
      coalesce((select sum(r.amount) from postings r
                join journal_entries e on e.company_id = r.company_id and e.id = r.entry_id
                where e.company_id = ${companyId} and e.reverses_entry_id = ${entryId} and r.account_id = p.account_id), 0)
        as reversed
    from postings p join ledger_accounts a on a.company_id = p.company_id and a.id = p.account_id
    where p.company_id = ${companyId} and p.entry_id = ${entryId}
    group by p.account_id, a.company_id, a.kind`);
  return new Map(
    rows.map(
      (r) =>
        [r.account_id, { kind: r.kind, head: r.head, left: Number(r.moved) + Number(r.reversed) }] as const,
    ),
  );
}
