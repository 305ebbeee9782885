import { describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG, readConfig } from './config.ts';

describe('runtime config', () => {
  it('has safe defaults when /config.js did not load', () => {
    expect(readConfig(undefined)).toEqual({
      apiBaseUrl: '/api',
      secondaryApiBaseUrl: '/api',
      payloadEncryptionKey: null,
      hostKind: 'production',
      supportEmail: 'support@paydesk.ng',
      siteUrl: null,
      idleTimeoutMs: 600000,
      idlePromptMs: 60000,
      blogUrl: 'https://paydesk.ng/blog',
      privacyUrl: 'https://paydesk.ng/privacy',
      termsUrl: 'https://paydesk.ng/terms',
    });
  });

  it('takes well-formed values and drops malformed ones field by field', () => {
    const key = 'ab'.repeat(32);
    expect(
      readConfig({ apiBaseUrl: '/v2', payloadEncryptionKey: key, hostKind: 'staging', idleTimeoutMs: 1000 }),
    ).toEqual({
      ...DEFAULT_CONFIG,
      apiBaseUrl: '/v2',
      secondaryApiBaseUrl: '/v2',
      payloadEncryptionKey: key,
      hostKind: 'staging',
      idleTimeoutMs: 1000,
    });
    expect(readConfig({ payloadEncryptionKey: 'short', hostKind: 'prod', idlePromptMs: -1 })).toEqual(
      DEFAULT_CONFIG,
    );
  });

  it("takes the real site's address only when it is an absolute web address", () => {
    expect(readConfig({ siteUrl: 'https://app.paydesk.ng' }).siteUrl).toBe('https://app.paydesk.ng');
    expect(readConfig({ siteUrl: '/relative' }).siteUrl).toBeNull();
    expect(readConfig({ siteUrl: 'javascript:alert(1)' }).siteUrl).toBeNull();
  });

  it('takes outside links only when they are web addresses', () => {
    expect(
      readConfig({ blogUrl: 'https://blog.example.ng/', termsUrl: 'javascript:alert(1)' }),
    ).toMatchObject({
      blogUrl: 'https://blog.example.ng/',
      termsUrl: DEFAULT_CONFIG.termsUrl,
    });
  });
});
