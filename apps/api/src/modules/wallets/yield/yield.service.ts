// Yield on wallet balances: a business opts in (accepting the terms), and a daily job accrues the configured
// annual rate on each wallet whose closing balance for the Lagos day is at or above the minimum, posting it
// through the ledger. One accrual per wallet and day: running the job again for a day posts nothing new.
import {
  YIELD_TERMS_VERSION,
  type YieldDisplayType,
  type YieldOptInOutRequest,
  type YieldSettings,
} from '@paydesk/contracts';
import type { Database, Executor } from '@paydesk/db';
import type { AppConfig } from '../../../config.ts';
import type { Caller } from '../../../http/route-kit.ts';
import { formatDayLabel, formatMonthLabel, lagosDay } from '../../../lib/lagos-time.ts';
import { newReference } from '../../../lib/references.ts';
import { recordCallerAudit } from '../../../platform/audit/audit-actor.ts';
import { closingBalance, ensureSystemAccounts, move, walletCredit } from '../../ledger/index.ts';
import * as yieldQ from './yield.queries.ts';

type YieldConfig = Pick<AppConfig, 'YIELD_ANNUAL_RATE_BPS' | 'YIELD_MINIMUM_BALANCE_KOBO'>;

/** One day's yield on a balance: balance × rate ÷ 365, rounded half up to the kobo (integer arithmetic only). */
export function dailyYield(balance: number, annualRateBps: number): number {
  const numerator = BigInt(balance) * BigInt(annualRateBps) * 2n;
  const denominator = 10_000n * 365n * 2n;
  return Number((numerator + denominator / 2n) / denominator);
}

export async function yieldSettings(
  db: Executor,
  config: YieldConfig,
  companyId: string,
): Promise<YieldSettings> {
  const enrolment = await yieldQ.enrolmentOf(db, companyId);
  return {
    optedIn: enrolment?.optedIn ?? false,
    annualRateBps: config.YIELD_ANNUAL_RATE_BPS,
    minimumBalance: config.YIELD_MINIMUM_BALANCE_KOBO,
    termsVersion: YIELD_TERMS_VERSION,
    acceptedTermsAt: enrolment?.acceptedTermsAt?.toISOString() ?? null,
    accrualSchedule: 'Daily at 00:15 Africa/Lagos, for the previous day',
  };
}

export async function optInOut(
  db: Database,
  config: YieldConfig,
  caller: Caller,
  body: YieldOptInOutRequest,
): Promise<YieldSettings> {
  const { companyId, userId } = caller.auth;
  return db.transaction(async (tx) => {
    const now = new Date();
    const accepted = body.optIn
      ? { termsVersion: YIELD_TERMS_VERSION, acceptedTermsAt: now, acceptedBy: userId }
      : {};
    await yieldQ.upsertEnrolment(tx, companyId, { optedIn: body.optIn, ...accepted, updatedAt: now });
    await recordCallerAudit(tx, caller, {
      action: body.optIn ? 'wallet.yield.opt-in' : 'wallet.yield.opt-out',
      target: { type: 'business', id: companyId },
      outcome: 'success',
      metadata: body.optIn ? { termsVersion: YIELD_TERMS_VERSION } : {},
    });
    return yieldSettings(tx, config, companyId);
  });
}

export async function yieldBalance(db: Executor, config: YieldConfig, companyId: string) {
  const monthStart = `${lagosDay().slice(0, 7)}-01`;
  const totals = await yieldQ.accrualTotals(db, companyId, monthStart);
  const eligible = await yieldQ.eligibleWalletBalance(db, companyId, config.YIELD_MINIMUM_BALANCE_KOBO);
  return {
    totalEarned: Number(totals?.total ?? 0),
    earnedThisMonth: Number(totals?.thisMonth ?? 0),
    lastAccrualDate: totals?.last ?? null,
    eligibleBalance: Number(eligible?.total ?? 0),
  };
}

export async function yieldReport(
  db: Executor,
  companyId: string,
  query: { displayByType: YieldDisplayType; page: number; limit: number },
) {
  const { rows, total: totalDocs } = await yieldQ.accrualsByPeriod(db, companyId, query.displayByType, {
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
  });
  const label = (p: string) =>
    query.displayByType === 'months'
      ? formatMonthLabel(p.slice(0, 7))
      : query.displayByType === 'weeks'
        ? `Week of ${formatDayLabel(p)}`
        : formatDayLabel(p);
  return {
    displayByType: query.displayByType,
    docs: rows.map((r) => ({
      period: r.period,
      label: label(r.period),
      amount: Number(r.amount),
      days: r.days,
    })),
    totalDocs,
    page: query.page,
    limit: query.limit,
    totalPages: Math.ceil(totalDocs / query.limit),
  };
}

export interface AccrualRun {
  day: string;
  businesses: number;
  posted: number;
  amount: number;
}

/** Accrues one Lagos day's yield for every opted-in business; already accrued wallets are left alone. */
export async function accrueYield(db: Database, config: YieldConfig, day: string): Promise<AccrualRun> {
  const enrolled = await yieldQ.enrolledBusinesses(db);
  const run: AccrualRun = { day, businesses: enrolled.length, posted: 0, amount: 0 };
  for (const { companyId } of enrolled) {
    const wallets = await yieldQ.openWallets(db, companyId);
    for (const wallet of wallets) {
      const posted = await db.transaction(async (tx) => {
        const balance = await closingBalance(tx, companyId, wallet.id, day);
        if (balance < config.YIELD_MINIMUM_BALANCE_KOBO) return 0;
        const amount = dailyYield(balance, config.YIELD_ANNUAL_RATE_BPS);
        if (amount <= 0) return 0;
        const accrual = await yieldQ.insertAccrualOnce(tx, {
          companyId,
          walletId: wallet.id,
          accrualDate: day,
          closingBalance: balance,
          rateBps: config.YIELD_ANNUAL_RATE_BPS,
          amount,
        });
        if (!accrual) return 0;
        const system = await ensureSystemAccounts(tx, companyId);
        const reference = newReference('YLD');
        const narration = `Yield for ${formatDayLabel(day)}`;
        const { entryId } = await move(tx, {
          companyId,
          kind: 'yield',
          reference,
          description: narration,
          legs: [
            { account: system.yield_expense, amount: -amount },
            walletCredit(wallet.id, amount, {
              type: 'yield',
              narration,
              counterparty: { name: 'Paydesk yield' },
              channel: 'system',
              metadata: { accrualDate: day, closingBalance: balance, rateBps: config.YIELD_ANNUAL_RATE_BPS },
            }),
          ],
        });
        await yieldQ.setAccrualEntry(tx, companyId, accrual.id, entryId);
        return amount;
      });
      if (posted > 0) {
        run.posted += 1;
        run.amount += posted;
      }
    }
  }
  return run;
}
