// Movements: the one way money moves. A movement is a balanced journal entry whose wallet legs carry the history
// lines people read; `move` writes the entry, its postings, the guarded balance moves and those lines (each with the
// wallet's balance right after it) in the caller's transaction. A wallet posting without its lines, or lines on an
// account that is not a wallet, are refused: a wallet's history is its postings, line for line in money.
import type { Tx, WalletTransactionType } from '@paydesk/db';
import type { Kobo } from '@paydesk/money';
import type { SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import { postEntries } from './batch-posting.ts';
import { type HistoryLine, insertHistoryLines } from './history-lines.ts';
import { postEntryDetailed } from './posting.ts';
import { poolOf } from './system-accounts.ts';

/** A history line of a wallet leg; its direction is the leg's (credit when money comes in). */
export interface LineInput {
  type: WalletTransactionType;
  /** Kobo, positive. A leg's lines add up to the leg's amount. */
  amount: Kobo;
  narration: string;
  /** The movement's reference by default; a 'fee' line gets feeReference of it. */
  reference?: string;
  /** 'pending' while the rail or biller has not answered; the money has moved either way. */
  status?: 'pending' | 'successful';
  counterparty?: { name?: string | null; account?: string | null; bank?: string | null };
  initiatedBy?: string | null;
  channel?: string;
  metadata?: Record<string, unknown>;
}

/** One account's part of a movement: signed kobo (negative takes from it). A wallet's leg carries its lines. */
export interface Leg {
  account: string;
  amount: Kobo;
  lines?: LineInput[];
}

export interface Movement {
  companyId: string;
  /** The entry's kind ('transfer_out', 'funding', …). */
  kind: string;
  /** The business action (a transfer's reference): its lines carry it and reverse/settle find it by it. */
  reference: string;
  description: string;
  legs: Leg[];
  /** The entry's id, when a row that points at it is written first. */
  id?: string;
  reversesEntryId?: string;
  /** Past history brought in (the demo's months): the entry and its lines take effect then. */
  postedAt?: Date;
  /** System accounts move at commit (hot paths posting one entry per transaction); wallets still move now. */
  deferSystemBalances?: boolean;
  /** The caller's own INSERTs, run in the posting's statement (see posting.ts). */
  alongside?: SQL | SQL[];
}

export interface Moved {
  entryId: string;
  /** Each moved account's balance right after the movement (system accounts absent when deferred). */
  balances: Map<string, number>;
}

/** A fee line's reference: one debit line per reference and wallet, so the fee has its own. */
export const feeReference = (reference: string) => `${reference}-FEE`;

/** The references of a business action's lines: its own and its fee's. */
export const actionReferences = (reference: string) => [reference, feeReference(reference)];

/** Writes a movement: the entry, its postings, the balances and the history lines of its wallet legs. */
export async function move(tx: Tx, movement: Movement): Promise<Moved> {
  checkLines(movement);
  const posted = await postEntryDetailed(tx, {
    companyId: movement.companyId,
    kind: movement.kind,
    description: movement.description,
    reference: movement.reference,
    postings: movement.legs.map((leg) => ({ accountId: leg.account, amount: leg.amount })),
    ...(movement.id ? { id: movement.id } : {}),
    ...(movement.reversesEntryId ? { reversesEntryId: movement.reversesEntryId } : {}),
    ...(movement.postedAt ? { postedAt: movement.postedAt } : {}),
    ...(movement.deferSystemBalances ? { deferSystemBalances: true } : {}),
    ...(movement.alongside ? { alongside: movement.alongside } : {}),
  });
  const withLines = new Set(movement.legs.filter((leg) => leg.lines?.length).map((leg) => leg.account));
  for (const [account, kind] of posted.kinds) {
    if (kind === 'wallet' && !withLines.has(account))
      throw new Error(`movement ${movement.reference} moves wallet ${account} without its history lines`);
    if (kind !== 'wallet' && withLines.has(account))
      throw new Error(
        `movement ${movement.reference} gives history lines to account ${account}, not a wallet`,
      );
  }
  await insertHistoryLines(tx, await historyLines(tx, movement, posted));
  return { entryId: posted.entryId, balances: posted.balances };
}

function checkLines(movement: Movement) {
  for (const leg of movement.legs) {
    if (!leg.lines) continue;
    // Checked here: the posting moves a pool's sub-account, not the head named.
    if (poolOf(leg.account))
      throw new Error(
        `movement ${movement.reference} gives history lines to account ${leg.account}, not a wallet`,
      );
    let sum = 0;
    for (const line of leg.lines) {
      if (!Number.isSafeInteger(line.amount) || line.amount <= 0)
        throw new Error(`a history line's amount must be positive whole kobo, got ${line.amount}`);
      sum += line.amount;
    }
    if (sum !== Math.abs(leg.amount))
      throw new Error(`the lines of ${leg.account} sum to ${sum}, its leg moves ${leg.amount}`);
  }
}

/** The lines of every wallet leg, each with the wallet's balance right after it (walked back from the end). */
async function historyLines(
  tx: Tx,
  movement: Movement,
  posted: { entryId: string; balances: Map<string, number> },
): Promise<HistoryLine[]> {
  const out: HistoryLine[] = [];
  const completedAt = movement.postedAt ?? new Date();
  const after = new Map<string, number>();
  const legs = movement.legs.filter((leg) => leg.lines?.length);
  for (const leg of legs)
    if (!after.has(leg.account))
      after.set(
        leg.account,
        posted.balances.get(leg.account) ?? (await balanceOf(tx, movement, leg.account)),
      );
  // What moves after each line, per wallet: walking the lines backwards from the final balance.
  const later = new Map<string, number>();
  const balances: number[] = [];
  const flat = legs.flatMap((leg) => leg.lines!.map((line) => ({ leg, line })));
  for (let i = flat.length - 1; i >= 0; i--) {
    const { leg, line } = flat[i]!;
    const signed = leg.amount < 0 ? -line.amount : line.amount;
    const rest = later.get(leg.account) ?? 0;
    balances[i] = after.get(leg.account)! - rest;
    later.set(leg.account, rest + signed);
  }
  flat.forEach(({ leg, line }, i) => {
    const status = line.status ?? 'successful';
    const reference = line.reference ?? movement.reference;
    out.push({
      companyId: movement.companyId,
      walletId: leg.account,
      entryId: posted.entryId,
      type: line.type,
      direction: leg.amount < 0 ? 'debit' : 'credit',
      amount: line.amount,
      status,
      reference: line.type === 'fee' && !line.reference ? feeReference(reference) : reference,
      narration: line.narration,
      counterpartyName: line.counterparty?.name ?? null,
      counterpartyAccount: line.counterparty?.account ?? null,
      counterpartyBank: line.counterparty?.bank ?? null,
      balanceAfter: balances[i]!,
      initiatedBy: line.initiatedBy ?? null,
      channel: line.channel ?? 'web',
      metadata: line.metadata ?? {},
      completedAt: status === 'successful' ? completedAt : null,
      ...(movement.postedAt ? { createdAt: movement.postedAt } : {}),
    });
  });
  return out;
}

/** A wallet whose legs net to nothing in this entry was not moved: its balance as it stands. */
async function balanceOf(tx: Tx, movement: Movement, account: string): Promise<number> {
  const { rows } = await tx.execute<{ balance: string }>(
    sql`select balance from ledger_accounts where company_id = ${movement.companyId} and id = ${account}`,
  );
  return Number(rows[0]?.balance ?? 0);
}

/** A wallet leg paying `amount` (its line) and, when `fee` > 0, the fee (a 'fee' line of its own). */
export function walletDebit(
  wallet: string,
  amount: Kobo,
  line: Omit<LineInput, 'amount'>,
  fee?: { amount: Kobo; narration: string },
): Leg {
  const lines: LineInput[] = [{ ...line, amount }];
  if (fee && fee.amount > 0)
    lines.push({
      ...line,
      type: 'fee',
      amount: fee.amount,
      narration: fee.narration,
      ...(line.reference ? { reference: feeReference(line.reference) } : {}),
    });
  return { account: wallet, amount: -(amount + (fee?.amount ?? 0)), lines };
}

/** A wallet leg receiving `amount` (its line). */
export const walletCredit = (wallet: string, amount: Kobo, line: Omit<LineInput, 'amount'>): Leg => ({
  account: wallet,
  amount,
  lines: [{ ...line, amount }],
});

/**
 * Many movements of one business between its system accounts only (no wallet, so no history lines), all or none:
 * one guarded balance update per account (a settlement group, the recoveries of a run's payslips). Answers their
 * entries' ids in order; a movement that touches a wallet is refused.
 */
export async function moveSystem(
  tx: Tx,
  companyId: string,
  movements: Omit<Movement, 'companyId'>[],
  /** The demo's history only: when the whole group took effect (see postEntries). */
  postedAt?: Date,
) {
  for (const m of movements)
    if (m.postedAt || m.alongside || m.deferSystemBalances || m.legs.some((leg) => leg.lines))
      throw new Error(`movement ${m.reference} is not a plain movement between system accounts`);
  return postEntries(
    tx,
    companyId,
    movements.map((m) => ({
      companyId,
      kind: m.kind,
      description: m.description,
      reference: m.reference,
      ...(m.id ? { id: m.id } : {}),
      ...(m.reversesEntryId ? { reversesEntryId: m.reversesEntryId } : {}),
      postings: m.legs.map((leg) => ({ accountId: leg.account, amount: leg.amount })),
    })),
    { systemOnly: true, ...(postedAt ? { postedAt } : {}) },
  );
}
