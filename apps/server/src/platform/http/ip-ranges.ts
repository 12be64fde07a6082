import { isIPv4, isIPv6 } from 'node:net';

/**
 * Which special range an IP address falls in, for the egress guard (docs/architecture.md#egress-guard).
 * `null` means an ordinary public address. The lists follow IANA's IPv4 and IPv6 Special-Purpose
 * Address Registries; anything not plainly public is refused rather than guessed at.
 */
export type AddressRange =
  | 'unspecified'
  | 'loopback'
  | 'private'
  | 'cgnat'
  | 'link_local'
  | 'metadata'
  | 'unique_local'
  | 'multicast'
  | 'broadcast'
  | 'reserved'
  | 'invalid';

/** Human words for a delivery log: `refused: ${ADDRESS_RANGE_LABELS[range]}`. */
export const ADDRESS_RANGE_LABELS: Record<AddressRange, string> = {
  unspecified: 'unspecified address',
  loopback: 'loopback address',
  private: 'private address',
  cgnat: 'shared (carrier-grade NAT) address',
  link_local: 'link-local address',
  metadata: 'cloud metadata address',
  unique_local: 'unique-local (private) IPv6 address',
  multicast: 'multicast address',
  broadcast: 'broadcast address',
  reserved: 'reserved address',
  invalid: 'not an IP address',
};

type V4Rule = [base: number, prefix: number, range: AddressRange];

// Most specific first: the first match wins (metadata inside link-local, broadcast inside 240/4).
const V4_RULES: V4Rule[] = [
  [v4('169.254.169.254'), 32, 'metadata'],
  [v4('255.255.255.255'), 32, 'broadcast'],
  [v4('0.0.0.0'), 8, 'unspecified'],
  [v4('10.0.0.0'), 8, 'private'],
  [v4('100.64.0.0'), 10, 'cgnat'],
  [v4('127.0.0.0'), 8, 'loopback'],
  [v4('169.254.0.0'), 16, 'link_local'],
  [v4('172.16.0.0'), 12, 'private'],
  [v4('192.0.0.0'), 24, 'reserved'], // IETF protocol assignments (also 192.0.0.192, Oracle's metadata)
  [v4('192.0.2.0'), 24, 'reserved'], // documentation
  [v4('192.88.99.0'), 24, 'reserved'], // 6to4 relay anycast
  [v4('192.168.0.0'), 16, 'private'],
  [v4('198.18.0.0'), 15, 'reserved'], // benchmarking
  [v4('198.51.100.0'), 24, 'reserved'], // documentation
  [v4('203.0.113.0'), 24, 'reserved'], // documentation
  [v4('224.0.0.0'), 4, 'multicast'],
  [v4('240.0.0.0'), 4, 'reserved'],
];

function v4(dotted: string): number {
  const parts = dotted.split('.').map(Number);
  return (((parts[0] ?? 0) << 24) | ((parts[1] ?? 0) << 16) | ((parts[2] ?? 0) << 8) | (parts[3] ?? 0)) >>> 0;
}

function classifyV4(value: number): AddressRange | null {
  for (const [base, prefix, range] of V4_RULES) {
    const mask = prefix === 0 ? 0 : (0xffffffff << (32 - prefix)) >>> 0;
    if ((value & mask) >>> 0 === base) return range;
  }
  return null;
}

/** Eight 16-bit groups of an IPv6 address (zone id dropped, a dotted IPv4 tail folded in). */
function v6Groups(address: string): number[] | null {
  let text = address.replace(/%.*$/, '');
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted?.[1]) {
    if (!isIPv4(dotted[1])) return null;
    const n = v4(dotted[1]);
    text = `${text.slice(0, -dotted[1].length)}${(n >>> 16).toString(16)}:${(n & 0xffff).toString(16)}`;
  }
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const head = halves[0] ? halves[0].split(':') : [];
  const tail = halves.length === 2 && halves[1] ? halves[1].split(':') : [];
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  const groups = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...tail].map((g) =>
    /^[0-9a-f]{1,4}$/i.test(g) ? Number.parseInt(g, 16) : Number.NaN,
  );
  return groups.some(Number.isNaN) ? null : groups;
}

