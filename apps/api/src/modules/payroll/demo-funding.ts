// The demo's payrolls, made payable as seeded: the owner has confirmed the employees' bank accounts, and the main
// wallet receives a bank transfer in that covers a run's salaries and fees (and, for a month paid in full, its
// remittances and their fees) through the ledger, with its history line — so a newcomer can submit, approve and pay
// this month's draft, and each past month's payroll was paid from money the business really had.
import type { Database, Tx } from '@paydesk/db';
import { newReference } from '../../lib/references.ts';
import { ensureSystemAccounts, move, walletCredit } from '../ledger/index.ts';
import { payoutFees } from '../payments/index.ts';
import { getWallet } from '../wallets/index.ts';
import * as pq from './pay/line-payments.queries.ts';

interface Funding {
  /** Other payouts the money must cover (kobo each, their fees added): a month's remittances. */
  alsoPays?: number[];
  /** Left in the wallet after everything is paid. */
  margin: number;
  /** The whole cost comes in, whatever the wallet holds already (a month's takings moved in for its payday). */
  whole?: boolean;
  narration: string;
  from: { name: string; bank: string };
  /** The demo's history only: when the money came in (now by default). */
  postedAt?: Date;
}

/**
 * Tops the wallet up so it holds the run's net pay, the other payouts and their fees, plus the margin — or brings
 * in that whole cost (`whole`) — rounded up to ₦100,000.
 */
async function fundRun(
  db: Database | Tx,
  companyId: string,
  runId: string,
  walletId: string,
  funding: Funding,
) {
  await db.transaction(async (tx) => {
    const lines = (await pq.linesToPay(tx, companyId, runId, ['unpaid'])).filter(
      (l) => l.netPay > 0 && l.accountNumber,
    );
    const payouts = [...lines.map((l) => l.netPay), ...(funding.alsoPays ?? []).filter((a) => a > 0)];
    const fees = await payoutFees(tx, companyId, payouts);
    const needed = [...payouts, ...fees].reduce((s, x) => s + x, 0) + funding.margin;
    const held = funding.whole ? 0 : (await getWallet(tx, companyId, walletId)).balance;
    if (held >= needed) return;
    const amount = Math.ceil((needed - held) / 100_000_00) * 100_000_00;
    const system = await ensureSystemAccounts(tx, companyId);
    await move(tx, {
      companyId,
      kind: 'bank_transfer_in',
      reference: newReference('TRF'),
      description: funding.narration,
      legs: [
        { account: system.funding_clearing, amount: -amount },
        walletCredit(walletId, amount, {
          type: 'bank_transfer_in',
          narration: funding.narration,
          counterparty: funding.from,
          channel: 'bank_transfer',
        }),
      ],
      ...(funding.postedAt ? { postedAt: funding.postedAt } : {}),
    });
  });
}

/** Tops the wallet up so it holds the draft's net pay and fees, plus ₦500,000, rounded up to ₦100,000. */
export function fundDemoDraft(db: Database, companyId: string, runId: string, walletId: string) {
  return fundRun(db, companyId, runId, walletId, {
    margin: 500_000_00,
    narration: 'Transfer in for this month’s payroll',
    from: { name: 'Demo Holdings Ltd', bank: 'Access Bank' },
  });
}

/**
 * At `at`, a few days before a past payday: brings in the month's salaries and `remittances` with their fees (rounded
 * up to ₦100,000), the takings the business moved in for payday, so the wallet is left as it was (a little more); or,
 * for a month whose remittances are still to pay (`remittances` null), only what the wallet lacks for its salaries.
 */
export function fundDemoMonth(
  db: Database | Tx,
  companyId: string,
  runId: string,
  walletId: string,
  month: string,
  remittances: number[] | null,
  at: Date,
) {
  return fundRun(db, companyId, runId, walletId, {
    alsoPays: remittances ?? [],
    margin: 0,
    whole: remittances !== null,
    postedAt: at,
    narration: `Sales takings for ${month} payroll`,
    from: { name: 'Adunni Foods Ltd', bank: 'Guaranty Trust Bank' },
  });
}
