import { BlockList, createServer, isIP } from 'node:net';

/** A TCP port that was free on loopback a moment ago. */
export function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => {
        if (address && typeof address === 'object') resolve(address.port);
        else reject(new Error('could not find a free port'));
      });
    });
  });
}

/**
 * Address ranges an outgoing request of the app (webhooks) must never reach unless private
 * addresses are allowed: "this network", private, carrier-grade NAT, loopback, link-local (cloud
 * metadata at 169.254.169.254), benchmarking, documentation, multicast and reserved; for IPv6 the
 * unspecified and loopback addresses, unique-local (fd00:ec2::254 metadata too), link-local,
 * site-local, multicast, discard, documentation and NAT64. IPv4-mapped and 6to4 addresses are judged
 * by the IPv4 address inside them.
 */
const blockedV4 = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
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
] as const) {
  blockedV4.addSubnet(net, prefix, 'ipv4');
}
const blockedV6 = new BlockList();
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['::', 96], // IPv4-compatible (deprecated)
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const) {
  blockedV6.addSubnet(net, prefix, 'ipv6');
}

/** The 16 bytes of an IPv6 address (compressed, full or with a dotted IPv4 tail). */
function ipv6Bytes(address: string): Buffer | null {
  let text = address.toLowerCase().replace(/%.*$/, '');
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted?.[1]) {
    const v4 = dotted[1].split('.').map(Number);
    const tail = `${((v4[0] ?? 0) * 256 + (v4[1] ?? 0)).toString(16)}:${((v4[2] ?? 0) * 256 + (v4[3] ?? 0)).toString(16)}`;
    text = text.slice(0, -dotted[1].length) + tail;
  }
  const [head = '', rest] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = rest ? rest.split(':') : [];
  const missing = 8 - left.length - right.length;
  if (rest === undefined ? left.length !== 8 : missing < 0) return null;
  const groups = [...left, ...Array(rest === undefined ? 0 : missing).fill('0'), ...right];
  const bytes = Buffer.alloc(16);
  for (const [i, g] of groups.entries()) bytes.writeUInt16BE(Number.parseInt(g || '0', 16), i * 2);
  return bytes;
}

/** Whether an IP address (v4 or v6) is one the app must not send requests to (see above). */
export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return blockedV4.check(address, 'ipv4');
  if (family !== 6) return true; // not an address: refuse
  const bytes = ipv6Bytes(address);
  if (!bytes) return true;
  const isMapped = bytes.subarray(0, 10).every((b) => b === 0) && bytes[10] === 0xff && bytes[11] === 0xff;
  if (isMapped) return blockedV4.check([...bytes.subarray(12)].join('.'), 'ipv4');
  if (bytes[0] === 0x20 && bytes[1] === 0x02) {
    // 6to4: 2002:AABB:CCDD::/48 carries the IPv4 address AA.BB.CC.DD.
    if (blockedV4.check([...bytes.subarray(2, 6)].join('.'), 'ipv4')) return true;
  }
  return blockedV6.check(address.replace(/%.*$/, ''), 'ipv6');
}
