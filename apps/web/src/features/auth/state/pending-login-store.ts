// The login waiting for its emailed code. In memory only: the password never touches storage.
import { create } from 'zustand';

export interface PendingLogin {
  email: string;
  password: string;
  challengeId: string;
  expiresAt: string;
  /** Where the code went; email when absent. */
  codeSentTo?: { channel: 'email' | 'sms'; destination: string } | undefined;
}

interface PendingLoginState {
  pending: PendingLogin | null;
  start(pending: PendingLogin): void;
  renew(challenge: Pick<PendingLogin, 'challengeId' | 'expiresAt'>): void;
  clear(): void;
}

export const usePendingLogin = create<PendingLoginState>()((set) => ({
  pending: null,
  start: (pending) => set({ pending }),
  renew: (challenge) =>
    set((state) => (state.pending ? { pending: { ...state.pending, ...challenge } } : {})),
  clear: () => set({ pending: null }),
}));
