import { describe, expect, it } from 'vitest';
import { afterLoginPath, forgetAfterLogin, rememberAfterLogin } from './after-login.ts';

const memory = (): Storage => {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (k) => items.get(k) ?? null,
    key: (i) => [...items.keys()][i] ?? null,
    removeItem: (k) => void items.delete(k),
    setItem: (k, v) => void items.set(k, v),
  };
};

describe('the page to reopen after signing in (the emailed approval link)', () => {
  it('sends a signed-in member back to the remembered page (every redirect agrees) until that page forgets it', () => {
    const storage = memory();
    rememberAfterLogin('/approvals/link?token=abc', storage);
    expect(afterLoginPath('/dashboard', '/dashboard', storage)).toBe('/approvals/link?token=abc');
    expect(afterLoginPath('/dashboard', '/dashboard', storage)).toBe('/approvals/link?token=abc');
    forgetAfterLogin(storage);
    expect(afterLoginPath('/dashboard', '/dashboard', storage)).toBe('/dashboard');
  });

  it('never leaves the app and lets an unverified business go to compliance first', () => {
    const storage = memory();
    rememberAfterLogin('//evil.example/x', storage);
    expect(afterLoginPath('/dashboard', '/dashboard', storage)).toBe('/dashboard');
    rememberAfterLogin('/approvals/link?token=abc', storage);
    expect(afterLoginPath('/compliance/onboarding', '/dashboard', storage)).toBe('/compliance/onboarding');
  });
});
