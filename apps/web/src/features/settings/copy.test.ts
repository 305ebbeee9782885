import { describe, expect, it } from 'vitest';
import { SETTINGS_COPY } from './copy.ts';

describe('settings texts the spec quotes', () => {
  it('titles the pages as the §2.6 title map does', () => {
    expect(SETTINGS_COPY.profile.title).toBe('Profile');
    expect(SETTINGS_COPY.company.title).toBe('Company Details');
    expect(SETTINGS_COPY.security.title).toBe('Login & Security');
  });
  it('titles the password change toast "Password Update" (§8)', () => {
    expect(SETTINGS_COPY.security.passwordToastTitle).toBe('Password Update');
  });
});
