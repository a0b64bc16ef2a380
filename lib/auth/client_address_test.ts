import assert from "node:assert/strict";
import { Hono } from "hono";
import { DEFAULT_REQUEST_CONFIG, trustedProxyHops } from "../config.ts";
import { clientAddress, forwardedAddress } from "./client_address.ts";

const PEER = { remoteAddr: { transport: "tcp", hostname: "192.0.2.10", port: 40000 } };

/** An app whose handler answers `clientAddress`, configured as a server started with `TRUST_PROXY=value`. */
function appWithTrustProxy(value: string | undefined) {
  const config = { ...DEFAULT_REQUEST_CONFIG, proxy: { hops: trustedProxyHops(() => value) } };
  return new Hono()
    .use(async (c, next) => {
      c.set("config" as never, config as never);
      await next();
    })
    .get("/", (c) => c.text(clientAddress(c) ?? "unknown"));
}

async function withTrustProxy(
  value: string | undefined,
  fn: (addressOf: (headers: Record<string, string>, env?: unknown) => Promise<string>) => Promise<void>,
): Promise<void> {
  const app = appWithTrustProxy(value);
  await fn(async (headers, env = PEER) => await (await app.request("/", { headers }, env)).text());
}

const PROXY_HEADERS = { "x-forwarded-for": " 203.0.113.5 , 10.0.0.1", "x-real-ip": "198.51.100.7" };

Deno.test("without TRUST_PROXY the socket peer counts and forwarding headers are ignored", () =>
  withTrustProxy(undefined, async (addressOf) => {
    assert.equal(await addressOf(PROXY_HEADERS), "192.0.2.10");
    assert.equal(await addressOf({}, {}), "unknown", "no peer address, no guess");
  }));

Deno.test("with TRUST_PROXY=1: the right-most X-Forwarded-For value (the proxy's), else X-Real-IP, else the peer", () =>
  withTrustProxy("1", async (addressOf) => {
    assert.equal(await addressOf(PROXY_HEADERS), "10.0.0.1", "the client wrote 203.0.113.5; the proxy appended");
    assert.equal(await addressOf({ "x-forwarded-for": "198.51.100.23" }), "198.51.100.23");
    assert.equal(await addressOf({ "x-real-ip": " 198.51.100.7 " }), "198.51.100.7");
    assert.equal(await addressOf({ "x-forwarded-for": "" }), "192.0.2.10");
  }));

Deno.test("TRUST_PROXY=2 (or true/yes for one) counts that many appending proxies from the right", async () => {
  const chain = { "x-forwarded-for": "1.1.1.1, 203.0.113.5, 10.0.0.1" };
  await withTrustProxy("2", async (addressOf) => {
    assert.equal(await addressOf(chain), "203.0.113.5");
    assert.equal(await addressOf({ "x-forwarded-for": "10.0.0.1" }), "10.0.0.1", "shorter than the chain: left-most");
  });
  for (const one of ["true", "YES"]) {
    await withTrustProxy(one, async (addressOf) => assert.equal(await addressOf(chain), "10.0.0.1"));
  }
  for (const off of ["0", "no", "false", ""]) {
    await withTrustProxy(off, async (addressOf) => assert.equal(await addressOf(chain), "192.0.2.10", off));
  }
  for (const bad of ["-1", "1.5", "many", "100"]) assert.throws(() => trustedProxyHops(() => bad), /TRUST_PROXY/, bad);
});

Deno.test("forwardedAddress picks the hops-th entry from the right", () => {
  assert.equal(forwardedAddress("a, b, c", 1), "c");
  assert.equal(forwardedAddress("a, b, c", 3), "a");
  assert.equal(forwardedAddress("a, b, c", 9), "a");
  assert.equal(forwardedAddress("a,", 1), null, "an empty entry names nobody");
});
