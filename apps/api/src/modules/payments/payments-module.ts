// Everything of the payments feature the app registers (under /api), the jobs the workers run, the transfer rail
// it is built with, and the executors of its gateable actions in the approvals registry.
import { PAYMENTS_PATHS } from '@paydesk/contracts';
import type { Database } from '@paydesk/db';
import { formatKobo } from '@paydesk/money';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config.ts';
import { deriveSecret } from '../../lib/derive-secret.ts';
import { defineJob, type JobDefinition, type JobSender } from '../../platform/jobs/jobs.ts';
import {
  createSandboxTransfers,
  isSandboxTransfers,
  type TransferRail,
} from '../../providers/banking/index.ts';
import type { CallbackTransport } from '../../providers/funding/index.ts';
import type { ApprovalRegistry } from '../approvals/index.ts';
import { processBatch } from './batches/batch-processing.ts';
import { executeApprovedBatch } from './batches/bulk-transfer-start.service.ts';
import { unfinishedBatches } from './batches/transfer-batches.queries.ts';
import { beneficiaryRoutes } from './beneficiaries/beneficiaries.routes.ts';
import { saveBeneficiary } from './beneficiaries/beneficiaries.service.ts';
import { billJobDefinitions, billsModule, registerBillActions } from './bills/bills-module.ts';
import { PAYMENTS_JOBS, type PaymentsDeps } from './payments-deps.ts';
import type { PayoutRegistry } from './rail/payout-registry.ts';
import { settlementCallbackRoutes } from './rail/settlement-callbacks.routes.ts';
import { requeryOpenTransfers, submitToRail } from './rail/transfer-outcome.ts';
import {
  recurringJobDefinitions,
  recurringRoutes,
  registerRecurringActions,
} from './recurring/recurring-module.ts';
import { executeSingleTransfer } from './transfers/single-transfer.service.ts';
import { unsubmittedTransfers } from './transfers/transfers.queries.ts';
import { transferRoutes } from './transfers/transfers.routes.ts';

/** The transfer rail of this deployment; its callbacks reach the app through `deliver`. */
export function createTransferRail(deps: {
  db: Database;
  config: AppConfig;
  deliver: CallbackTransport;
  jobs: () => JobSender | undefined;
}): TransferRail {
  return createSandboxTransfers({
    db: deps.db,
    secret: deps.config.BANK_WEBHOOK_SECRET ?? deriveSecret(deps.config.APP_SECRET, 'bank-webhook'),
    institutionCode: deps.config.WALLET_BANK_CODE,
    settleSeconds: deps.config.BANK_TRANSFER_SETTLE_SECONDS,
    callbackPath: `/api${PAYMENTS_PATHS.bankCallback}`,
    callbackBatchPath: `/api${PAYMENTS_PATHS.bankCallbackBatch}`,
    deliver: deps.deliver,
    requestProcessing: async (afterSeconds) => {
      await deps.jobs()?.send(PAYMENTS_JOBS.sandboxSettlement, {}, { startAfterSeconds: afterSeconds });
    },
  });
}

/** Puts the executors of 'transfer.single', 'transfer.bulk' and 'beneficiary.add' in the approvals registry. */
export function registerPaymentActions(
  registry: ApprovalRegistry,
  deps: Omit<PaymentsDeps, 'registry' | 'gate'>,
) {
  registry.register('transfer.single', {
    execute: async (context, payload) => {
      const transfer = await executeSingleTransfer(
        context.tx,
        deps,
        context.companyId,
        payload,
        context.requestId,
      );
      // Handed to the rail by the sweep of unsubmitted transfers once this approval commits.
      return { transferId: transfer.id, reference: transfer.reference, status: transfer.status };
    },
    describe: (p) => `Transfer ${formatKobo(p.amount)} to ${p.accountName} (${p.accountNumber})`,
  });
  registry.register('transfer.bulk', {
    execute: (context, payload) => executeApprovedBatch(deps, context, payload),
    describe: (p) =>
      `Send ${p.total} transfers totalling ${formatKobo(p.totalAmount)} (fees ${formatKobo(p.totalFees)})`,
  });
  registry.register('beneficiary.add', {
    execute: (context, payload) => saveBeneficiary(context.tx, context.companyId, payload),
    describe: (p) => `Add beneficiary ${p.accountName} (${p.accountNumber})`,
  });
  registerBillActions(registry, deps);
  registerRecurringActions(registry);
}

export function paymentsJobDefinitions(deps: {
  db: Database;
  config: AppConfig;
  rail: TransferRail;
  payouts: PayoutRegistry;
  jobs: () => JobSender | undefined;
  onError: (error: unknown) => void;
}): JobDefinition[] {
  const definitions = [
    defineJob(PAYMENTS_JOBS.batch, (data) => processBatch({ ...deps, onEffectError: deps.onError }, data), {
      retry: 5,
    }),
    defineJob(
      PAYMENTS_JOBS.batchSweep,
      async () => {
        for (const target of await unfinishedBatches(deps.db))
          await deps.jobs()?.send(PAYMENTS_JOBS.batch, target);
      },
      { cron: '* * * * *' },
    ),
    defineJob(
      PAYMENTS_JOBS.requery,
      async () => {
        await submitToRail(deps, await unsubmittedTransfers(deps.db, 5, 2_000));
        await requeryOpenTransfers(deps, deps.config.BANK_TRANSFER_REQUERY_SECONDS);
      },
      { cron: '* * * * *' },
    ),
    ...billJobDefinitions(deps),
    ...recurringJobDefinitions(deps),
  ];
  const rail = deps.rail;
  if (isSandboxTransfers(rail)) {
    definitions.push(
      defineJob(
        PAYMENTS_JOBS.sandboxSettlement,
        async () => {
          await rail.settleDue();
          await rail.deliverDueCallbacks();
        },
        { cron: '* * * * *' },
      ),
    );
  }
  return definitions;
}

/** Registered under /api. */
export function paymentsRoutes(deps: PaymentsDeps) {
  return async (app: FastifyInstance) => {
    await app.register(beneficiaryRoutes(deps), { prefix: '/api' });
    await app.register(transferRoutes(deps), { prefix: '/api' });
    await app.register(billsModule(deps));
    await app.register(recurringRoutes(deps), { prefix: '/api' });
    await app.register(settlementCallbackRoutes(deps), { prefix: '/api' });
  };
}
