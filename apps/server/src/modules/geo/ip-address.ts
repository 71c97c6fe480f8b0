import { BlockList, isIP } from 'node:net';

/**
 * Addresses no IP-location service can place: loopback, private, link-local, carrier-grade NAT,
 * unique-local and the like. Asking about them only wastes the service's quota.
 */
const unroutable = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['224.0.0.0', 3],
] as const) {
  unroutable.addSubnet(net, prefix, 'ipv4');
}
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  unroutable.addSubnet(net, prefix, 'ipv6');
}

/** The address in its plain form: an IPv4 address mapped into IPv6 (`::ffff:1.2.3.4`) becomes IPv4. */
export function normaliseIp(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  return mapped?.[1] ?? ip;
}

/** Whether `ip` is a public address worth looking up. */
export function isPublicIp(ip: string): boolean {
  const address = normaliseIp(ip);
  const family = isIP(address);
  if (family === 0) return false;
  return !unroutable.check(address, family === 4 ? 'ipv4' : 'ipv6');
}
