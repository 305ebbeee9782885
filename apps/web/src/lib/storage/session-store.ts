// The persisted login session of spec §3 — the only user data written to local storage.
import type { EmployerProfile, LoginSession, SessionProfile } from '@paydesk/contracts';
import { createStore } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { SESSION_STORAGE_KEY } from '../constants.ts';
import { bindStore } from './bound-store.ts';

export interface SessionTokens {
  token: string;
  refreshToken: string;
  /** Epoch milliseconds. */
  tokenExpiry: number;
  /** First plus last name. */
  name: string;
}

export interface PersistedSession {
  loggedIn: boolean;
  data: SessionTokens | null;
  company: LoginSession['company'] | null;
  employer: EmployerProfile | null;
  member: LoginSession['member'] | null;
  /** The saved main-account session, kept while acting as a sub account. */
  mainAccount: { _id: string; token: string } | null;
  alias: boolean;
  employerList: string[];
  /** Set when a Paydesk operator signed in to the business as support (a banner says so). */
  support: { operatorName: string } | null;
}

interface SessionActions {
  /** Stores the session a stage-2 login answered. */
  signIn(session: LoginSession): void;
  /** A refresh rotated the tokens. */
  updateTokens(tokens: Omit<SessionTokens, 'name'>): void;
  /** A profile fetch brought the employer, company and member parts up to date (e.g. after verification). */
  applyProfile(profile: SessionProfile): void;
  clear(): void;
}

export const EMPTY_SESSION: PersistedSession = {
  loggedIn: false,
  data: null,
  company: null,
  employer: null,
  member: null,
  mainAccount: null,
  alias: false,
  employerList: [],
  support: null,
};

export function sessionFromLogin(
  login: LoginSession & { support?: { operatorName: string } },
): PersistedSession {
  return {
    loggedIn: true,
    data: {
      token: login.token,
      refreshToken: login.refreshToken,
      tokenExpiry: login.tokenExpiry,
      name: login.name,
    },
    company: login.company,
    employer: login.employer,
    member: login.member,
    mainAccount: null,
    alias: login.alias,
    employerList: login.employerList,
    support: login.support ?? null,
  };
}

export const useSessionStore = bindStore(
  createStore<PersistedSession & SessionActions>()(
    persist(
      (set) => ({
        ...EMPTY_SESSION,
        signIn: (login) => set(sessionFromLogin(login)),
        updateTokens: (tokens) => set((state) => (state.data ? { data: { ...state.data, ...tokens } } : {})),
        applyProfile: ({ employer, company, member, support }) =>
          set((state) => (state.loggedIn ? { employer, company, member, support } : {})),
        clear: () => set(EMPTY_SESSION),
      }),
      {
        name: SESSION_STORAGE_KEY,
        version: 1,
        storage: createJSONStorage(() => localStorage),
        // Actions are code, not data: only the spec's fields are written.
        partialize: ({
          loggedIn,
          data,
          company,
          employer,
          member,
          mainAccount,
          alias,
          employerList,
          support,
        }) => ({
          loggedIn,
          data,
          company,
          employer,
          member,
          mainAccount,
          alias,
          employerList,
          support,
        }),
      },
    ),
  ),
);

/** Another tab logged in or out: follow it, so two tabs never disagree about who is signed in. */
export function followSessionAcrossTabs(): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === SESSION_STORAGE_KEY) void useSessionStore.persist.rehydrate();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
