// The funding provider the app runs with. Only the sandbox exists so far; a real adapter is chosen here by env later.
export type { FundingEvent, FundingProvider } from './funding-provider.ts';
export { FUNDING_SIGNATURE_HEADER } from './funding-provider.ts';
export {
  type CallbackTransport,
  createSandboxFunding,
  SANDBOX_DECLINED_AMOUNT,
  type SandboxFundingProvider,
} from './sandbox-funding.ts';

import type { FundingProvider } from './funding-provider.ts';
import type { SandboxFundingProvider } from './sandbox-funding.ts';

export const isSandboxFunding = (p: FundingProvider): p is SandboxFundingProvider =>
  (p as Partial<SandboxFundingProvider>).sandbox === true;
