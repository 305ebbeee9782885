// Everything of bill payments the payments module registers: the routes (under /api), the jobs (a batch's lines,
// the minute sweep of unsent and pending bills and of lost batches) and the executor of 'bill.payment' in the
// approvals registry. The bills provider is the sandbox unless one is given.
import type { Database } from '@paydesk/db';
import { formatKobo } from '@paydesk/money';
import type { FastifyInstance } from 'fastify';
import { defineJob, type JobDefinition, type JobSender } from '../../../platform/jobs/jobs.ts';
import { type BillsProvider, createBillsProvider } from '../../../providers/bills/index.ts';
import type { ApprovalRegistry } from '../../approvals/index.ts';
import type { PaymentsDeps } from '../payments-deps.ts';
import { processBillBatch } from './bill-batch-processing.ts';
import { unfinishedBillBatches } from './bill-batches.queries.ts';
import { startBillBatch } from './bill-bulk.service.ts';
import { requeryPendingBills } from './bill-outcome.ts';
import { executeSingleBill } from './bill-purchase.service.ts';
import { billRoutes } from './bills.routes.ts';
import { BILL_REQUERY_SECONDS, BILLS_JOBS, type BillsDeps } from './bills-deps.ts';

const defaultProvider = createBillsProvider();

export const billsDepsOf = (deps: PaymentsDeps & { bills?: BillsProvider }): BillsDeps => ({
  ...deps,
  bills: deps.bills ?? defaultProvider,
});

export function billsModule(deps: PaymentsDeps & { bills?: BillsProvider }) {
  return async (app: FastifyInstance) => {
    await app.register(billRoutes(billsDepsOf(deps)), { prefix: '/api' });
  };
}

/** Puts the executor of 'bill.payment' (a single bill or a bulk batch) in the approvals registry. */
export function registerBillActions(registry: ApprovalRegistry, deps: Pick<PaymentsDeps, 'jobs'>) {
  registry.register('bill.payment', {
    execute: async (context, payload) => {
      if (payload.kind === 'bulk') {
        // Queued by the minute sweep once this approval commits.
        const batch = await startBillBatch(context.tx, deps, context.companyId, payload, context.requestId);
        return { batchId: batch.id, total: batch.total };
      }
      // Sent to the provider by the sweep of unsent bills once this approval commits.
      const bill = await executeSingleBill(context.tx, context.companyId, payload, context.requestId);
      return { billId: bill.id, reference: bill.reference, status: bill.status };
    },
    describe: (p) =>
      p.kind === 'bulk'
        ? `Pay ${p.orders.length} bills totalling ${formatKobo(p.totalAmount)} (fees ${formatKobo(p.totalFees)})`
        : `Pay ${p.order.productName ?? p.order.billerName} ${formatKobo(p.order.amount)} for ${p.order.customerNumber}`,
  });
}

export function billJobDefinitions(deps: {
  db: Database;
  jobs: () => JobSender | undefined;
  bills?: BillsProvider;
}): JobDefinition[] {
  const bills = deps.bills ?? defaultProvider;
  return [
    defineJob(BILLS_JOBS.batch, (data) => processBillBatch({ db: deps.db, bills }, data), { retry: 5 }),
    defineJob(
      BILLS_JOBS.sweep,
      async () => {
        for (const target of await unfinishedBillBatches(deps.db))
          await deps.jobs()?.send(BILLS_JOBS.batch, target);
        await requeryPendingBills(deps.db, bills, BILL_REQUERY_SECONDS);
      },
      { cron: '* * * * *' },
    ),
  ];
}
