// The member's default source wallet (Settings › Preferences): every form that moves money starts from it, and
// falls back to the first open wallet without one (or when it is closed).
import { useQuery } from '@tanstack/react-query';
import { preferencesQuery } from '../preferences/preferences-query.ts';

/** From the member's preferences (one read with the shell's and the settings page's). */
export const useDefaultSourceWalletId = () =>
  useQuery({
    ...preferencesQuery(),
    select: (preferences) => preferences.defaultSourceWalletId,
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
