// The banking rail the app runs with: name enquiry and transfers out. Only the sandbox exists so far; a real adapter
// is chosen here by env later.
import type { RailsMode } from '@paydesk/contracts';
import type { BankingProvider } from './banking-provider.ts';
import { createSandboxBanking } from './sandbox-banking.ts';
import type { SandboxTransferRail } from './sandbox-transfers.ts';
import type { TransferRail } from './transfer-rail.ts';

export type { BankingProvider, NameEnquiry } from './banking-provider.ts';
export {
  createSandboxTransfers,
  nipSessionId,
  SANDBOX_DECLINED_REASON,
  SANDBOX_REFUSED_REASON,
  SANDBOX_TRANSFER_ACCOUNTS,
  type SandboxTransferDeps,
  type SandboxTransferRail,
} from './sandbox-transfers.ts';
export type { SubmitResult, TransferInstruction, TransferOutcome, TransferRail } from './transfer-rail.ts';

export function createBankingProvider(options: { delayMs?: number } = {}): BankingProvider {
  return createSandboxBanking(options);
}

export const isSandboxTransfers = (rail: TransferRail): rail is SandboxTransferRail =>
  (rail as Partial<SandboxTransferRail>).sandbox === true;

/** Whether money really moves: the rail transfers leave by is the sandbox's or a live adapter. */
export const railsModeOf = (rail: TransferRail): RailsMode => (isSandboxTransfers(rail) ? 'sandbox' : 'live');
