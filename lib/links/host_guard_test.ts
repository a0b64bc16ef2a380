import assert from "node:assert/strict";
import { type HostVerdict, lookupWithSystem, requestHostGuard } from "./host_guard.ts";
import { parseIpAddress, specialAddressRange } from "./ip_address.ts";

const refused = (reason: string): HostVerdict => ({ allowed: false, reason });

Deno.test("host guard: every spelling of a loopback address is refused", async () => {
  const guard = requestHostGuard({})!;
  const cases: [string, string][] = [
    ["http://127.0.0.1:8080/x", "loopback address"],
    ["http://0x7f.1/", "loopback address"],
    ["http://2130706433/", "loopback address"],
    ["http://0177.0.0.1/", "loopback address"],
    ["http://127.1/", "loopback address"],
    ["http://[::1]/", "loopback address"],
    ["http://[::ffff:127.0.0.1]/", "IPv4-mapped address"],
    ["http://[::ffff:7f00:1]/", "IPv4-mapped address"],
    ["http://[::127.0.0.1]/", "IPv4-compatible address"],
    ["http://[64:ff9b::7f00:1]/", "NAT64 address"],
    ["http://[2002:7f00:1::]/", "6to4 of loopback address"],
    ["http://[fe80::1]/", "link-local address"],
    ["http://169.254.169.254/latest/meta-data/", "link-local address"],
    ["http://0.0.0.0/", "this-network address"],
    ["http://localhost/", "localhost name"],
    ["http://localhost./", "localhost name"],
    ["http://LocalHost:3000/", "localhost name"],
    ["http://api.localhost/", "localhost name"],
  ];
  for (const [url, reason] of cases) assert.deepEqual(await guard(new URL(url)), refused(reason), url);
});

Deno.test("host guard: names are looked up like the request would be, /etc/hosts included", async () => {
  const hosts = await Deno.readTextFile("/etc/hosts");
  const entries = hosts.split("\n").map((line) => line.replace(/#.*/, "").trim().split(/\s+/))
    .filter(([address, ...names]) => names.length > 0 && parseIpAddress(address ?? ""));
  assert.ok(entries.some(([, ...names]) => names.includes("localhost")), "/etc/hosts names localhost");
  const guard = requestHostGuard({})!;
  for (const [address, ...names] of entries) {
    const ip = parseIpAddress(address)!;
    for (const name of names) {
      if (ip.version === 4) assert.ok((await lookupWithSystem(name)).includes(address), `${name} is ${address}`);
      if (specialAddressRange(ip)) assert.equal((await guard(new URL(`http://${name}/`))).allowed, false, name);
    }
  }
  assert.ok((await lookupWithSystem("localhost")).every((a) => specialAddressRange(parseIpAddress(a)!) === "loopback"));
});

Deno.test("host guard: a name that does not resolve is refused", async () => {
  const guard = requestHostGuard({})!;
  const unresolved: HostVerdict = { allowed: false, reason: "name does not resolve", unresolved: true };
  assert.deepEqual(await guard(new URL("http://receta-que-no-existe.invalid/")), unresolved);
  const empty = requestHostGuard({ lookup: () => Promise.resolve([]) })!;
  assert.deepEqual(await empty(new URL("https://vacio.example/")), unresolved);
});

Deno.test("host guard: public hosts pass and name their address; one private address refuses a name", async () => {
  const lookedUp: string[] = [];
  const records: Record<string, string[]> = {
    "es.wikipedia.org": ["185.15.58.224", "2a02:ec80:600:ed1a::1"],
    "v6.example": ["2606:4700:4700::1111"],
    "intranet.example": ["93.184.216.34", "10.0.0.7"],
    "rebind.example": ["93.184.216.34", "::ffff:7f00:1"],
    "tunnel.example": ["2002:c0a8:101::1"],
    "garbled.example": ["not-an-address"],
  };
  const guard = requestHostGuard({
    lookup: (host) => {
      lookedUp.push(host);
      return Promise.resolve(records[host] ?? []);
    },
  })!;
  assert.deepEqual(await guard(new URL("https://es.wikipedia.org/wiki/Cuba")), {
    allowed: true,
    address: "185.15.58.224",
  });
  assert.deepEqual(await guard(new URL("https://v6.example/")), { allowed: true, address: "2606:4700:4700::1111" });
  assert.deepEqual(await guard(new URL("https://intranet.example/")), refused("private address"));
  assert.deepEqual(await guard(new URL("https://rebind.example/")), refused("IPv4-mapped address"));
  assert.deepEqual(await guard(new URL("https://tunnel.example/")), refused("6to4 of private address"));
  assert.deepEqual(await guard(new URL("https://garbled.example/")), refused("unreadable address not-an-address"));
  assert.deepEqual(await guard(new URL("https://8.8.8.8/")), { allowed: true, address: "8.8.8.8" });
  assert.deepEqual(await guard(new URL("https://[2001:4860:4860::8888]/")), {
    allowed: true,
    address: "2001:4860:4860::8888",
  });
  await guard(new URL("https://es.wikipedia.org/wiki/Mojito"));
  assert.deepEqual(
    lookedUp,
    ["es.wikipedia.org", "v6.example", "intranet.example", "rebind.example", "tunnel.example", "garbled.example"],
    "one look-up per name, none for literal addresses",
  );
});

Deno.test("host guard: listed hosts may be private but are still pinned; LINK_CHECK_ALLOW_PRIVATE turns the guard off", async () => {
  const guard = requestHostGuard({
    lookup: (host) => Promise.resolve(host === "recetas.invalid" ? ["127.0.0.1"] : []),
    privateHostsAllowed: ["127.0.0.1", "recetas.invalid"],
  })!;
  assert.deepEqual(await guard(new URL("http://127.0.0.1:9/")), { allowed: true, address: "127.0.0.1" });
  assert.deepEqual(await guard(new URL("http://recetas.invalid/")), { allowed: true, address: "127.0.0.1" });
  assert.deepEqual(await guard(new URL("http://[::ffff:7f00:1]/")), refused("IPv4-mapped address"));
  assert.deepEqual(await guard(new URL("http://localhost/")), refused("localhost name"));
  assert.equal(requestHostGuard({ allowPrivate: true }), undefined);
});
