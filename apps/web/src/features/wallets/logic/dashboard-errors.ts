// Spec §8: a dashboard bulk-pay metrics failure with the message 'Wallet Not Found' is silent; others toast.
import { WALLET_NOT_FOUND_MESSAGE } from '../copy.ts';

export function isSilentDashboardError(error: unknown): boolean {
  const message = (error as { message?: unknown } | null)?.message;
  return (
    typeof message === 'string' && message.trim().toLowerCase() === WALLET_NOT_FOUND_MESSAGE.toLowerCase()
  );
}
