// An API key's secret names its rails (issue 29): pdk_test_ on sandbox rails, pdk_live_ on live ones, and a presented
// secret is read back to its rails so the other server refuses it.
import { API_KEY_PREFIX_LENGTH } from '@paydesk/contracts';
import { describe, expect, it } from 'vitest';
import { newSecret, railsOfSecret } from './api-key-secrets.ts';

describe('API key secrets', () => {
  it('start with pdk_test_ on sandbox rails and pdk_live_ on live ones, lists showing the same length', () => {
    const test = newSecret('sandbox');
    const live = newSecret('live');
    expect(test.secret).toMatch(/^pdk_test_[A-Za-z0-9_-]{43}$/);
    expect(live.secret).toMatch(/^pdk_live_[A-Za-z0-9_-]{43}$/);
    expect(test.prefix).toHaveLength(API_KEY_PREFIX_LENGTH);
    expect(live.prefix).toHaveLength(API_KEY_PREFIX_LENGTH);
  });

  it('are read back to their rails; anything else names none', () => {
    expect(railsOfSecret(newSecret('sandbox').secret)).toBe('sandbox');
    expect(railsOfSecret(newSecret('live').secret)).toBe('live');
    expect(railsOfSecret('sk_live_abc')).toBeNull();
    expect(railsOfSecret('pdk_tes')).toBeNull();
  });
});
