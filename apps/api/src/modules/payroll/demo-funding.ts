// The demo's draft payroll, made payable as seeded: the owner has confirmed the employees' bank accounts, and the
// main wallet receives a bank transfer in that covers the draft's salaries and fees (through the ledger, with its
// history line), so a newcomer can submit, approve and pay it.
import type { Database } from '@paydesk/db';
import { newReference } from '../../lib/references.ts';
import { ensureSystemAccounts, move, walletCredit } from '../ledger/index.ts';
import { payoutFees } from '../payments/index.ts';
import { getWallet } from '../wallets/index.ts';
import * as pq from './pay/line-payments.queries.ts';

/** Tops the wallet up so it holds the draft's net pay and fees, plus ₦500,000, rounded up to ₦100,000. */
export async function fundDemoDraft(db: Database, companyId: string, runId: string, walletId: string) {
  await db.transaction(async (tx) => {
    const lines = (await pq.linesToPay(tx, companyId, runId, ['unpaid'])).filter(
      (l) => l.netPay > 0 && l.accountNumber,
    );
    const fees = await payoutFees(
      tx,
      companyId,
      lines.map((l) => l.netPay),
    );
    const needed = [...lines.map((l) => l.netPay), ...fees].reduce((s, x) => s + x, 0) + 500_000_00;
    const wallet = await getWallet(tx, companyId, walletId);
    if (wallet.balance >= needed) return;
    const amount = Math.ceil((needed - wallet.balance) / 100_000_00) * 100_000_00;
    const system = await ensureSystemAccounts(tx, companyId);
    const reference = newReference('TRF');
    const narration = 'Transfer in for this month’s payroll';
    await move(tx, {
      companyId,
      kind: 'bank_transfer_in',
      reference,
      description: narration,
      legs: [
        { account: system.funding_clearing, amount: -amount },
        walletCredit(walletId, amount, {
          type: 'bank_transfer_in',
          narration,
          counterparty: { name: 'Demo Holdings Ltd', bank: 'Access Bank' },
          channel: 'bank_transfer',
        }),
      ],
    });
  });
}
