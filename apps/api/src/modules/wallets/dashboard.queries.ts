// The wallet dashboard's figures in one statement (one round trip, a handful of index reads): wallets, months and
// counts from the monthly rollup, the five newest history lines (fee lines left out: each line carries its own fee,
// read from its fee line by the ledger's fee reference), and yield. Its cost does not grow with the
// number of history lines. Each read also answers the figures' stamp (below), read in the same snapshot.
// The wallet rows, the history lines and the business's name are their owners' SQL text (ledger's and businesses'
// faces), read in this one statement.
import type { WalletTransaction } from '@paydesk/contracts';
import type { Database } from '@paydesk/db';
import { companyNameText, companyRowStampText } from '../businesses/index.ts';
import {
  historyLinesText,
  walletAccountNumberText,
  walletNameText,
  walletRowsStampText,
  walletsJsonText,
} from '../ledger/index.ts';

const iso = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

export interface DashboardFigures {
  wallets: {
    id: string;
    status: string;
    purpose: string | null;
    balance: number;
    accountNumber: string | null;
  }[];
  companyName: string;
  monthly: { month: string; moneyIn: number; moneyOut: number }[];
  counts: {
    total: number;
    successful: number;
    pending: number;
    failed: number;
    reversed: number;
    credit: number;
    debit: number;
  };
  recent: (WalletTransaction & { fee: number | null })[];
  optedIn: boolean;
  yieldEarned: number;
  /** What the figures were read from (see STAMP_SQL); equal stamps mean equal figures for the same months. */
  stamp: string;
}

/**
 * The stamp of a business's dashboard inputs, in one small read: every row the figures come from carries the
 * transaction that last wrote it (`xmin`), and any write to them changes it. Wallet rows (balance, status, name,
 * number: every posting rewrites its wallets' rows, and a yield accrual is written with its posting), the business
 * row (its name), the yield enrolment, the rollup rows (months and counts: each changed row gets the writer's newer
 * transaction id, so their count and sum change) and the five newest history lines (the recent list, fee lines left out
 * as in the list; a line's fee line is written with it).
 */
const STAMP_SQL = `concat_ws('|',
      coalesce(${walletRowsStampText('$1::uuid')}, '-'),
      coalesce(${companyRowStampText('$1::uuid')}, '-'),
      coalesce((select xmin::text from yield_enrolments where company_id = $1::uuid), '-'),
      (select count(*)::text || ':' || coalesce(sum(xmin::text::bigint), 0)::text
         from wallet_monthly_rollups where company_id = $1::uuid),
      coalesce((select string_agg(l.id::text || ':' || l.xmin::text, ',')
         from (select id, xmin from ${historyLinesText('$1::uuid')} h where type <> 'fee'
               order by created_at desc, id desc limit 5) l), '-'))`;

/** The stamp alone: as cheap as the wallet-balance read, so an unchanged dashboard is answered from memory. */
export async function dashboardStamp(db: Database, companyId: string): Promise<string> {
  const result = await db.$client.query({
    name: 'wallet-dashboard-stamp',
    text: `select ${STAMP_SQL} as stamp`,
    values: [companyId],
  });
  return (result.rows[0] as { stamp: string }).stamp;
}

export async function dashboardFigures(
  db: Database,
  companyId: string,
  firstMonth: string,
): Promise<DashboardFigures> {
  // A named statement: each pooled connection plans it once ($1 the business, $2 the first month).
  const result = await db.$client.query({
    name: 'wallet-dashboard',
    text: DASHBOARD_SQL,
    values: [companyId, firstMonth],
  });
  const row = result.rows[0] as DashboardFigures & { yieldEarned: string | number };
  return { ...row, yieldEarned: Number(row.yieldEarned) };
}

const DASHBOARD_SQL = `
    with r as (
      select month, type, direction, status, line_count, amount from wallet_monthly_rollups
      where company_id = $1::uuid
    )
    select
      ${walletsJsonText('$1::uuid')} as wallets,
      ${companyNameText('$1::uuid')} as "companyName",
      (select coalesce(json_agg(json_build_object('month', month, 'moneyIn', money_in, 'moneyOut', money_out)), '[]')
         from (select month,
                      coalesce(sum(amount) filter (where direction = 'credit'), 0)::bigint as money_in,
                      coalesce(sum(amount) filter (where direction = 'debit'), 0)::bigint as money_out
               from r where status <> 'reversed' and type not in ('move_in', 'move_out', 'reversal')
                 and month >= $2::text
               group by month) m) as monthly,
      (select json_build_object(
                'total', coalesce(sum(line_count), 0)::int,
                'successful', coalesce(sum(line_count) filter (where status = 'successful'), 0)::int,
                'pending', coalesce(sum(line_count) filter (where status = 'pending'), 0)::int,
                'failed', coalesce(sum(line_count) filter (where status = 'failed'), 0)::int,
                'reversed', coalesce(sum(line_count) filter (where status = 'reversed'), 0)::int,
                'credit', coalesce(sum(line_count) filter (where direction = 'credit'), 0)::int,
                'debit', coalesce(sum(line_count) filter (where direction = 'debit'), 0)::int)
         from r) as counts,
      (select coalesce(json_agg(json_build_object(
                '_id', t.id, 'walletId', t.wallet_id, 'walletName', t.wallet_name,
                'walletAccountNumber', t.wallet_account_number, 'reference', t.reference, 'type', t.type,
                'direction', t.direction, 'amount', t.amount, 'status', t.status, 'narration', t.narration,
                'counterpartyName', t.counterparty_name, 'counterpartyAccount', t.counterparty_account,
                'counterpartyBank', t.counterparty_bank, 'balanceAfter', t.balance_after,
                'initiatedBy', t.initiated_by, 'channel', t.channel, 'createdAt', ${iso('t.created_at')},
                'completedAt', ${iso('t.completed_at')}, 'fee', t.fee)
              order by t.created_at desc, t.id desc), '[]')
         from (select l.*, ${walletNameText('l.company_id', 'l.wallet_id')} as wallet_name,
                      ${walletAccountNumberText('l.company_id', 'l.wallet_id')} as wallet_account_number,
                      (select f.amount from ${historyLinesText('l.company_id')} f
                        where f.reference = l.reference || '-FEE'
                          and f.wallet_id = l.wallet_id and f.direction = l.direction and f.type = 'fee') as fee
               from ${historyLinesText('$1::uuid')} l
               where l.type <> 'fee'
               order by l.created_at desc, l.id desc limit 5) t) as recent,
      coalesce((select opted_in from yield_enrolments where company_id = $1::uuid), false) as "optedIn",
      (select coalesce(sum(amount), 0)::bigint from yield_accruals where company_id = $1::uuid) as "yieldEarned",
      ${STAMP_SQL} as stamp`;
