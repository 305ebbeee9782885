// The employee's session of the staff app, kept apart from the business session (its own storage key), so the
// two never mix in one browser.
import type { StaffSession, StaffTokens } from '@paydesk/contracts';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

interface StaffSessionState {
  session: StaffSession | null;
  signIn(session: StaffSession): void;
  /** New tokens after a silent refresh; the profile and employments stay. */
  renew(tokens: StaffTokens): void;
  clear(): void;
}

export const useStaffSession = create<StaffSessionState>()(
  persist(
    (set) => ({
      session: null,
      signIn: (session) => set({ session }),
      renew: (tokens) => set(({ session }) => ({ session: session ? { ...session, ...tokens } : null })),
      clear: () => set({ session: null }),
    }),
    {
      name: 'paydesk.staff-session',
      storage: createJSONStorage(() => localStorage),
      partialize: ({ session }) => ({ session }),
    },
  ),
);

/** The access token while it has more than a few seconds left (a call made with it would otherwise fail). */
export const staffToken = () => {
  const session = useStaffSession.getState().session;
  return session && session.expiresAt > Date.now() + 5_000 ? session.token : null;
};
