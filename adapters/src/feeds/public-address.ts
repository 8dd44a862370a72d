import { BlockList, isIP } from 'node:net';

/**
 * Addresses a feed pull (or a logo fetch) must not reach unless the operator allows it: every
 * range of IANA's IPv4 and IPv6 Special-Purpose Address Registries that is not globally reachable,
 * plus the deprecated transition ranges that tunnel to other addresses. Node's BlockList does the
 * range arithmetic, IPv4-mapped IPv6 (::ffff:0:0/96) included.
 */
const NOT_PUBLIC_IPV4: readonly (readonly [string, number])[] = [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local (cloud metadata)
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments (DS-Lite, NAT64 discovery)
  ['192.0.2.0', 24], // documentation (TEST-NET-1)
  ['192.88.99.0', 24], // 6to4 relay anycast (deprecated, RFC 7526)
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation (TEST-NET-2)
  ['203.0.113.0', 24], // documentation (TEST-NET-3)
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
];

const NOT_PUBLIC_IPV6: readonly (readonly [string, number])[] = [
  ['::', 96], // IPv4-compatible (deprecated), with :: and ::1
  ['64:ff9b:1::', 48], // local-use NAT64 (RFC 8215)
  ['100::', 64], // discard-only
  ['100:0:0:1::', 64], // dummy prefix (RFC 9780)
  ['2001::', 23], // IETF protocol assignments: Teredo, benchmarking, ORCHID
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4 (deprecated, RFC 7526): tunnels to any IPv4 address
  ['3fff::', 20], // documentation (RFC 9637)
  ['5f00::', 16], // SRv6 SIDs (RFC 9602)
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
];

const NOT_PUBLIC = new BlockList();
for (const [net, prefix] of NOT_PUBLIC_IPV4) {
  NOT_PUBLIC.addSubnet(net, prefix, 'ipv4');
  // The well-known NAT64 prefix 64:ff9b::/96 carries an IPv4 address in its last 32 bits: a
  // DNS64 resolver answers every IPv4-only shop with it. It is as public as the address it carries.
  NOT_PUBLIC.addSubnet(`64:ff9b::${net}`, 96 + prefix, 'ipv6');
}
for (const [net, prefix] of NOT_PUBLIC_IPV6) NOT_PUBLIC.addSubnet(net, prefix, 'ipv6');

/** Whether an IP address (as resolved, not the host name) is a public one. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return !NOT_PUBLIC.check(mapped[1] as string, 'ipv4');
  return !NOT_PUBLIC.check(address, family === 4 ? 'ipv4' : 'ipv6');
}
