/**
 * IP addresses read numerically and sorted into the special-purpose ranges
 * the link checker must not contact. Reading the numbers (rather than
 * matching text) catches every spelling of an address: `0x7f.1`,
 * `2130706433`, `::ffff:7f00:1`, `[::127.0.0.1]`, `64:ff9b::7f00:1`...
 */

/** An IPv4 address as a 32-bit number, or an IPv6 address as a 128-bit number. */
export type IpAddress = { version: 4; value: number } | { version: 6; value: bigint };

/**
 * Reads an IPv4 address in any form the URL standard accepts (1 to 4 parts,
 * decimal, octal `017` or hex `0x1f`, the last part filling the remaining
 * bytes, one trailing dot) or an IPv6 address (with or without brackets,
 * `::`, an IPv4 tail). Zone ids (`fe80::1%eth0`) are refused. Null when the
 * text is not an address.
 */
export function parseIpAddress(text: string): IpAddress | null {
  const bare = text.startsWith("[") && text.endsWith("]") ? text.slice(1, -1) : text;
  if (bare.includes(":")) {
    const value = parseIPv6(bare);
    return value === null ? null : { version: 6, value };
  }
  if (bare !== text) return null;
  const value = parseIPv4(bare);
  return value === null ? null : { version: 4, value };
}

/** Reads an IPv4 address the way the URL standard does; null when `text` is not one. */
export function parseIPv4(text: string): number | null {
  const parts = text.split(".");
  if (parts.length > 1 && parts.at(-1) === "") parts.pop();
  if (parts.length > 4) return null;
  const numbers = parts.map(parseIPv4Number);
  if (numbers.some((n) => n === null)) return null;
  const last = numbers.pop()!;
  if (numbers.some((n) => n! > 255) || last >= 256 ** (4 - numbers.length)) return null;
  return numbers.reduce<number>((sum, n, i) => sum + n! * 256 ** (3 - i), last);
}

function parseIPv4Number(part: string): number | null {
  if (/^0x[0-9a-f]*$/i.test(part)) return part.length === 2 ? 0 : parseInt(part.slice(2), 16);
  if (/^0[0-7]+$/.test(part)) return parseInt(part, 8);
  if (/^(0|[1-9][0-9]*)$/.test(part)) return Number(part);
  return null;
}

/** Reads an IPv6 address (no brackets, no zone id) as a 128-bit number; null when `text` is not one. */
export function parseIPv6(text: string): bigint | null {
  const halves = text.split("::");
  if (halves.length > 2) return null;
  const head = readGroups(halves[0], halves.length === 1);
  const tail = halves.length === 2 ? readGroups(halves[1], true) : [];
  if (head === null || tail === null) return null;
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  const groups = [...head, ...Array<number>(halves.length === 1 ? 0 : missing).fill(0), ...tail];
  return groups.reduce((value, group) => (value << 16n) | BigInt(group), 0n);
}

const DOTTED_QUAD_PART = /^(25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9]?[0-9])$/;

/** The 16-bit groups of one side of `::`; an IPv4 tail is allowed at the very end of the address only. */
function readGroups(text: string, endsAddress: boolean): number[] | null {
  if (text === "") return [];
  const pieces = text.split(":");
  const groups: number[] = [];
  for (const [i, piece] of pieces.entries()) {
    if (/^[0-9a-f]{1,4}$/i.test(piece)) {
      groups.push(parseInt(piece, 16));
    } else if (endsAddress && i === pieces.length - 1 && piece.includes(".")) {
      const parts = piece.split(".");
      if (parts.length !== 4 || !parts.every((p) => DOTTED_QUAD_PART.test(p))) return null;
      const [a, b, c, d] = parts.map(Number);
      groups.push((a << 8) | b, (c << 8) | d);
    } else {
      return null;
    }
  }
  return groups;
}

type Range<T> = { prefix: T; length: number; name: string };

