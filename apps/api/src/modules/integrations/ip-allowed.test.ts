// A key with an allow-list works only from the addresses and ranges it names; IPv4-mapped IPv6 addresses count as
// the IPv4 address they are.
import { describe, expect, it } from 'vitest';
import { ipAllowed } from './api-key-auth.ts';

describe('the IP allow-list of a key', () => {
  const list = ['203.0.113.0/24', '198.51.100.7', '2001:db8::/32'];
  it('lets any address through when empty', () => expect(ipAllowed([], '8.8.8.8')).toBe(true));
  it.each(['203.0.113.1', '203.0.113.254', '198.51.100.7', '::ffff:203.0.113.9', '2001:db8::1'])(
    'allows %s',
    (ip) => expect(ipAllowed(list, ip)).toBe(true),
  );
  it.each(['203.0.114.1', '198.51.100.8', '::ffff:8.8.8.8', '2001:db9::1', '127.0.0.1', 'not-an-ip'])(
    'refuses %s',
    (ip) => expect(ipAllowed(list, ip)).toBe(false),
  );
});
