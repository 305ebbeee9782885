// The SSRF guard of webhook URLs: only http(s), and — under the 'public' policy (production) — no host that
// resolves to a private, loopback, link-local, CGNAT, unique-local or otherwise non-public address. 'allow-loopback'
// (development and tests) lets loopback through, nothing else. The same check runs when an endpoint is saved and,
// through `guardedLookup`, at the moment a delivery connects, so a host re-pointed after saving (DNS rebinding)
// is refused at delivery.
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP } from 'node:net';
import { WEBHOOK_MESSAGES } from '@paydesk/contracts';
import { ValidationFailed } from '../../lib/errors.ts';

export type WebhookUrlPolicy = 'public' | 'allow-loopback';

const blocked = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  blocked.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [
  ['::', 128],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  blocked.addSubnet(net, prefix, 'ipv6');
const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/** An IPv4 address mapped into IPv6 (::ffff:10.0.0.1) is judged as the IPv4 address it carries. */
function unmap(address: string): { address: string; family: 'ipv4' | 'ipv6' } {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return { address: mapped[1]!, family: 'ipv4' };
  return { address, family: isIP(address) === 6 ? 'ipv6' : 'ipv4' };
}

export function isAllowedAddress(raw: string, policy: WebhookUrlPolicy): boolean {
  const { address, family } = unmap(raw);
  if (loopback.check(address, family)) return policy === 'allow-loopback';
  return !blocked.check(address, family);
}

/** The host of a URL as a resolver wants it: IPv6 literals lose their brackets. */
const hostOf = (url: URL) => url.hostname.replace(/^\[|\]$/g, '');

function resolveAll(host: string): Promise<LookupAddress[]> {
  return new Promise((resolve, reject) =>
    dnsLookup(host, { all: true }, (error, addresses) => (error ? reject(error) : resolve(addresses))),
  );
}

/** Refuses (400 on the url field) a URL that is not http(s) or whose host resolves to a refused address. */
export async function assertDeliverableUrl(value: string, policy: WebhookUrlPolicy): Promise<void> {
  const refuse = (message: string) => new ValidationFailed({ url: [message] });
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw refuse(WEBHOOK_MESSAGES.badUrl);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw refuse(WEBHOOK_MESSAGES.badUrl);
  const host = hostOf(url);
  const addresses = isIP(host) ? [{ address: host }] : await resolveAll(host).catch(() => null);
  if (!addresses?.length) throw refuse(WEBHOOK_MESSAGES.unresolvable);
  if (addresses.some((a) => !isAllowedAddress(a.address, policy))) throw refuse(WEBHOOK_MESSAGES.privateUrl);
}

export class RefusedAddress extends Error {
  constructor(host: string) {
    super(`Refused: ${host} resolves to a private, loopback or link-local address`);
  }
}

/** A `lookup` for http.request: resolves once, refuses a blocked address, and connects to the address it checked. */
export function guardedLookup(policy: WebhookUrlPolicy) {
  return (
    hostname: string,
    options: { all?: boolean },
    callback: (error: Error | null, address: string | LookupAddress[], family?: number) => void,
  ) => {
    resolveAll(hostname).then(
      (addresses) => {
        const first = addresses[0];
        if (!first) return callback(new Error(`No address for ${hostname}`), '');
        if (addresses.some((a) => !isAllowedAddress(a.address, policy)))
          return callback(new RefusedAddress(hostname), '');
        if (options.all) return callback(null, addresses);
        callback(null, first.address, first.family);
      },
      (error: Error) => callback(error, ''),
    );
  };
}

/** An IP literal never reaches `lookup`, so it is checked before connecting. */
export function literalRefused(url: URL, policy: WebhookUrlPolicy): boolean {
  const host = hostOf(url);
  return isIP(host) !== 0 && !isAllowedAddress(host, policy);
}
