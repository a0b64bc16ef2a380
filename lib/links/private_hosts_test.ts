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

Deno.test("private hosts: the request policy refuses them unless LINK_CHECK_ALLOW_PRIVATE=1", () => {
  const strict = requestHostPolicy(() => undefined)!;
  assert.equal(strict(new URL("http://127.0.0.1:8080/x")), false);
  assert.equal(strict(new URL("https://es.wikipedia.org/wiki/Cuba")), true);
  assert.equal(requestHostPolicy((name) => name === "LINK_CHECK_ALLOW_PRIVATE" ? "1" : undefined), undefined);
});
