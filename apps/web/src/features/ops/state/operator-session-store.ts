// The operator's console session, kept for this browser tab only (sessionStorage): it is not a business session
// and never touches the business session in local storage.
import type { OperatorSession } from '@paydesk/contracts';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

interface OperatorSessionState {
  session: OperatorSession | null;
  signIn(session: OperatorSession): void;
  clear(): void;
}

export const useOperatorSession = create<OperatorSessionState>()(
  persist(
    (set) => ({
      session: null,
      signIn: (session) => set({ session }),
      clear: () => set({ session: null }),
    }),
    {
      name: 'paydesk.ops-session',
      storage: createJSONStorage(() => sessionStorage),
      partialize: ({ session }) => ({ session }),
    },
  ),
);

export const operatorToken = () => {
  const session = useOperatorSession.getState().session;
  return session && session.tokenExpiry > Date.now() ? session.token : null;
};
