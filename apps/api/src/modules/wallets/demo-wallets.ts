// The demo business's money: a main wallet funded through the ledger (a card funding and a customer's bank
// transfer, each a journal entry with its history line) and an operations wallet with a move into it.
// Runs once: a main wallet that already has postings is left alone.
import { companies, type Database, type Tx, walletTransactions } from '@paydesk/db';
import { eq } from 'drizzle-orm';
import { newReference } from '../../lib/references.ts';
import { ensureSystemAccounts, postEntryDetailed, postingCount } from '../ledger/index.ts';
import { insertWallet, nextAccountNumber } from './accounts/accounts.queries.ts';
import { ensureMainWallet } from './accounts/accounts.service.ts';

interface Line {
  walletId: string;
  type: 'funding' | 'bank_transfer_in' | 'move_in' | 'move_out';
  direction: 'credit' | 'debit';
  narration: string;
  counterpartyName?: string;
  counterpartyBank?: string;
}

async function post(
  tx: Tx,
  companyId: string,
  kind: string,
  amount: number,
  from: string,
  lines: Line[],
): Promise<void> {
  const reference = newReference(kind === 'move' ? 'MOV' : kind === 'funding' ? 'FND' : 'TRF');
  const to = lines.find((l) => l.direction === 'credit')!.walletId;
  const entry = await postEntryDetailed(tx, {
    companyId,
    kind,
    description: lines[0]!.narration,
    reference,
    postings: [
      { accountId: from, amount: -amount },
      { accountId: to, amount },
    ],
  });
  await tx.insert(walletTransactions).values(
    lines.map((l) => ({
      companyId,
      walletId: l.walletId,
      entryId: entry.entryId,
      type: l.type,
      direction: l.direction,
      amount,
      status: 'successful' as const,
      reference,
      narration: l.narration,
      counterpartyName: l.counterpartyName ?? null,
      counterpartyBank: l.counterpartyBank ?? null,
      balanceAfter: entry.balances.get(l.walletId) ?? null,
      channel: kind === 'move' ? 'web' : kind === 'funding' ? 'card' : 'bank_transfer',
      completedAt: new Date(),
    })),
  );
}

export async function seedDemoWallets(db: Database, companyId: string, bankCode: string): Promise<void> {
  const main = await ensureMainWallet(db, { WALLET_BANK_CODE: bankCode }, companyId);
  if (!main) return;
  if ((await postingCount(db, companyId, main.id)) > 0) return;
  const [company] = await db
    .select({ name: companies.name })
    .from(companies)
    .where(eq(companies.id, companyId));
  await db.transaction(async (tx) => {
    const system = await ensureSystemAccounts(tx, companyId);
    const operations = await insertWallet(tx, {
      companyId,
      name: 'Operations',
      purpose: 'expense',
      accountNumber: await nextAccountNumber(tx, bankCode),
    });
    await post(tx, companyId, 'funding', 2_500_000_00, system.funding_clearing!, [
      { walletId: main.id, type: 'funding', direction: 'credit', narration: 'Card funding of Main wallet' },
    ]);
    await post(tx, companyId, 'bank_transfer_in', 750_000_00, system.funding_clearing!, [
      {
        walletId: main.id,
        type: 'bank_transfer_in',
        direction: 'credit',
        narration: 'Payment for invoice INV-0042',
        counterpartyName: 'Chukwu Supermarkets',
        counterpartyBank: 'Access Bank',
      },
    ]);
    await post(tx, companyId, 'move', 400_000_00, main.id, [
      {
        walletId: main.id,
        type: 'move_out',
        direction: 'debit',
        narration: 'Float for operations',
        counterpartyName: 'Operations',
      },
      {
        walletId: operations!.id,
        type: 'move_in',
        direction: 'credit',
        narration: 'Float for operations',
        counterpartyName: company?.name ?? 'Main wallet',
      },
    ]);
  });
}
