// A new request row built whole here (its id, times and empty columns as the table's defaults would make them), and
// its INSERT as a statement that can travel in the ledger's posting statement (postEntry's `alongside`): an
// executed request and its entry are written in one round trip.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { NewRequest, RequestRow } from './on-demand.queries.ts';

type Required = Pick<
  RequestRow,
  | 'companyId'
  | 'employeeId'
  | 'kind'
  | 'status'
  | 'period'
  | 'amount'
  | 'fee'
  | 'feeBearer'
  | 'toDeduct'
  | 'fundingMode'
  | 'reference'
  | 'idempotencyKey'
>;

/** The row the INSERT below stores, with every column the table would default. */
export function newRequestRow(values: Required & Partial<NewRequest>): RequestRow {
  const now = new Date();
  return {
    id: randomUUID(),
    bankCode: null,
    bankName: null,
    accountNumber: null,
    accountName: null,
    entryId: null,
    settlementEntryId: null,
    reversalEntryId: null,
    providerReference: null,
    sessionId: null,
    failureReason: null,
    rejectionReason: null,
    decidedBy: null,
    decidedByName: null,
    decidedAt: null,
    submittedAt: null,
    settledAt: null,
    createdAt: now,
    updatedAt: now,
    ...values,
  } as RequestRow;
}

/** The INSERT of a row built by newRequestRow (the columns a new request can carry; the rest stay null). */
export const insertRequestSql = (
  r: RequestRow,
) => sql`insert into on_demand_requests (company_id, id, employee_id,
    kind, status, period, amount, fee, fee_bearer, to_deduct, funding_mode, bank_code, bank_name, account_number,
    account_name, reference, idempotency_key, entry_id, submitted_at, created_at, updated_at)
  values (${r.companyId}, ${r.id}, ${r.employeeId}, ${r.kind}, ${r.status}, ${r.period}, ${r.amount}, ${r.fee},
    ${r.feeBearer}, ${r.toDeduct}, ${r.fundingMode}, ${r.bankCode}, ${r.bankName}, ${r.accountNumber},
    ${r.accountName}, ${r.reference}, ${r.idempotencyKey}, ${r.entryId}, ${r.submittedAt?.toISOString() ?? null},
    ${r.createdAt.toISOString()}, ${r.updatedAt.toISOString()})`;
