// Rows of the database as the contract reads them, and the trade module's typed refusals.
import {
  ErrorCode,
  maxTradeAdvance,
  TRADE_MESSAGES,
  type TradeAdvance,
  type TradeStatus,
} from '@paydesk/contracts';
import { DomainError } from '../../lib/errors.ts';
import type { AdvanceWithParts, RepaymentRow } from './trade.queries.ts';

export class TradeRestricted extends DomainError {
  constructor() {
    super(403, ErrorCode.featureRestricted, TRADE_MESSAGES.restricted);
  }
}

export class TradeNotVerified extends DomainError {
  constructor() {
    super(
      403,
      ErrorCode.businessNotVerified,
      'Your business must be verified before it can use trade finance.',
    );
  }
}

const iso = (d: Date | null) => d?.toISOString() ?? null;

export const owedOn = (a: { approvedAmount: number | null; fee: number | null; repaidAmount: number }) =>
  (a.approvedAmount ?? 0) + (a.fee ?? 0) - a.repaidAmount;

export function advanceView(row: AdvanceWithParts): Omit<TradeAdvance, 'repayments'>;
export function advanceView(row: AdvanceWithParts, repayments: RepaymentRow[]): TradeAdvance;
export function advanceView(row: AdvanceWithParts, repayments?: RepaymentRow[]) {
  const a = row.advance;
  const view = {
    _id: a.id,
    reference: a.reference,
    companyName: row.companyName,
    buyerName: a.buyerName,
    buyerEmail: a.buyerEmail,
    invoiceNumber: a.invoiceNumber,
    invoiceAmount: a.invoiceAmount,
    issueDate: a.issueDate,
    dueDate: a.dueDate,
    document: {
      _id: row.document.id,
      fileName: row.document.fileName,
      mimeType: row.document.mimeType,
      size: row.document.size,
    },
    requestedAmount: a.requestedAmount,
    maxAdvance: maxTradeAdvance(a.invoiceAmount),
    approvedAmount: a.approvedAmount,
    fee: a.fee,
    repaidAmount: a.repaidAmount,
    outstanding: a.status === 'disbursed' || a.status === 'overdue' ? owedOn(a) : 0,
    status: a.status as TradeStatus,
    rejectionReason: a.rejectionReason,
    walletId: a.walletId,
    createdAt: a.createdAt.toISOString(),
    reviewStartedAt: iso(a.reviewStartedAt),
    approvedAt: iso(a.approvedAt),
    rejectedAt: iso(a.rejectedAt),
    disbursedAt: iso(a.disbursedAt),
    overdueAt: iso(a.overdueAt),
    repaidAt: iso(a.repaidAt),
  };
  if (!repayments) return view;
  return {
    ...view,
    repayments: repayments.map((r) => ({
      _id: r.id,
      reference: r.reference,
      amount: r.amount,
      walletId: r.walletId,
      createdAt: r.createdAt.toISOString(),
    })),
  };
}
