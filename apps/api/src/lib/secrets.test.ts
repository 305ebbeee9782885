import { describe, expect, it } from 'vitest';
import { generateCode, generateToken, hashCode, hashToken, safeEqualHex } from './secrets.ts';
import { stableStringify } from './stable-json.ts';

describe('one-time codes', () => {
  it('are 6 digits that never start with 0, so a reset PIN survives being sent as a number', () => {
    for (let i = 0; i < 2000; i++) {
      const code = generateCode();
      expect(code).toMatch(/^[1-9]\d{5}$/);
      expect(String(Number(code))).toBe(code);
    }
  });
  it('hash differently per purpose and per secret', () => {
    expect(hashCode('s1', 'login', '123456')).not.toBe(hashCode('s1', 'reset', '123456'));
    expect(hashCode('s1', 'login', '123456')).not.toBe(hashCode('s2', 'login', '123456'));
    expect(safeEqualHex(hashCode('s', 'login', '111111'), hashCode('s', 'login', '111111'))).toBe(true);
    expect(safeEqualHex(hashCode('s', 'login', '111111'), hashCode('s', 'login', '111112'))).toBe(false);
  });
});

describe('tokens', () => {
  it('are 32 random bytes in base64url and stored only as their SHA-256', () => {
    const token = generateToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(generateToken()).not.toBe(token);
    expect(hashToken(token)).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('stableStringify', () => {
  it('sorts keys at every depth so equal values hash the same', () => {
    expect(stableStringify({ b: 1, a: { d: [2, { f: 1, e: 0 }], c: null } })).toBe(
      '{"a":{"c":null,"d":[2,{"e":0,"f":1}]},"b":1}',
    );
    expect(stableStringify({ a: 1, skip: undefined })).toBe('{"a":1}');
  });
});
