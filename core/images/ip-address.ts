/**
 * Which network addresses the server may fetch from on an admin's behalf (the image proxy).
 * Only public unicast addresses pass: anything that reaches the machine itself, the private
 * network, the cloud's metadata service or a multicast group is refused, however it is spelled.
 */

/** Why an address is refused; null when it is public. */
export type AddressProblem =
  | 'unspecified'
  | 'loopback'
  | 'private'
  | 'link-local'
  | 'metadata'
  | 'shared'
  | 'unique-local'
  | 'mapped'
  | 'multicast'
  | 'reserved'
  | 'documentation'
  | 'invalid';

const PROBLEM_TEXT: Record<AddressProblem, string> = {
  unspecified: 'an unspecified address',
  loopback: 'a loopback address (this machine)',
  private: 'a private network address',
  'link-local': 'a link-local address',
  metadata: 'the cloud metadata address',
  shared: 'a carrier-grade NAT address',
  'unique-local': 'a unique-local IPv6 address',
  mapped: 'an IPv4 address inside IPv6',
  multicast: 'a multicast or broadcast address',
  reserved: 'a reserved address',
  documentation: 'a documentation address',
  invalid: 'not an IP address',
};

export const addressProblemText = (problem: AddressProblem): string => PROBLEM_TEXT[problem];

/** One part of an inet_aton spelling: decimal, octal (leading 0) or hex (0x). */
function parseIPv4Part(part: string): number | null {
  if (/^0x[0-9a-f]*$/i.test(part)) return part.length === 2 ? 0 : parseInt(part.slice(2), 16);
  if (/^0[0-7]*$/.test(part)) return parseInt(part, 8);
  if (/^[1-9][0-9]*$/.test(part)) return parseInt(part, 10);
  return null;
}

/**
 * An IPv4 address as a 32-bit number, from any spelling the C library (and so some resolvers and
 * URL parsers) accepts: 127.0.0.1, 2130706433, 0x7f000001, 0177.0.0.1, 127.1, 0x7f.0.0.01.
 */
export function parseIPv4(text: string): number | null {
  const parts = text.split('.');
  if (parts.length > 4 || parts.some((p) => p === '')) return null;
  const numbers = parts.map(parseIPv4Part);
  if (numbers.some((n) => n === null)) return null;
  const values = numbers as number[];
  const last = values.pop()!;
  if (values.some((n) => n > 255)) return null;
  // The last part fills every byte the earlier parts did not name (inet_aton).
  if (last >= 2 ** (8 * (4 - values.length))) return null;
  return values.reduce((sum, n, i) => sum + n * 2 ** (8 * (3 - i)), 0) + last;
}

/** An IPv6 address as eight 16-bit groups (brackets and a zone id allowed), or null. */
export function parseIPv6(text: string): number[] | null {
  let body = text.startsWith('[') && text.endsWith(']') ? text.slice(1, -1) : text;
  body = body.replace(/%.*$/, '');
  if (!/^[0-9a-f:.]+$/i.test(body) || !body.includes(':')) return null;
  const halves = body.split('::');
  if (halves.length > 2) return null;
  const groups = (half: string): number[] | null => {
    if (half === '') return [];
    const out: number[] = [];
    const pieces = half.split(':');
    for (const [i, piece] of pieces.entries()) {
      if (piece.includes('.')) {
        // A dotted IPv4 tail (::ffff:127.0.0.1) is strictly four decimal bytes.
        if (i !== pieces.length - 1 || !/^\d{1,3}(\.\d{1,3}){3}$/.test(piece)) return null;
        const bytes = piece.split('.').map(Number);
        if (bytes.some((b) => b > 255)) return null;
        out.push(bytes[0]! * 256 + bytes[1]!, bytes[2]! * 256 + bytes[3]!);
      } else {
        if (!/^[0-9a-f]{1,4}$/i.test(piece)) return null;
        out.push(parseInt(piece, 16));
      }
    }
    return out;
  };
  const head = groups(halves[0]!);
  const tail = halves.length === 2 ? groups(halves[1]!) : [];
  if (!head || !tail) return null;
  if (halves.length === 1) return head.length === 8 ? head : null;
  const missing = 8 - head.length - tail.length;
  if (missing < 1) return null;
  return [...head, ...Array<number>(missing).fill(0), ...tail];
}