const v4 = (prefix: string, length: number, name: string): Range<number> => ({
  prefix: parseIPv4(prefix)!,
  length,
  name,
});
const v6 = (prefix: string, length: number, name: string): Range<bigint> => ({
  prefix: parseIPv6(prefix)!,
  length,
  name,
});

const IPV4_RANGES: Range<number>[] = [
  v4("0.0.0.0", 8, "this-network"),
  v4("10.0.0.0", 8, "private"),
  v4("100.64.0.0", 10, "carrier-grade NAT"),
  v4("127.0.0.0", 8, "loopback"),
  v4("169.254.0.0", 16, "link-local"),
  v4("172.16.0.0", 12, "private"),
  v4("192.0.0.0", 24, "protocol assignment"),
  v4("192.0.2.0", 24, "documentation"),
  v4("192.88.99.0", 24, "6to4 relay"),
  v4("192.168.0.0", 16, "private"),
  v4("198.18.0.0", 15, "benchmarking"),
  v4("198.51.100.0", 24, "documentation"),
  v4("203.0.113.0", 24, "documentation"),
  v4("224.0.0.0", 4, "multicast"),
  v4("255.255.255.255", 32, "broadcast"),
  v4("240.0.0.0", 4, "reserved"),
];

const IPV6_RANGES: Range<bigint>[] = [
  v6("::", 128, "unspecified"),
  v6("::1", 128, "loopback"),
  v6("::ffff:0:0", 96, "IPv4-mapped"),
  v6("::", 96, "IPv4-compatible"),
  v6("64:ff9b::", 96, "NAT64"),
  v6("64:ff9b:1::", 48, "NAT64"),
  v6("100::", 64, "discard-only"),
  v6("2001:2::", 48, "benchmarking"),
  v6("2001:db8::", 32, "documentation"),
  v6("3fff::", 20, "documentation"),
  v6("fc00::", 7, "unique-local"),
  v6("fe80::", 10, "link-local"),
  v6("fec0::", 10, "site-local"),
  v6("ff00::", 8, "multicast"),
];

const GLOBAL_UNICAST_V6 = v6("2000::", 3, "global unicast");
const SIX_TO_FOUR = v6("2002::", 16, "6to4");
const TEREDO = v6("2001::", 32, "Teredo");

function inV4(value: number, { prefix, length }: Range<number>): boolean {
  const shift = 32 - length;
  return Math.floor(value / 2 ** shift) === Math.floor(prefix / 2 ** shift);
}

function inV6(value: bigint, { prefix, length }: Range<bigint>): boolean {
  const shift = BigInt(128 - length);
  return value >> shift === prefix >> shift;
}

/**
 * The special-purpose range `address` is in ("loopback", "private",
 * "IPv4-mapped", "6to4 of loopback"...), or null for a public address.
 * IPv4-mapped, IPv4-compatible and NAT64 addresses are refused whatever IPv4
 * address they carry; 6to4 and Teredo addresses are judged by the IPv4
 * addresses they embed. IPv6 outside 2000::/3 is "reserved".
 */
export function specialAddressRange(address: IpAddress): string | null {
  if (address.version === 4) return IPV4_RANGES.find((range) => inV4(address.value, range))?.name ?? null;
  const { value } = address;
  const named = IPV6_RANGES.find((range) => inV6(value, range));
  if (named) return named.name;
  if (inV6(value, SIX_TO_FOUR)) return embeddedRange("6to4", [Number((value >> 80n) & 0xffffffffn)]);
  if (inV6(value, TEREDO)) {
    const server = Number((value >> 64n) & 0xffffffffn);
    const client = Number(~value & 0xffffffffn);
    return embeddedRange("Teredo", [server, client]);
  }
  return inV6(value, GLOBAL_UNICAST_V6) ? null : "reserved";
}

function embeddedRange(tunnel: string, ipv4: number[]): string | null {
  for (const value of ipv4) {
    const range = specialAddressRange({ version: 4, value });
    if (range) return `${tunnel} of ${range}`;
  }
  return null;
}
