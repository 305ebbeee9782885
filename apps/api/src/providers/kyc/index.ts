// The KYC provider the app runs with. Only the sandbox exists so far; a real adapter is chosen here by env later.
import type { Mailer } from '../../platform/mail/mail.service.ts';
import type { KycProvider } from './kyc-provider.ts';
import { createSandboxKyc } from './sandbox-kyc.ts';

export type { KycProvider } from './kyc-provider.ts';

export function createKycProvider(deps: { messaging: Pick<Mailer, 'enqueue'> }): KycProvider {
  return createSandboxKyc(deps);
}
