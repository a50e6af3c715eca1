import { BlockList, isIP } from 'node:net';

/**
 * Addresses an outbound fetch never connects to unless the caller allows them: loopback, private (RFC 1918,
 * ULA), carrier-grade NAT, link-local, "this network", documentation, benchmarking, multicast and reserved
 * ranges, and the IPv6 forms that carry an IPv4 address (mapped, compatible, NAT64, 6to4).
 */
const notPublic = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
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
  notPublic.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 96],
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const)
  notPublic.addSubnet(network, prefix, 'ipv6');

// Kept apart: a BlockList matches every IPv4 address against an IPv4-mapped subnet.
const mapped = new BlockList();
mapped.addSubnet('::ffff:0:0', 96, 'ipv6');

/** True for an address on the public internet; false for anything else, including what is not an address. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return !notPublic.check(address, 'ipv4');
  if (family === 6) return !mapped.check(address, 'ipv6') && !notPublic.check(address, 'ipv6');
  return false;
}
