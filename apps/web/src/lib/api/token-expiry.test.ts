import { describe, expect, it } from 'vitest';
import { tokenExpiryFrom } from './token-expiry.ts';

const jwt = (claims: object) =>
  ['{"alg":"HS256"}', JSON.stringify(claims), 'sig']
    .map((part) => Buffer.from(part).toString('base64url'))
    .join('.');

describe('token expiry (spec §7: the expiry is taken from the token)', () => {
  it('reads the exp claim as epoch milliseconds', () => {
    expect(tokenExpiryFrom(jwt({ sub: 'u1', exp: 1_900_000_000 }))).toBe(1_900_000_000_000);
  });

  it('is null for a token without a readable exp', () => {
    expect(tokenExpiryFrom(jwt({ sub: 'u1' }))).toBeNull();
    expect(tokenExpiryFrom('opaque-token')).toBeNull();
    expect(tokenExpiryFrom('a.%%%.c')).toBeNull();
  });
});
