// The employee's session of the staff app, kept apart from the business session (its own storage key), so the
// two never mix in one browser.
import type { StaffSession } from '@paydesk/contracts';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

interface StaffSessionState {
  session: StaffSession | null;
  signIn(session: StaffSession): void;
  clear(): void;
}

export const useStaffSession = create<StaffSessionState>()(
  persist(
    (set) => ({
      session: null,
      signIn: (session) => set({ session }),
      clear: () => set({ session: null }),
    }),
    {
      name: 'paydesk.staff-session',
      storage: createJSONStorage(() => localStorage),
      partialize: ({ session }) => ({ session }),
    },
  ),
);

export const staffToken = () => {
  const session = useStaffSession.getState().session;
  return session && session.expiresAt > Date.now() ? session.token : null;
};
