import assert from "node:assert/strict";
import { Hono } from "hono";
import { clientAddress } from "./client_address.ts";

const app = new Hono().get("/", (c) => c.text(clientAddress(c) ?? "unknown"));
const PEER = { remoteAddr: { transport: "tcp", hostname: "192.0.2.10", port: 40000 } };

async function addressOf(headers: Record<string, string>, env: unknown = PEER): Promise<string> {
  return await (await app.request("/", { headers }, env)).text();
}

async function withTrustProxy(value: string | undefined, fn: () => Promise<void>): Promise<void> {
  const before = Deno.env.get("TRUST_PROXY");
  try {
    if (value === undefined) Deno.env.delete("TRUST_PROXY");
    else Deno.env.set("TRUST_PROXY", value);
    await fn();
  } finally {
    if (before === undefined) Deno.env.delete("TRUST_PROXY");
    else Deno.env.set("TRUST_PROXY", before);
  }
}

const PROXY_HEADERS = { "x-forwarded-for": " 203.0.113.5 , 10.0.0.1", "x-real-ip": "198.51.100.7" };

Deno.test("without TRUST_PROXY the socket peer counts and forwarding headers are ignored", () =>
  withTrustProxy(undefined, async () => {
    assert.equal(await addressOf(PROXY_HEADERS), "192.0.2.10");
    assert.equal(await addressOf({}, {}), "unknown", "no peer address, no guess");
  }));

Deno.test("with TRUST_PROXY=1: the first X-Forwarded-For value, else X-Real-IP, else the peer", () =>
  withTrustProxy("1", async () => {
    assert.equal(await addressOf(PROXY_HEADERS), "203.0.113.5");
    assert.equal(await addressOf({ "x-real-ip": " 198.51.100.7 " }), "198.51.100.7");
    assert.equal(await addressOf({ "x-forwarded-for": "" }), "192.0.2.10");
  }));
