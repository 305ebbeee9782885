// The bills provider the app runs with. Only the sandbox exists so far; a real adapter is chosen here by env later.
import type { BillsProvider } from './bills-provider.ts';
import { createSandboxBills } from './sandbox-bills.ts';

export type { BillPurchaseInstruction, BillPurchaseOutcome, BillsProvider } from './bills-provider.ts';
export { BILLER_CATALOGUE, findBiller, SANDBOX_BILL_FAILURE_REASONS } from './catalogue.ts';
export { SANDBOX_BILL_NUMBERS, sandboxToken } from './sandbox-bills.ts';

export function createBillsProvider(options: { delayMs?: number } = {}): BillsProvider {
  return createSandboxBills(options);
}
