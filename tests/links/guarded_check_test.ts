/** The external checker behind the request-time host guard, against real loopback servers (http and https). */
import assert from "node:assert/strict";
import { ExternalLinkChecker } from "@/lib/links/external_checker.ts";
import { type HostGuardOptions, requestHostGuard } from "@/lib/links/host_guard.ts";
import { type LinkCheckOptions, resolveLinkCheckOptions } from "@/lib/links/options.ts";
import { startStatusServer, startTargetServer } from "./link_targets.ts";

const fixtures = new URL("./fixtures/", import.meta.url);
const tls = {
  cert: await Deno.readTextFile(new URL("recetas_invalid_cert.pem", fixtures)),
  key: await Deno.readTextFile(new URL("recetas_invalid_key.pem", fixtures)),
};

function guarded(guard: HostGuardOptions = {}, options: LinkCheckOptions = {}): ExternalLinkChecker {
  return new ExternalLinkChecker(resolveLinkCheckOptions({
    perHostDelayMs: 0,
    timeoutMs: 1000,
    retries: 0,
    hostGuard: requestHostGuard({ ...guard }),
    ...options,
  }));
}

/** Resolves `recetas.invalid` (a name no resolver knows) to 127.0.0.1, as a name rebound after its check would. */
const rebound = (host: string) =>
  host === "recetas.invalid" ? Promise.resolve(["127.0.0.1"]) : Promise.reject(new Error("ENOTFOUND"));

Deno.test("guarded check: loopback in any spelling is skipped and never contacted", async () => {
  const server = startTargetServer();
  const port = new URL(server.url).port;
  try {
    const check = guarded();
    for (
      const host of [
        "127.0.0.1",
        "[::ffff:127.0.0.1]",
        "[::ffff:7f00:1]",
        "[::127.0.0.1]",
        "[64:ff9b::7f00:1]",
        "[2002:7f00:1::]",
        "0x7f.1",
        "2130706433",
        "localhost",
        "localhost.",
      ]
    ) {
      const result = await check.check(new URL(`http://${host}:${port}/ok`));
      assert.equal(result.outcome, "skipped", host);
      assert.match(result.reason ?? "", /^host not allowed: /, host);
    }
    assert.deepEqual(await check.check(new URL(`http://[::ffff:7f00:1]:${port}/ok`)), {
      outcome: "skipped",
      reason: "host not allowed: IPv4-mapped address",
    });
    assert.deepEqual(await check.check(new URL(`http://receta-que-no-existe.invalid:${port}/ok`)), {
      outcome: "broken",
      reason: "DNS lookup failed",
    }, "a dead domain is a broken link, and nothing is sent");
    assert.equal(server.hits.size, 0, "nothing reached the server");
  } finally {
    await server.close();
  }
});

Deno.test("guarded check: an allowed host redirecting to a private one is refused at that hop", async () => {
  const server = startTargetServer();
  const port = new URL(server.url).port;
  try {
    const check = guarded({ privateHostsAllowed: ["127.0.0.1"] });
    assert.deepEqual(await check.check(new URL(`${server.url}/chain/2`)), { outcome: "ok", status: 200 });
    for (
      const [target, reason] of [
        [`http://localhost:${port}/ok`, "localhost name"],
        [`http://[::ffff:127.0.0.1]:${port}/ok`, "IPv4-mapped address"],
        [`http://2130706434:${port}/ok`, "loopback address"], // 127.0.0.2: only the name 127.0.0.1 is allowed
        [`http://[2002:7f00:1::]:${port}/ok`, "6to4 of loopback address"],
      ]
    ) {
      const result = await check.check(new URL(`${server.url}/redirect?to=${encodeURIComponent(target)}`));
      assert.deepEqual(result, {
        outcome: "skipped",
        status: 302,
        reason: `redirect to a host not allowed: ${reason}`,
      });
    }
    assert.equal(server.hits.get("/ok"), undefined, "no redirect was followed");
    assert.equal(server.hits.get("/redirect"), 4);
  } finally {
    await server.close();
  }
});

Deno.test("guarded check: the request goes to the checked address, with the name as Host", async () => {
  const server = startTargetServer();
  const port = new URL(server.url).port;
  try {
    const check = guarded({ lookup: rebound, privateHostsAllowed: ["recetas.invalid"] });
    assert.deepEqual(await check.check(new URL(`http://recetas.invalid:${port}/ok`)), { outcome: "ok", status: 200 });
    assert.equal(server.lastHost, `recetas.invalid:${port}`);
    assert.match(server.lastUserAgent ?? "", /^RecetasCubanasLinkChecker\//);
    assert.deepEqual(await check.check(new URL(`http://recetas.invalid:${port}/head-405`)), {
      outcome: "ok",
      status: 200,
    });
    assert.deepEqual(server.methods.get("/head-405"), ["HEAD", "GET"]);
    assert.deepEqual(await check.check(new URL(`http://recetas.invalid:${port}/missing`)), {
      outcome: "broken",
      status: 404,
      reason: "not found",
    });
    const unpinned = new ExternalLinkChecker(resolveLinkCheckOptions({ retries: 0 }));
    const direct = await unpinned.check(new URL(`http://recetas.invalid:${port}/ok`));
    assert.deepEqual(direct, { outcome: "broken", reason: "DNS lookup failed" }, "fetch alone cannot reach it");
  } finally {
    await server.close();
  }
});

Deno.test("guarded check: https is pinned too, and the certificate is checked against the name", async () => {
  const server = startTargetServer(undefined, tls);
  const port = new URL(server.url).port;
  try {
    const check = guarded(
      { lookup: rebound, privateHostsAllowed: ["recetas.invalid", "127.0.0.1"] },
      { caCerts: [tls.cert] },
    );
    assert.deepEqual(await check.check(new URL(`https://recetas.invalid:${port}/ok`)), { outcome: "ok", status: 200 });
    assert.equal(server.lastHost, `recetas.invalid:${port}`);
    const byAddress = await check.check(new URL(`https://127.0.0.1:${port}/gone`));
    assert.deepEqual(byAddress, { outcome: "broken", reason: "TLS error" }, "the certificate names recetas.invalid");
    assert.equal(server.hits.get("/gone"), undefined);
    const untrusted = guarded({ lookup: rebound, privateHostsAllowed: ["recetas.invalid"] });
    const selfSigned = await untrusted.check(new URL(`https://recetas.invalid:${port}/missing`));
    assert.deepEqual(selfSigned, { outcome: "broken", reason: "TLS error" });
    assert.equal(server.hits.get("/missing"), undefined);
  } finally {
    await server.close();
  }
});

Deno.test("guarded check: pinned requests keep timeouts, retries and unusual statuses", async () => {
  const server = startTargetServer();
  const refusing = startStatusServer(999);
  try {
    const check = guarded({ privateHostsAllowed: ["127.0.0.1"] }, { timeoutMs: 100, retries: 1, retryBaseDelayMs: 5 });
    assert.deepEqual(await check.check(new URL(`${server.url}/slow`)), { outcome: "broken", reason: "timeout" });
    assert.equal(server.hits.get("/slow"), 2);
    assert.deepEqual(await check.check(new URL(`${server.url}/flaky`)), { outcome: "ok", status: 200 });
    assert.deepEqual(await check.check(new URL(`${refusing.url}/in/perfil`)), {
      outcome: "manual",
      status: 999,
      reason: "automated checks refused",
    });
  } finally {
    await refusing.close();
    await server.close();
  }
});
