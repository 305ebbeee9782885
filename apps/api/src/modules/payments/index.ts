// The payments module's face: beneficiaries, transfers (single, multiple, uploaded batches) over the banking rail,
// their settlement and reversal, fees and receipts. It is also the one payout pipeline: the only module that talks
// to the rail. Other modules send payouts (startPayoutBatch for salaries and remittances; insertPostedPayout /
// postedPayoutInsert + handOffToRail for a payout whose money they moved themselves) and register a handler per
// owner in the PayoutRegistry, called inside the transaction that settles, reverses or refuses each payout. It debits wallets through the wallets face (PIN, limits) and
// posts only through modules/ledger; its gateable actions ('transfer.single', 'transfer.bulk', 'beneficiary.add')
// and 'transfer.recurring.setup' are registered in the approvals registry. Recurring transfers (recurring/) run as
// jobs through postTransfer. Bills (bills/) pay billers through the bills provider; their gateable action is
// 'bill.payment'. For the dashboard's week: failedAwaitingReturn (refused payouts whose money is not back yet).
import './approval-actions.ts';
import { defineModule, type ReportError } from '../../platform/modules/define-module.ts';
import { demoBillEvents } from './bills/demo-bills.ts';
import { demoPaymentEvents, seedDemoPayments } from './demo-payments.ts';
import type { PaymentsDeps } from './payments-deps.ts';
import { paymentsJobDefinitions, paymentsRoutes, registerPaymentActions } from './payments-module.ts';

export type { BeneficiaryPayload, BulkTransferPayload, SingleTransferPayload } from './approval-actions.ts';
export { processBatch } from './batches/batch-processing.ts';
export {
  demoBankAnswer,
  type PayoutLine,
  type PayoutLineOutcome,
  type PayoutOrder,
  payoutFees,
  payoutOutcomes,
  settleBatchAsTheBank,
  startPayoutBatch,
} from './batches/payout-batches.ts';
export { createBeneficiary, findBeneficiaries } from './beneficiaries/beneficiaries.service.ts';
export { PAYMENTS_JOBS, type PaymentsDeps } from './payments-deps.ts';
export { createTransferRail } from './payments-module.ts';
export {
  createPayoutRegistry,
  PAYOUT_OWNERS,
  type PayoutContext,
  type PayoutHandler,
  type PayoutOwner,
  type PayoutRegistry,
  type PayoutResult,
} from './rail/payout-registry.ts';
export { insertPostedPayout, type PostedPayout, postedPayoutInsert } from './rail/posted-payouts.ts';
export {
  applyOutcomeIn,
  applyTransferOutcome,
  handOffToRail,
  type OutcomeDeps,
  type RailTransfer,
  requeryOpenTransfers,
  submitToRail,
} from './rail/transfer-outcome.ts';
export { applyTransferOutcomes } from './rail/transfer-settlement.ts';
export { RECURRING_JOBS, sendDueRuns } from './recurring/recurring-module.ts';
export { runRecurringTransfer } from './recurring/recurring-run.ts';
export { nextRunOnOrAfter } from './recurring/recurring-schedule.ts';
export { feeBandsOf, transferFee } from './transfers/fees.ts';
export { sendTransferAsApiKey } from './transfers/single-transfer.service.ts';
export { postTransfer, type TransferOrder } from './transfers/transfer-posting.ts';
export { transferReceiptPdf } from './transfers/transfer-receipt-pdf.ts';
export { getTransferView, receiptOf, transferPage } from './transfers/transfer-views.ts';
export { failedAwaitingReturn, transferSessionIds, transferTraces } from './transfers/transfers.queries.ts';

type PaymentsModuleDeps = Required<PaymentsDeps> & { reportError: ReportError };

/** What payments' routes and gated actions are given (integrations' public money routes too). */
export function paymentsDepsOf(deps: PaymentsModuleDeps): Required<PaymentsDeps> {
  const { db, config, mailer, banking, rail, payouts, jobs, gate, registry, onEffectError } = deps;
  return { db, config, mailer, banking, rail, payouts, jobs, gate, registry, onEffectError };
}

export const paymentsModule = defineModule<PaymentsModuleDeps, Pick<PaymentsDeps, 'db' | 'config'>>({
  name: 'payments',
  routes: (deps) => paymentsRoutes(paymentsDepsOf(deps)),
  jobs: ({ db, config, rail, payouts, jobs, reportError }) =>
    paymentsJobDefinitions({
      db,
      config,
      rail,
      payouts,
      jobs: () => jobs,
      onError: reportError('payments job failed'),
    }),
  approvalActions: (deps) => registerPaymentActions(deps.registry, paymentsDepsOf(deps)),
  demoSeed: [
    {
      name: 'payments',
      stage: 'activity',
      seed: ({ db, config }, { companyId, memberId }) =>
        seedDemoPayments(db, companyId, memberId, config.WALLET_BANK_CODE),
    },
  ],
  demoHistory: [
    {
      name: 'payments',
      events: ({ db, config }, { companyId, memberId }, now) =>
        demoPaymentEvents(db, companyId, memberId, config.WALLET_BANK_CODE, now),
    },
    {
      name: 'bills',
      events: ({ db }, { companyId, memberId }, now) => demoBillEvents(db, companyId, memberId, now),
    },
  ],
});