const inV4 = (address: number, base: string, bits: number): boolean => {
  const start = parseIPv4(base)!;
  const size = 2 ** (32 - bits);
  return address >= start && address < start + size;
};

/** Refused IPv4 ranges, the most specific first (RFC 6890 special-purpose registry). */
const V4_RANGES: [string, number, AddressProblem][] = [
  ['169.254.169.254', 32, 'metadata'],
  ['0.0.0.0', 8, 'unspecified'],
  ['10.0.0.0', 8, 'private'],
  ['100.64.0.0', 10, 'shared'],
  ['127.0.0.0', 8, 'loopback'],
  ['169.254.0.0', 16, 'link-local'],
  ['172.16.0.0', 12, 'private'],
  ['192.0.0.0', 24, 'reserved'],
  ['192.0.2.0', 24, 'documentation'],
  ['192.88.99.0', 24, 'reserved'],
  ['192.168.0.0', 16, 'private'],
  ['198.18.0.0', 15, 'reserved'],
  ['198.51.100.0', 24, 'documentation'],
  ['203.0.113.0', 24, 'documentation'],
  ['224.0.0.0', 4, 'multicast'],
  ['255.255.255.255', 32, 'multicast'],
  ['240.0.0.0', 4, 'reserved'],
];

function ipv4Problem(address: number): AddressProblem | null {
  for (const [base, bits, problem] of V4_RANGES) if (inV4(address, base, bits)) return problem;
  return null;
}

function ipv6Problem(groups: number[]): AddressProblem | null {
  const [g0, g1] = groups as [number, number];
  const zeroUpTo = (n: number) => groups.slice(0, n).every((g) => g === 0);
  if (groups.every((g) => g === 0)) return 'unspecified';
  if (zeroUpTo(7) && groups[7] === 1) return 'loopback';
  // ::ffff:a.b.c.d (mapped), ::a.b.c.d (compatible), 64:ff9b::a.b.c.d (NAT64) and 2002::/16
  // (6to4) all lead to an IPv4 address; none is needed to fetch a public image.
  if (zeroUpTo(5) && (groups[5] === 0xffff || groups[5] === 0)) return 'mapped';
  if (g0 === 0x64 && g1 === 0xff9b) return 'mapped';
  if (g0 === 0x2002) return 'mapped';
  if (g0 === 0x2001 && g1 === 0) return 'mapped'; // Teredo
  if ((g0 & 0xfe00) === 0xfc00) return 'unique-local';
  if ((g0 & 0xffc0) === 0xfe80) return 'link-local';
  if ((g0 & 0xffc0) === 0xfec0) return 'private'; // site-local, deprecated
  if ((g0 & 0xff00) === 0xff00) return 'multicast';
  if (g0 === 0x2001 && g1 === 0xdb8) return 'documentation';
  // Global unicast is 2000::/3; everything else is reserved.
  if ((g0 & 0xe000) !== 0x2000) return 'reserved';
  return null;
}

/**
 * Why the server must not connect to this address, or null when it is a public unicast address.
 * Takes IPv4 in any inet_aton spelling and IPv6 with or without brackets.
 */
export function addressProblem(address: string): AddressProblem | null {
  const v4 = parseIPv4(address);
  if (v4 !== null) return ipv4Problem(v4);
  const v6 = parseIPv6(address);
  if (v6) return ipv6Problem(v6);
  return 'invalid';
}

/** True when the host names an address itself (any spelling) rather than a name to resolve. */
export function isIpLiteral(host: string): boolean {
  return parseIPv4(host) !== null || parseIPv6(host) !== null;
}
