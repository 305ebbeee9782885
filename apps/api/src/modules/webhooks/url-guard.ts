// The SSRF guard of webhook URLs: only http(s), and only hosts whose every address is public. An address is judged
// with every IPv4 address it carries: an IPv4-mapped address (::ffff:10.0.0.1) as that IPv4, a 6to4 (2002::/16) or
// NAT64 (64:ff9b::/96) address only when the IPv4 inside is public; the deprecated or tunnelling forms that hide one
// (IPv4-compatible ::/96 — `[::127.0.0.1]` —, IPv4-translated, local NAT64, Teredo, site-local) are refused whole.
// Loopback is refused under the 'public' policy (production); under 'allow-loopback' (development and tests) it is
// allowed only on the ports the developer names (WEBHOOK_LOOPBACK_PORTS), so an endpoint cannot probe the machine's
// other ports. The same check runs when an endpoint is saved and, through `guardedLookup`, at the moment a delivery
// connects, so a host re-pointed after saving (DNS rebinding) is refused at delivery.
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { WEBHOOK_MESSAGES } from '@paydesk/contracts';
import { ValidationFailed } from '../../lib/errors.ts';

export type WebhookUrlPolicy = 'public' | 'allow-loopback';

/** Where deliveries may go: the policy and, outside production, the loopback ports the developer named. */
export interface WebhookTargets {
  policy: WebhookUrlPolicy;
  loopbackPorts: readonly number[];
}

const privateV4 = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  privateV4.addSubnet(net, prefix, 'ipv4');
const loopbackV4 = new BlockList();
loopbackV4.addSubnet('127.0.0.0', 8, 'ipv4');

/** IPv6 ranges refused whatever they carry (IPv4-mapped, 6to4 and NAT64 are judged by their IPv4 instead). */
const privateV6 = new BlockList();
for (const [net, prefix] of [
  ['::', 96], // unspecified and IPv4-compatible (::127.0.0.1), deprecated
  ['::ffff:0:0:0', 96], // IPv4-translated
  ['64:ff9b:1::', 48], // local-use NAT64
  ['100::', 64], // discard
  ['2001::', 32], // Teredo
  ['2001:db8::', 32], // documentation
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local, deprecated
  ['ff00::', 8], // multicast
] as const)
  privateV6.addSubnet(net, prefix, 'ipv6');

/** The 16 bytes of a valid IPv6 literal (with `::` and a dotted IPv4 tail expanded). */
function ipv6Bytes(address: string): number[] {
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(address);
  const text = dotted ? `${address.slice(0, dotted.index)}0:0` : address;
  const [head = '', tail] = text.split('::');
  const groups = (part: string) => (part ? part.split(':') : []);
  const before = groups(head);
  const after = tail === undefined ? [] : groups(tail);
  const zeros = Array<string>(8 - before.length - after.length).fill('0');
  const bytes = [...before, ...zeros, ...after].flatMap((group) => {
    const value = Number.parseInt(group, 16);
    return [value >> 8, value & 0xff];
  });
  if (dotted) bytes.splice(12, 4, ...dotted.slice(1).map(Number));
  return bytes;
}

const ipv4At = (bytes: number[], at: number) => bytes.slice(at, at + 4).join('.');
const zeros = (bytes: number[], from: number, to: number) => bytes.slice(from, to).every((b) => b === 0);

type Kind = 'public' | 'loopback' | 'private';

function kindOfIpv4(address: string): Kind {
  if (loopbackV4.check(address, 'ipv4')) return 'loopback';
  return privateV4.check(address, 'ipv4') ? 'private' : 'public';
}

