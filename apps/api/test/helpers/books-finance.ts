// The books' money operations that lend or earn: credit asked for by the business and disbursed by an operator, a
// trade advance on an invoice disbursed by an operator and repaid with the PIN (in part, in full, or not yet), and a
// day of yield accrued by the daily job on every wallet above the minimum. Each through the HTTP API (the business's
// and the operations console's) and the job's own code, as their API tests do.
import { randomUUID } from 'node:crypto';
import {
  CREDIT_PATHS,
  creditRequestResponse,
  OPS_TRADE_PATHS,
  OPS_WALLET_PATHS,
  TRADE_PATHS,
  tradeAdvanceResponse,
  tradeDocumentResponse,
  YIELD_PATHS,
  yieldSettingsResponse,
} from '@paydesk/contracts';
import { sql } from 'drizzle-orm';
import { addDays, lagosDay } from '../../src/lib/lagos-time.ts';
import { accrueYield } from '../../src/modules/wallets/yield/yield.service.ts';
import { sqlRows } from './auth-flows.ts';
import { type BooksBusiness, outcome } from './books-business.ts';
import { multipart, newOperator, operatorLogin, PDF } from './compliance.ts';
import type { TestApp } from './test-app.ts';
import { api, newKey, PIN } from './wallet-fixtures.ts';

export type FinanceOp =
  | { kind: 'credit'; business: number; amount: number }
  | { kind: 'trade'; business: number; amount: number; repay: 'none' | 'part' | 'all' }
  | { kind: 'yield'; business: number };

/** One operator session per app: signing in costs an emailed code. */
const operators = new WeakMap<TestApp, Promise<{ token: string }>>();
function operator(t: TestApp) {
  let session = operators.get(t);
  if (!session) {
    session = newOperator(t).then((o) => operatorLogin(t, o));
    operators.set(t, session);
  }
  return session;
}

export async function runFinanceOp(t: TestApp, b: BooksBusiness, op: FinanceOp): Promise<string> {
  switch (op.kind) {
    case 'credit':
      return credit(t, b, op.amount);
    case 'trade':
      return tradeAdvance(t, b, op.amount, op.repay);
    case 'yield':
      return accrueDay(t, b);
  }
}

async function credit(t: TestApp, b: BooksBusiness, amount: number) {
  const asked = await t.api.post(
    api(CREDIT_PATHS.request),
    { amount, tenorMonths: 3, purpose: 'Stock for the festive season' },
    { token: b.token, schema: creditRequestResponse },
  );
  if (asked.status >= 300) return outcome(asked, '');
  const approved = await t.api.post(
    api(OPS_WALLET_PATHS.creditApprove(asked.data._id)),
    { approvedAmount: amount, interestRateBps: 250 },
    { token: (await operator(t)).token, schema: creditRequestResponse },
  );
  return outcome(approved, `credit ${approved.status < 300 ? approved.data.status : ''}`.trim());
}

/** An invoice of 125% of the advance (the most advanced is 80% of it), disbursed, then repaid as the op says. */
async function tradeAdvance(t: TestApp, b: BooksBusiness, amount: number, repay: 'none' | 'part' | 'all') {
  const { payload, headers } = multipart({ name: 'invoice.pdf', type: 'application/pdf', bytes: PDF });
  const uploaded = await t.app.inject({
    method: 'POST',
    url: api(TRADE_PATHS.documents),
    payload,
    headers: { ...headers, authorization: `Bearer ${b.token}` },
  });
  if (uploaded.statusCode >= 300) return outcome({ status: uploaded.statusCode, body: uploaded.json() }, '');
  const document = tradeDocumentResponse.parse(uploaded.json()).data;
  const asked = await t.api.post(
    api(TRADE_PATHS.advances),
    {
      buyerName: 'Shoprite Nigeria Ltd',
      buyerEmail: 'payables@shoprite.example',
      invoiceNumber: `INV-${randomUUID().slice(0, 8)}`,
      invoiceAmount: Math.ceil((amount * 5) / 4),
      issueDate: lagosDay(),
      dueDate: addDays(lagosDay(), 30),
      documentId: document._id,
      requestedAmount: amount,
    },
    { token: b.token, schema: tradeAdvanceResponse },
  );
  if (asked.status >= 300) return outcome(asked, '');
  const disbursed = await t.api.post(
    api(OPS_TRADE_PATHS.approve(asked.data._id)),
    { approvedAmount: amount },
    { token: (await operator(t)).token, schema: tradeAdvanceResponse },
  );
  if (disbursed.status >= 300 || repay === 'none') return outcome(disbursed, 'trade disbursed');
  const owed = disbursed.data.outstanding;
  const repaid = await t.api.post(
    api(TRADE_PATHS.repay(asked.data._id)),
    { amount: repay === 'all' ? owed : Math.floor(owed / 2), pin: PIN },
    { token: b.token, schema: tradeAdvanceResponse, headers: { 'idempotency-key': newKey() } },
  );
  return outcome(repaid, `trade repaid ${repay === 'all' ? 'in full' : 'in part'}`);
}

/**
 * Opts the business in to yield (once) and runs the daily job for the day after the last one accrued (today at
 * first): the job posts on every opted-in business's wallets above the minimum, each day once.
 */
async function accrueDay(t: TestApp, b: BooksBusiness) {
  const opted = await t.api.patch(
    api(YIELD_PATHS.optInOut),
    { optIn: true, acceptTerms: true },
    { token: b.token, schema: yieldSettingsResponse },
  );
  if (opted.status >= 300) return outcome(opted, '');
  const [last] = await sqlRows<{ day: string | null }>(
    t,
    sql`select max(accrual_date)::text as day from yield_accruals where company_id = ${b.companyId}`,
  );
  const day = last?.day ? addDays(last.day, 1) : lagosDay();
  const run = await accrueYield(t.server.database.db, t.config, day);
  return `yield ${run.posted > 0 ? 'accrued' : 'none due'}`;
}
