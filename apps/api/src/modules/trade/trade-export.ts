// The trade list as a CSV (papaparse): every advance matching the list's status filter, newest first, amounts in
// naira with two decimals (exact, from kobo), days as Lagos dates; formula-looking cells are quoted.
import {
  TRADE_EXPORT_MAX_ROWS,
  TRADE_STATUS_LABELS,
  type TradeExportQuery,
  type TradeStatus,
} from '@paydesk/contracts';
import type { Executor } from '@paydesk/db';
import Papa from 'papaparse';
import { lagosDay } from '../../lib/lagos-time.ts';
import * as q from './trade.queries.ts';
import { assertTradeAllowed } from './trade.service.ts';
import { advanceView } from './trade-view.ts';

export const TRADE_CSV_COLUMNS = [
  'Reference',
  'Invoice number',
  'Buyer',
  'Buyer email',
  'Invoice amount (NGN)',
  'Advance requested (NGN)',
  'Advance approved (NGN)',
  'Fee (NGN)',
  'Repaid (NGN)',
  'Outstanding (NGN)',
  'Issue date',
  'Due date',
  'Status',
  'Requested on',
  'Disbursed on',
  'Repaid on',
] as const;

/** Kobo as naira text with two decimals, without a float: 123456 → "1234.56". */
const naira = (kobo: number | null) => {
  if (kobo === null) return '';
  const abs = Math.abs(kobo);
  return `${kobo < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
};
const day = (iso: string | null) => (iso ? lagosDay(new Date(iso)) : '');

export async function tradeAdvancesCsv(db: Executor, companyId: string, query: TradeExportQuery) {
  await assertTradeAllowed(db, companyId);
  const rows = await q.advancesForExport(
    db,
    companyId,
    query.status ? [query.status] : undefined,
    TRADE_EXPORT_MAX_ROWS,
  );
  const data = rows.map((row) => {
    const a = advanceView(row);
    return [
      a.reference,
      a.invoiceNumber,
      a.buyerName,
      a.buyerEmail,
      naira(a.invoiceAmount),
      naira(a.requestedAmount),
      naira(a.approvedAmount),
      naira(a.fee),
      naira(a.repaidAmount),
      naira(a.outstanding),
      a.issueDate,
      a.dueDate,
      TRADE_STATUS_LABELS[a.status as TradeStatus],
      day(a.createdAt),
      day(a.disbursedAt),
      day(a.repaidAt),
    ];
  });
  const text = Papa.unparse(
    { fields: [...TRADE_CSV_COLUMNS], data },
    { newline: '\r\n', escapeFormulae: true },
  );
  return `${text}\r\n`;
}
