// The header's wallet balance chip (spec §2.6, §7): the business's wallets summed, in kobo (minor units).
import { z } from 'zod';
import { success } from './envelope.ts';

export const walletBalanceResponse = success(
  z.object({ balance: z.number().int(), currency: z.literal('NGN') }),
);

export const DASHBOARD_PATHS = {
  walletBalance: '/b2b/employer/dashboard/wallet-balance',
} as const;
