/**
 * Which hosts the link checker may contact when it runs for a web request.
 * Posts are written by staff, but a link to a private address would make the
 * server probe its own network, so loopback, private, link-local, carrier-grade
 * NAT and unspecified addresses, and `localhost` names, are refused unless
 * `LINK_CHECK_ALLOW_PRIVATE=1` (development and the test suite's loopback
 * servers). Names are resolved first and refused when any of their addresses
 * is private (a name whose records change between this look-up and the
 * request is not caught).
 */

/** True for `localhost` names and for IP literals in private, loopback, link-local or reserved ranges. */
export function isPrivateHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/^\[|\]$/g, "").replace(/\.$/, "");
  if (host === "localhost" || host.endsWith(".localhost")) return true;
  const v4 = host.match(/^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/);
  if (v4) return isPrivateV4(v4.slice(1).map(Number));
  if (!host.includes(":")) return false;
  if (host === "::1" || host === "::") return true;
  const mapped = host.match(/^::ffff:(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/);
  if (mapped) return isPrivateV4(mapped.slice(1).map(Number));
  const first = parseInt(host.split(":")[0] || "0", 16);
  return (first & 0xfe00) === 0xfc00 || (first & 0xffc0) === 0xfe80;
}

function isPrivateV4([a, b]: number[]): boolean {
  return a === 0 || a === 10 || a === 127 || (a === 169 && b === 254) || (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168) || (a === 100 && b >= 64 && b <= 127);
}

/** Looks up the addresses of a host name (A and AAAA records); failures mean "no addresses". */
export type ResolveHost = (hostname: string) => Promise<string[]>;

/** Resolves with the system's DNS through `Deno.resolveDns`. */
export const resolveWithDns: ResolveHost = async (hostname) => {
  const lookups = await Promise.allSettled([Deno.resolveDns(hostname, "A"), Deno.resolveDns(hostname, "AAAA")]);
  return lookups.flatMap((lookup) => lookup.status === "fulfilled" ? lookup.value : []);
};

/**
 * The request-time host policy: public hosts only (literal addresses and the
 * addresses a name resolves to), unless `LINK_CHECK_ALLOW_PRIVATE=1`. A name
 * that does not resolve is allowed: the request then fails and the link is
 * reported broken.
 */
export function requestHostPolicy(
  env: (name: string) => string | undefined = (n) => Deno.env.get(n),
  resolve: ResolveHost = resolveWithDns,
): ((url: URL) => Promise<boolean>) | undefined {
  if (env("LINK_CHECK_ALLOW_PRIVATE") === "1") return undefined;
  const verdicts = new Map<string, Promise<boolean>>();
  return (url: URL) => {
    const host = url.hostname;
    let verdict = verdicts.get(host);
    if (!verdict) {
      verdict = isPrivateHost(host)
        ? Promise.resolve(false)
        : isLiteralAddress(host)
        ? Promise.resolve(true)
        : resolve(host).then((addresses) => !addresses.some(isPrivateHost));
      verdicts.set(host, verdict);
    }
    return verdict;
  };
}

function isLiteralAddress(host: string): boolean {
  return /^\d{1,3}(\.\d{1,3}){3}$/.test(host) || host.includes(":") || host.startsWith("[");
}
