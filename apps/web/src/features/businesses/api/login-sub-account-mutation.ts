// POST /auth/employer/sub-accounts/login { subAccountId } (spec §4, §7). On success the session becomes the sub
// account's (main account kept) and the app reloads at /dashboard. A failure shows the server's error (spec §8).
import { BUSINESS_PATHS, subAccountSessionResponse } from '@paydesk/contracts';
import { useMutation } from '@tanstack/react-query';
import { parseResponse, request } from '@/lib/api/index.ts';
import { DASHBOARD_PATH } from '@/lib/storage/session-rules.ts';
import { useSessionStore } from '@/lib/storage/session-store.ts';
import { mainAccountToKeep, subAccountSession } from '../logic/switch-session.ts';
import { mainAccountCall } from './main-account-call.ts';

export function useLoginSubAccountMutation(
  reload: (path: string) => void = (path) => window.location.assign(path),
) {
  return useMutation({
    mutationFn: async (subAccountId: string) => {
      const payload = await request({
        method: 'POST',
        path: BUSINESS_PATHS.loginSubAccount,
        body: { subAccountId },
        encrypted: true,
        ...mainAccountCall(),
      });
      return parseResponse(subAccountSessionResponse, payload).data;
    },
    onSuccess: (login) => {
      const state = useSessionStore.getState();
      const main = mainAccountToKeep(state);
      if (!main) return;
      useSessionStore.setState(subAccountSession(login, main));
      reload(DASHBOARD_PATH);
    },
  });
}
