import { BlockList, isIP } from 'node:net';

/**
 * Addresses a feed pull must not reach unless the operator allows it: loopback, private,
 * link-local (cloud metadata), carrier-grade NAT, multicast and reserved ranges, IPv4 and IPv6.
 * Node's BlockList does the range arithmetic, IPv4-mapped IPv6 included.
 */
const NOT_PUBLIC = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  NOT_PUBLIC.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['64:ff9b::', 96],
] as const)
  NOT_PUBLIC.addSubnet(net, prefix, 'ipv6');

/** Whether an IP address (as resolved, not the host name) is a public one. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return !NOT_PUBLIC.check(mapped[1] as string, 'ipv4');
  return !NOT_PUBLIC.check(address, family === 4 ? 'ipv4' : 'ipv6');
}
