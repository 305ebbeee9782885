import { describe, expect, it } from 'vitest';
import { withMainAccountHeader } from './main-account-header.ts';

describe('x_default_request (spec §6)', () => {
  it('is sent with the main account id on requests of a sub-account session', () => {
    const options = withMainAccountHeader({ method: 'GET', path: '/x', headers: { a: '1' } }, 'main-1');
    expect(options.headers).toEqual({ a: '1', x_default_request: 'main-1' });
  });
  it('is not sent from a main-account session, and a caller-set value wins', () => {
    const plain = { method: 'GET' as const, path: '/x' };
    expect(withMainAccountHeader(plain, null)).toBe(plain);
    const own = { ...plain, headers: { x_default_request: 'other' } };
    expect(withMainAccountHeader(own, 'main-1').headers).toEqual({ x_default_request: 'other' });
  });
});
