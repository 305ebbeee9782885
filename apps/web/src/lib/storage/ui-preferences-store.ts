// UI preferences (spec §3): the one other thing persisted. The sidebar starts expanded; the wallet balance starts shown.
import type { AmountDisplay } from '@paydesk/contracts';
import { createStore } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { UI_PREFERENCES_STORAGE_KEY } from '../constants.ts';
import { bindStore } from './bound-store.ts';

interface UiPreferences {
  isSidebarCollapsed: boolean;
  /** The header's wallet balance chip shows dots instead of the amount. */
  isBalanceHidden: boolean;
  /** Settings › Preferences: amounts with kobo, in whole naira, or the balance hidden until tapped. */
  amountDisplay: AmountDisplay;
  toggleSidebar(): void;
  toggleBalance(): void;
  /** The member's saved choice; 'hidden' hides the balance again (the eye shows it until the next time). */
  applyAmountDisplay(display: AmountDisplay): void;
}

export const useUiPreferences = bindStore(
  createStore<UiPreferences>()(
    persist(
      (set) => ({
        isSidebarCollapsed: false,
        isBalanceHidden: false,
        amountDisplay: 'full',
        toggleSidebar: () => set((state) => ({ isSidebarCollapsed: !state.isSidebarCollapsed })),
        toggleBalance: () => set((state) => ({ isBalanceHidden: !state.isBalanceHidden })),
        applyAmountDisplay: (display) =>
          set((state) => ({
            amountDisplay: display,
            isBalanceHidden: display === 'hidden' ? true : state.isBalanceHidden,
          })),
      }),
      {
        name: UI_PREFERENCES_STORAGE_KEY,
        storage: createJSONStorage(() => localStorage),
        partialize: ({ isSidebarCollapsed, isBalanceHidden, amountDisplay }) => ({
          isSidebarCollapsed,
          isBalanceHidden,
          amountDisplay,
        }),
      },
    ),
  ),
);
