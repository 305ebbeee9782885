// The member's default source wallet (Settings › Preferences), chosen first when money moves.
import { memberPreferencesResponse, SETTINGS_PATHS } from '@paydesk/contracts';
import { useQuery } from '@tanstack/react-query';
import { parseResponse, request } from '@/lib/api/index.ts';
import { walletKeys } from './keys.ts';

export const useDefaultSourceWallet = () =>
  useQuery({
    queryKey: walletKeys.defaultSource(),
    queryFn: async () =>
      parseResponse(
        memberPreferencesResponse,
        await request({ method: 'GET', path: SETTINGS_PATHS.preferences }),
      ).data.defaultSourceWalletId,
    // Without it the first open wallet is chosen, as before.
    meta: { silent: true },
  });
