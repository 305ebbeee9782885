// UI preferences (spec §3): the one other thing persisted. The sidebar starts expanded; the wallet balance starts shown.
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { UI_PREFERENCES_STORAGE_KEY } from '../constants.ts';

interface UiPreferences {
  isSidebarCollapsed: boolean;
  /** The header's wallet balance chip shows dots instead of the amount. */
  isBalanceHidden: boolean;
  toggleSidebar(): void;
  toggleBalance(): void;
}

export const useUiPreferences = create<UiPreferences>()(
  persist(
    (set) => ({
      isSidebarCollapsed: false,
      isBalanceHidden: false,
      toggleSidebar: () => set((state) => ({ isSidebarCollapsed: !state.isSidebarCollapsed })),
      toggleBalance: () => set((state) => ({ isBalanceHidden: !state.isBalanceHidden })),
    }),
    {
      name: UI_PREFERENCES_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ isSidebarCollapsed, isBalanceHidden }) => ({ isSidebarCollapsed, isBalanceHidden }),
    },
  ),
);
