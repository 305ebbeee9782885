// UI preferences (spec §3): the one other thing persisted. The sidebar starts expanded.
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { UI_PREFERENCES_STORAGE_KEY } from '../constants.ts';

interface UiPreferences {
  isSidebarCollapsed: boolean;
  toggleSidebar(): void;
}

export const useUiPreferences = create<UiPreferences>()(
  persist(
    (set) => ({
      isSidebarCollapsed: false,
      toggleSidebar: () => set((state) => ({ isSidebarCollapsed: !state.isSidebarCollapsed })),
    }),
    {
      name: UI_PREFERENCES_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ isSidebarCollapsed }) => ({ isSidebarCollapsed }),
    },
  ),
);
