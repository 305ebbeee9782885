// The demo business's settlements: its own account at a bank (confirmed), and a monthly rule that sweeps the main
// wallet above a floor set over today's balance, with one past sweep that found nothing above the floor. No money
// moves in the seed, so the wallet figures other seeds and journeys check stay as they are. Runs once.
import type { Database } from '@paydesk/db';
import { addDays, lagosDay } from '../../lib/lagos-time.ts';
import { ensureMainWallet } from '../wallets/index.ts';
import * as q from './settlements.queries.ts';
import { nextSweepOnOrAfter } from './sweep-rules.service.ts';

export const DEMO_SETTLEMENT_ACCOUNT = {
  bankCode: '000015',
  bankName: 'ZENITH BANK',
  accountNumber: '1012345678',
  accountName: 'ADUNNI FOODS LIMITED',
};

export async function seedDemoSettlements(
  db: Database,
  companyId: string,
  memberId: string,
  bankCode = '999999',
): Promise<void> {
  if ((await q.listAccounts(db, companyId)).length > 0) return;
  const wallet = await ensureMainWallet(db, { WALLET_BANK_CODE: bankCode }, companyId);
  if (!wallet) return;
  const today = lagosDay();
  const lastMonth = `${addDays(`${today.slice(0, 7)}-01`, -1).slice(0, 7)}-01`;
  // A round floor above today's balance: the rule is real, but sweeps nothing until the wallet grows past it.
  const floor = Math.ceil((wallet.balance + 1) / 100_000_000) * 100_000_000;
  await db.transaction(async (tx) => {
    const account = await q.insertAccount(tx, {
      companyId,
      ...DEMO_SETTLEMENT_ACCOUNT,
      status: 'active',
      addedBy: memberId,
      confirmedAt: new Date(),
    });
    const timing = { frequency: 'monthly' as const, day: 1, startDate: lastMonth };
    const rule = await q.insertRule(tx, {
      companyId,
      walletId: wallet.id,
      settlementAccountId: account.id,
      floor,
      ...timing,
      status: 'active',
      lastRunDate: lastMonth,
      nextRunDate: nextSweepOnOrAfter(timing, addDays(today, 1)),
      createdBy: memberId,
    });
    await q.insertSweep(tx, {
      companyId,
      sweepRuleId: rule.id,
      runDate: lastMonth,
      status: 'nothing',
      balanceBefore: wallet.balance,
    });
  });
}