const AWS_V6_METADATA = [0xfd00, 0xec2, 0, 0, 0, 0, 0, 0x254].join(':');

const embeddedV4 = (high: number, low: number) => ((high << 16) | low) >>> 0;

function classifyV6(g: number[]): AddressRange | null {
  const [g0 = 0, g1 = 0, g2 = 0, g3 = 0, g4 = 0, g5 = 0, g6 = 0, g7 = 0] = g;
  const zeroTo = (n: number) => g.slice(0, n).every((x) => x === 0);
  if (zeroTo(8)) return 'unspecified';
  if (zeroTo(7) && g7 === 1) return 'loopback';
  // ::ffff:a.b.c.d (mapped), ::ffff:0:a.b.c.d (translated), ::a.b.c.d (compatible, deprecated):
  // the socket would talk IPv4 to the embedded address, so that address decides.
  if (zeroTo(5) && g5 === 0xffff) return classifyV4(embeddedV4(g6, g7));
  if (zeroTo(4) && g4 === 0xffff && g5 === 0) return classifyV4(embeddedV4(g6, g7));
  if (zeroTo(6)) return classifyV4(embeddedV4(g6, g7)) ?? 'reserved';
  // NAT64 well-known prefix 64:ff9b::/96: a translator forwards to the embedded IPv4 address.
  if (g0 === 0x64 && g1 === 0xff9b && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0)
    return classifyV4(embeddedV4(g6, g7));
  if (g0 === 0x64 && g1 === 0xff9b && g2 === 1) return 'private'; // local-use NAT64 (RFC 8215)
  // 6to4 2002:AABB:CCDD::/48 reaches the IPv4 address AA.BB.CC.DD.
  if (g0 === 0x2002) return classifyV4(embeddedV4(g1, g2));
  if (g.join(':') === AWS_V6_METADATA) return 'metadata'; // inside fc00::/7, so checked first
  if ((g0 & 0xfe00) === 0xfc00) return 'unique_local';
  if ((g0 & 0xffc0) === 0xfe80) return 'link_local';
  if ((g0 & 0xffc0) === 0xfec0) return 'private'; // site-local, deprecated
  if ((g0 & 0xff00) === 0xff00) return 'multicast';
  if (g0 === 0x2001 && g1 < 0x200) return 'reserved'; // 2001::/23 IETF protocol assignments (Teredo, ORCHID…)
  if (g0 === 0x2001 && g1 === 0xdb8) return 'reserved'; // documentation
  if (g0 === 0x3fff && g1 < 0x1000) return 'reserved'; // documentation (RFC 9637)
  // Only 2000::/3 is handed out as global unicast; everything else (100::/64 discard, …) is not a destination.
  if ((g0 & 0xe000) !== 0x2000) return 'reserved';
  return null;
}

/**
 * The special range `address` (an IPv4 or IPv6 literal, brackets and zone id allowed) belongs to,
 * or null for a public address. Anything that is not an IP address at all answers 'invalid'.
 * IPv4 must be in dotted-quad form: the URL parser already turns 2130706433, 0x7f000001,
 * 0177.0.0.1 and 127.1 into 127.0.0.1, and resolvers answer in that form.
 */
export function classifyAddress(address: string): AddressRange | null {
  const bare = address.startsWith('[') && address.endsWith(']') ? address.slice(1, -1) : address;
  if (isIPv4(bare)) return classifyV4(v4(bare));
  if (isIPv6(bare)) {
    const groups = v6Groups(bare.toLowerCase());
    return groups ? classifyV6(groups) : 'invalid';
  }
  return 'invalid';
}
