// Step 1 of sign-up (owner details), held in memory until the business details complete it.
import { create } from 'zustand';
import type { OwnerDetails } from '../schemas.ts';

interface SignupDraftState {
  owner: OwnerDetails | null;
  /** The email the confirmation went to, for the verify-email step after a reload of the SPA state. */
  sentTo: string | null;
  saveOwner(owner: OwnerDetails): void;
  submitted(email: string): void;
}

export const useSignupDraft = create<SignupDraftState>()((set) => ({
  owner: null,
  sentTo: null,
  saveOwner: (owner) => set({ owner }),
  // The owner details stay (in memory) so 'Start again' can correct them; clearing them here would also make
  // the business-details screen bounce back to step 1 while navigating away.
  submitted: (email) => set({ sentTo: email }),
}));
