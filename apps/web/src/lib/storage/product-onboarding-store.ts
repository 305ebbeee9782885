// Which product onboarding pages (payroll, on-demand) each employer has completed, remembered in local storage per
// employer (spec §4 rules 5 and 6) — a UI preference, like the sidebar's.
import { createStore } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { PRODUCT_ONBOARDING_STORAGE_KEY } from '../constants.ts';
import { bindStore } from './bound-store.ts';
import { isOnboardingRequired, type OnboardingProduct } from './feature-access.ts';
import { useSessionStore } from './session-store.ts';

interface ProductOnboarding {
  /** Completed products by employer id. */
  completed: Record<string, OnboardingProduct[]>;
  complete(employerId: string, product: OnboardingProduct): void;
}

export const useProductOnboarding = bindStore(
  createStore<ProductOnboarding>()(
    persist(
      (set) => ({
        completed: {},
        complete: (employerId, product) =>
          set((state) => {
            const done = state.completed[employerId] ?? [];
            return done.includes(product)
              ? {}
              : { completed: { ...state.completed, [employerId]: [...done, product] } };
          }),
      }),
      {
        name: PRODUCT_ONBOARDING_STORAGE_KEY,
        storage: createJSONStorage(() => localStorage),
        partialize: ({ completed }) => ({ completed }),
      },
    ),
  ),
);

const NONE: OnboardingProduct[] = [];

/** The onboarding pages the signed-in employer has completed. */
export function useCompletedOnboarding(): OnboardingProduct[] {
  const employerId = useSessionStore((state) => state.employer?.selectedCompanyId);
  return useProductOnboarding((state) => (employerId ? (state.completed[employerId] ?? NONE) : NONE));
}

/** For the sidebar's dimming of on-demand items (spec §5). */
export function useOnDemandOnboardingRequired(): boolean {
  const employer = useSessionStore((state) => state.employer);
  return isOnboardingRequired('on-demand', employer, useCompletedOnboarding());
}
