// API key contracts: the IP allow-list takes addresses and ranges only, and the scopes are permissions of the
// catalogue, grouped as the role permissions page groups them.
import { describe, expect, it } from 'vitest';
import { API_KEY_SCOPE_GROUPS, API_KEY_SCOPES, apiKeyInput, isCidr } from './integrations.ts';
import { isPermission } from './permissions.ts';

describe('the IP allow-list', () => {
  it.each(['203.0.113.7', '203.0.113.0/24', '0.0.0.0/0', '2001:db8::/32', '::1', 'fe80::1'])(
    'accepts %s',
    (cidr) => expect(isCidr(cidr)).toBe(true),
  );
  it.each([
    '300.1.1.1',
    '203.0.113.0/33',
    '2001:db8::/129',
    'example.com',
    '1.2.3',
    '1.2.3.4/',
    '1::2::3',
    '',
  ])('refuses %s', (cidr) => expect(isCidr(cidr)).toBe(false));
});

describe('scopes', () => {
  it('are permissions of the catalogue, each in exactly one group', () => {
    expect(API_KEY_SCOPES.every(isPermission)).toBe(true);
    const grouped = API_KEY_SCOPE_GROUPS.flatMap((g) => g.scopes.map((s) => s.key));
    expect(grouped.sort()).toEqual([...API_KEY_SCOPES].sort());
  });

  it('an owner-only permission is not a scope', () => {
    const parsed = apiKeyInput.safeParse({ name: 'X', scopes: ['settings.integrations.manage'] });
    expect(parsed.success).toBe(false);
  });

  it('repeated scopes are kept once', () => {
    const parsed = apiKeyInput.parse({ name: 'X', scopes: ['wallets.view', 'wallets.view'] });
    expect(parsed.scopes).toEqual(['wallets.view']);
    expect(parsed.allowedIps).toEqual([]);
  });
});
