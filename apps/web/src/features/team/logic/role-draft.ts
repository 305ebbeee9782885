// The two role pages (details, then permissions) share one draft, in memory.
import { create } from 'zustand';

export interface RoleDraft {
  /** The role being edited, or null while creating. */
  roleId: string | null;
  name: string;
  description: string;
  permissions: string[];
}

interface RoleDraftState {
  draft: RoleDraft | null;
  start(draft: RoleDraft): void;
  update(patch: Partial<RoleDraft>): void;
  clear(): void;
}

export const useRoleDraft = create<RoleDraftState>()((set) => ({
  draft: null,
  start: (draft) => set({ draft }),
  update: (patch) => set((state) => (state.draft ? { draft: { ...state.draft, ...patch } } : {})),
  clear: () => set({ draft: null }),
}));

/** Toggles one key or a whole group of keys. */
export function togglePermissions(chosen: string[], keys: string[], on: boolean): string[] {
  const set = new Set(chosen);
  for (const key of keys) {
    if (on) set.add(key);
    else set.delete(key);
  }
  return [...set].sort();
}
