import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP } from 'node:net';

/**
 * The addresses a server-side fetch must never reach: loopback, private ranges, link-local
 * (including the cloud metadata address 169.254.169.254), carrier-grade NAT, multicast and the
 * unspecified address, in IPv4 and IPv6 (IPv4-mapped IPv6 is checked as IPv4).
 */
const forbidden = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const) {
  forbidden.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['64:ff9b::', 96],
] as const) {
  forbidden.addSubnet(network, prefix, 'ipv6');
}

export function isForbiddenAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return forbidden.check(mapped[1]!, 'ipv4');
  const family = isIP(address);
  if (family === 4) return forbidden.check(address, 'ipv4');
  if (family === 6) return forbidden.check(address, 'ipv6');
  return true;
}

export const ssrfReasons = {
  protocol: 'dozwolone są tylko adresy http:// i https://',
  address: 'adres wskazuje na sieć wewnętrzną lub lokalną — takie adresy są zablokowane',
  resolve: 'nie można odnaleźć serwera o tej nazwie',
  invalidUrl: 'nieprawidłowy adres URL',
  credentials: 'adres nie może zawierać loginu ani hasła',
} as const;

export class ForbiddenAddressError extends Error {
  readonly code = 'EFORBIDDENADDRESS';
  constructor() {
    super(ssrfReasons.address);
  }
}

/**
 * A `dns.lookup` replacement for the connection: resolves once and refuses the connection when
 * any resolved address is forbidden, so a name cannot resolve to a safe address for a check and
 * to an internal one for the connection (DNS rebinding).
 */
export function guardedLookup(
  hostname: string,
  options: { all?: boolean; family?: number } | number,
  callback: (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void,
  isForbidden: (address: string) => boolean = isForbiddenAddress,
): void {
  const wantsAll = typeof options === 'object' && options.all === true;
  dnsLookup(hostname, { all: true }, (error, addresses) => {
    if (error) return callback(error, wantsAll ? [] : '', 0);
    if (addresses.length === 0 || addresses.some((entry) => isForbidden(entry.address)))
      return callback(new ForbiddenAddressError(), wantsAll ? [] : '', 0);
    if (wantsAll) return callback(null, addresses);
    return callback(null, addresses[0]!.address, addresses[0]!.family);
  });
}

/** Checks a URL before any connection: scheme, credentials and IP-literal hosts (they skip the lookup). */
export function checkUrl(raw: string, isForbidden: (address: string) => boolean = isForbiddenAddress): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(ssrfReasons.invalidUrl);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(ssrfReasons.protocol);
  if (url.username || url.password) throw new Error(ssrfReasons.credentials);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) && isForbidden(host)) throw new ForbiddenAddressError();
  if ((host === 'localhost' || host.endsWith('.localhost')) && isForbidden('127.0.0.1'))
    throw new ForbiddenAddressError();
  return url;
}
