/**
 * Which hosts the link checker may contact when it runs for a web request,
 * and at which address. Posts are written by staff, but a link to a private
 * address would make the server probe its own network, so `localhost` names
 * and every address in a special-purpose range (see `ip_address.ts`) are
 * refused unless `LINK_CHECK_ALLOW_PRIVATE=1` (development and the test
 * suite's loopback servers; `c.var.config.linkCheck`).
 *
 * A name is looked up with the system resolver (`getaddrinfo` through
 * `node:dns`, so `/etc/hosts` counts as it does for the request) and refused
 * when the look-up fails or any address it gives is not public. The request
 * then goes to the first address checked and to no other
 * (`pinned_request.ts`): a name whose records change after the look-up
 * (DNS rebinding) cannot send it elsewhere. Every redirect is checked the
 * same way before it is followed.
 */
import { lookup } from "node:dns/promises";
import { parseIpAddress, specialAddressRange } from "./ip_address.ts";

/**
 * The address a host was checked at (the request goes there only), or why it
 * is refused. `unresolved` marks a name with no address at all: nothing is
 * sent, and the link is reported broken (a dead domain), not skipped.
 */
export type HostVerdict =
  | { allowed: true; address: string }
  | { allowed: false; reason: string; unresolved?: true };

/** Checks the host of a URL before it is contacted. */
export type HostGuard = (url: URL) => Promise<HostVerdict>;

/** Every address of a name, in the order a connection would try them; rejects when the look-up fails. */
export type LookupHost = (hostname: string) => Promise<string[]>;

/** Looks names up with `getaddrinfo`, the resolver `fetch` itself uses (`/etc/hosts`, then DNS). */
export const lookupWithSystem: LookupHost = async (hostname) =>
  (await lookup(hostname, { all: true, verbatim: true })).map((entry) => entry.address);

/** Settings of {@link requestHostGuard}. */
export interface HostGuardOptions {
  /** `LINK_CHECK_ALLOW_PRIVATE=1`: no guard at all (default false). */
  allowPrivate?: boolean;
  /** Resolves names (default {@link lookupWithSystem}). */
  lookup?: LookupHost;
  /** URL host names allowed to be private, e.g. `127.0.0.1` for a test server; they are still pinned. */
  privateHostsAllowed?: Iterable<string>;
}

/**
 * The request-time guard: public hosts only, each name looked up once per
 * guard (one per run), or no guard at all when `LINK_CHECK_ALLOW_PRIVATE=1`.
 */
export function requestHostGuard(options: HostGuardOptions = {}): HostGuard | undefined {
  if (options.allowPrivate) return undefined;
  const resolve = options.lookup ?? lookupWithSystem;
  const exempt = new Set(options.privateHostsAllowed ?? []);
  const verdicts = new Map<string, Promise<HostVerdict>>();
  return (url) => {
    const host = url.hostname;
    let verdict = verdicts.get(host);
    if (!verdict) {
      verdict = checkHost(host, resolve, exempt.has(host));
      verdicts.set(host, verdict);
    }
    return verdict;
  };
}

const UNRESOLVED: HostVerdict = { allowed: false, reason: "name does not resolve", unresolved: true };

async function checkHost(host: string, resolve: LookupHost, privateAllowed: boolean): Promise<HostVerdict> {
  const literal = parseIpAddress(host);
  if (literal) return judgeAddresses([host.replace(/^\[|\]$/g, "")], privateAllowed);
  const name = host.toLowerCase().replace(/\.$/, "");
  if (!privateAllowed && (name === "localhost" || name.endsWith(".localhost"))) {
    return { allowed: false, reason: "localhost name" };
  }
  let addresses: string[];
  try {
    addresses = await resolve(host);
  } catch {
    return UNRESOLVED;
  }
  if (addresses.length === 0) return UNRESOLVED;
  return judgeAddresses(addresses, privateAllowed);
}

function judgeAddresses(addresses: string[], privateAllowed: boolean): HostVerdict {
  for (const text of addresses) {
    const address = parseIpAddress(text);
    if (!address) return { allowed: false, reason: `unreadable address ${text}` };
    const range = specialAddressRange(address);
    if (range && !privateAllowed) return { allowed: false, reason: `${range} address` };
  }
  return { allowed: true, address: addresses[0] };
}
