// Loads api/login-calls.ts (the login's schema and calls) on demand; see there why it is not part of /login.
export type LoginCalls = typeof import('./login-calls.ts');

export const loadLoginCalls = (): Promise<LoginCalls> => import('./login-calls.ts');
