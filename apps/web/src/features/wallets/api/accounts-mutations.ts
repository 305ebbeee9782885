// Creating, renaming, freezing, unfreezing and closing wallets (spec §4 Wallet accounts, §7 paths).
import { type CreateWalletRequest, WALLET_PATHS, walletResponse } from '@paydesk/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { parseResponse, request } from '@/lib/api/index.ts';
import { walletKeys } from './keys.ts';

function useWalletChange<V>(call: (variables: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (variables: V) => parseResponse(walletResponse, await call(variables)).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: walletKeys.all }),
  });
}

export const useCreateWallet = () =>
  useWalletChange((body: CreateWalletRequest) =>
    request({ method: 'POST', path: WALLET_PATHS.createAdditional, body }),
  );

export const useRenameWallet = () =>
  useWalletChange(({ walletId, name }: { walletId: string; name: string }) =>
    request({ method: 'PATCH', path: WALLET_PATHS.account(walletId), body: { name } }),
  );

export const useFreezeWallet = () =>
  useWalletChange(({ walletId, frozen }: { walletId: string; frozen: boolean }) =>
    request({
      method: 'PATCH',
      path: frozen ? WALLET_PATHS.freeze : WALLET_PATHS.unfreeze,
      body: { walletId },
    }),
  );

export const useCloseWallet = () =>
  useWalletChange(({ walletId }: { walletId: string }) =>
    request({ method: 'DELETE', path: WALLET_PATHS.close, body: { walletId } }),
  );
