// The member's default source wallet (Settings › Preferences): every form that moves money starts from it, and
// falls back to the first open wallet without one (or when it is closed).
import { memberPreferencesResponse, SETTINGS_PATHS } from '@paydesk/contracts';
import { useQuery } from '@tanstack/react-query';
import { parseResponse, request } from '../../lib/api/index.ts';

/** Under the wallets' keys (the same as Move money's), so both read one answer. */
export const DEFAULT_SOURCE_KEY = ['wallets', 'default-source'] as const;

export const useDefaultSourceWalletId = () =>
  useQuery({
    queryKey: DEFAULT_SOURCE_KEY,
    queryFn: async () =>
      parseResponse(
        memberPreferencesResponse,
        await request({ method: 'GET', path: SETTINGS_PATHS.preferences }),
      ).data.defaultSourceWalletId,
    meta: { silent: true },
  });

/** The wallet a form shows: the one chosen, else the member's default, else the first. */
export function pickSource<W extends { _id: string }>(
  wallets: W[],
  chosenId: string | null | undefined,
  defaultId: string | null | undefined,
): W | undefined {
  return wallets.find((w) => w._id === chosenId) ?? wallets.find((w) => w._id === defaultId) ?? wallets[0];
}
