// Logout (spec §4): info toast for 2 s, then POST logout; the session is cleared on success or error.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { showToast } from '@/components/toast.tsx';
import { sleep } from '@/lib/api/request-slots.ts';
import { LOGOUT_TOAST_MS } from '@/lib/constants.ts';
import { LOGIN_PATH } from '@/lib/storage/session-rules.ts';
import { useSessionStore } from '@/lib/storage/session-store.ts';
import { useLogoutMutation } from '../api/logout-mutation.ts';
import { SPEC_COPY } from '../copy.ts';
import { usePendingLogin } from '../state/pending-login-store.ts';

// One logout at a time across the app: the idle timer, the confirmation and the 401 page may all ask at once.
let inProgress = false;

export function useLogout() {
  const { mutateAsync } = useLogoutMutation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [loggingOut, setLoggingOut] = useState(false);

  const logout = useCallback(
    async ({ announce = true }: { announce?: boolean } = {}) => {
      if (inProgress) return;
      inProgress = true;
      setLoggingOut(true);
      if (announce) {
        showToast({ kind: 'info', message: SPEC_COPY.loggingOut, autoClose: LOGOUT_TOAST_MS });
        await sleep(LOGOUT_TOAST_MS);
      }
      try {
        await mutateAsync();
      } catch {
        // Cleared either way: a dead session must not keep the user signed in.
      }
      // Clear first: with the session still present the logged-out routes would bounce back to the dashboard.
      useSessionStore.getState().clear();
      usePendingLogin.getState().clear();
      queryClient.clear();
      navigate(LOGIN_PATH, { replace: true });
      inProgress = false;
      setLoggingOut(false);
    },
    [mutateAsync, navigate, queryClient],
  );

  return { logout, loggingOut };
}
