import assert from "node:assert/strict";
import { isPrivateHost, requestHostPolicy } from "./private_hosts.ts";

Deno.test("private hosts: loopback, private ranges, link-local and localhost names are private", () => {
  for (
    const host of [
      "localhost",
      "api.localhost",
      "127.0.0.1",
      "10.1.2.3",
      "172.16.0.1",
      "172.31.255.255",
      "192.168.1.10",
      "169.254.169.254",
      "100.64.0.1",
      "0.0.0.0",
      "[::1]",
      "::ffff:127.0.0.1",
      "fd00::1",
      "fe80::1",
    ]
  ) assert.ok(isPrivateHost(host), host);
  for (const host of ["es.wikipedia.org", "8.8.8.8", "172.32.0.1", "192.169.0.1", "2001:db8::1", "100.128.0.1"]) {
    assert.ok(!isPrivateHost(host), host);
  }
});

Deno.test("private hosts: the request policy refuses them, by literal or by resolved address", async () => {
  const lookedUp: string[] = [];
  const records: Record<string, string[]> = {
    "es.wikipedia.org": ["185.15.58.224", "2a02:ec80:600:ed1a::1"],
    "intranet.example": ["93.184.216.34", "10.0.0.7"],
    "nowhere.example": [],
  };
  const strict = requestHostPolicy(() => undefined, (host) => {
    lookedUp.push(host);
    return Promise.resolve(records[host] ?? []);
  })!;
  assert.equal(await strict(new URL("http://127.0.0.1:8080/x")), false);
  assert.equal(await strict(new URL("http://[::1]/x")), false);
  assert.equal(await strict(new URL("https://es.wikipedia.org/wiki/Cuba")), true);
  assert.equal(await strict(new URL("https://intranet.example/")), false, "a name with one private address");
  assert.equal(await strict(new URL("https://nowhere.example/")), true, "unresolvable names fail at fetch time");
  assert.equal(await strict(new URL("https://8.8.8.8/")), true);
  await strict(new URL("https://es.wikipedia.org/wiki/Mojito"));
  assert.deepEqual(lookedUp, ["es.wikipedia.org", "intranet.example", "nowhere.example"], "one look-up per name");
  assert.equal(requestHostPolicy((name) => name === "LINK_CHECK_ALLOW_PRIVATE" ? "1" : undefined), undefined);
});