/** Public, loopback or private (anything else that is not public: private, link-local, CGNAT, reserved…). */
function kindOf(raw: string): Kind {
  const address = raw.replace(/^\[|\]$/g, '').split('%')[0]!; // a zone (fe80::1%eth0) names no other address
  const family = isIP(address);
  if (family === 4) return kindOfIpv4(address);
  if (family !== 6) return 'private';
  const bytes = ipv6Bytes(address);
  if (zeros(bytes, 0, 10) && bytes[10] === 0xff && bytes[11] === 0xff) return kindOfIpv4(ipv4At(bytes, 12));
  if (zeros(bytes, 0, 15) && bytes[15] === 1) return 'loopback';
  if (privateV6.check(address, 'ipv6')) return 'private';
  const carried: string[] = [];
  if (bytes[0] === 0x20 && bytes[1] === 0x02) carried.push(ipv4At(bytes, 2)); // 6to4
  if (bytes[0] === 0 && bytes[1] === 0x64 && bytes[2] === 0xff && bytes[3] === 0x9b && zeros(bytes, 4, 12))
    carried.push(ipv4At(bytes, 12)); // NAT64, well-known prefix
  return carried.every((inside) => kindOfIpv4(inside) === 'public') ? 'public' : 'private';
}

/** Whether an address is public: the only kind whose answers the delivery log may show. */
export const isPublicAddress = (address: string) => kindOf(address) === 'public';

/** Whether a delivery may connect to this address on this port. */
export function isAllowedAddress(address: string, targets: WebhookTargets, port: number): boolean {
  const kind = kindOf(address);
  if (kind === 'public') return true;
  return kind === 'loopback' && targets.policy === 'allow-loopback' && targets.loopbackPorts.includes(port);
}

/** The host of a URL as a resolver wants it: IPv6 literals lose their brackets. */
const hostOf = (url: URL) => url.hostname.replace(/^\[|\]$/g, '');

/** The port a URL connects to. */
export const portOf = (url: URL) => (url.port ? Number(url.port) : url.protocol === 'https:' ? 443 : 80);

function resolveAll(host: string): Promise<LookupAddress[]> {
  return new Promise((resolve, reject) =>
    dnsLookup(host, { all: true }, (error, addresses) => (error ? reject(error) : resolve(addresses))),
  );
}

/** Refuses (400 on the url field) a URL that is not http(s) or whose host resolves to a refused address. */
export async function assertDeliverableUrl(value: string, targets: WebhookTargets): Promise<void> {
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
  const port = portOf(url);
  const refused = addresses.filter((a) => !isAllowedAddress(a.address, targets, port));
  if (refused.length === 0) return;
  const onlyLoopback = refused.every((a) => kindOf(a.address) === 'loopback');
  throw refuse(
    onlyLoopback && targets.policy === 'allow-loopback'
      ? WEBHOOK_MESSAGES.loopbackPort
      : WEBHOOK_MESSAGES.privateUrl,
  );
}

export class RefusedAddress extends Error {
  constructor(host: string) {
    super(`Refused: ${host} resolves to a private, loopback or link-local address`);
  }
}

/**
 * A `lookup` for http.request to `port`: resolves once, refuses a blocked address, and connects to the address it
 * checked.
 */
export function guardedLookup(targets: WebhookTargets, port: number): LookupFunction {
  return (
    hostname: string,
    options: { all?: boolean },
    callback: (error: Error | null, address: string | LookupAddress[], family?: number) => void,
  ) => {
    resolveAll(hostname).then(
      (addresses) => {
        const first = addresses[0];
        if (!first) return callback(new Error(`No address for ${hostname}`), '');
        if (addresses.some((a) => !isAllowedAddress(a.address, targets, port)))
          return callback(new RefusedAddress(hostname), '');
        if (options.all) return callback(null, addresses);
        callback(null, first.address, first.family);
      },
      (error: Error) => callback(error, ''),
    );
  };
}

/** An IP literal never reaches `lookup`, so it is checked before connecting. */
export function literalRefused(url: URL, targets: WebhookTargets): boolean {
  const host = hostOf(url);
  return isIP(host) !== 0 && !isAllowedAddress(host, targets, portOf(url));
}
