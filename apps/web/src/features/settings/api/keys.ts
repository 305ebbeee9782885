// Query keys of account settings.
import { PREFERENCES_KEY } from '@/components/preferences/preferences-query.ts';

export const settingsKeys = {
  all: ['settings'] as const,
  profile: () => [...settingsKeys.all, 'profile'] as const,
  company: () => [...settingsKeys.all, 'company'] as const,
  /** Shared with the shell and the money forms (components/preferences). */
  preferences: () => PREFERENCES_KEY,
  loginChannel: () => [...settingsKeys.all, 'login-channel'] as const,
  sessions: () => [...settingsKeys.all, 'sessions'] as const,
  loginHistory: (page: number) => [...settingsKeys.all, 'login-history', page] as const,
  settlementAccounts: () => [...settingsKeys.all, 'settlement-accounts'] as const,
  sweepRules: () => [...settingsKeys.all, 'sweep-rules'] as const,
  sweeps: (ruleId: string) => [...settingsKeys.all, 'sweep-rules', ruleId, 'sweeps'] as const,
};
