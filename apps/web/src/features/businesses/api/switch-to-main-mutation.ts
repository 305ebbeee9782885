// POST /auth/employer/switch-to-main (spec §4, §7): the main-account session comes back and, about 2000 ms later,
// the app reloads at /dashboard.
import { BUSINESS_PATHS, subAccountSessionResponse } from '@paydesk/contracts';
import { useMutation } from '@tanstack/react-query';
import { parseResponse, request } from '@/lib/api/index.ts';
import { SWITCH_TO_MAIN_DELAY_MS } from '@/lib/constants.ts';
import { DASHBOARD_PATH } from '@/lib/storage/session-rules.ts';
import { useSessionStore } from '@/lib/storage/session-store.ts';
import { mainAccountCall } from './main-account-call.ts';

export function useSwitchToMainMutation(
  reload: (path: string) => void = (path) => window.location.assign(path),
) {
  return useMutation({
    mutationFn: async () => {
      const payload = await request({
        method: 'POST',
        path: BUSINESS_PATHS.switchToMain,
        encrypted: true,
        ...mainAccountCall(),
      });
      return parseResponse(subAccountSessionResponse, payload).data;
    },
    onSuccess: (login) => {
      useSessionStore.getState().signIn(login);
      setTimeout(() => reload(DASHBOARD_PATH), SWITCH_TO_MAIN_DELAY_MS);
    },
  });
}
