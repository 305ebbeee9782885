// The banking rail the app runs with. Only the sandbox exists so far; a real adapter is chosen here by env later.
import type { BankingProvider } from './banking-provider.ts';
import { createSandboxBanking } from './sandbox-banking.ts';

export type { BankingProvider, NameEnquiry } from './banking-provider.ts';

export function createBankingProvider(config: { SANDBOX_NAME_ENQUIRY_DELAY_MS: number }): BankingProvider {
  return createSandboxBanking({ delayMs: config.SANDBOX_NAME_ENQUIRY_DELAY_MS });
}
