/**
 * The query-string redirect sources a process keeps in memory follow the content version: a redirect saved through
 * another connection to the store (another process) is seen once the version moves, and the index is read once per
 * version, not per request.
 */
import assert from "node:assert/strict";
import { createRedirect, deleteRedirect } from "@/lib/db/redirects.ts";
import { RedirectSources } from "@/lib/snapshot/redirect_sources.ts";
import { VersionClock } from "@/lib/snapshot/version_clock.ts";

Deno.test("query-string redirect sources: another process's new redirect is seen after the version bump", async () => {
  const dir = await Deno.makeTempDir();
  const server = await Deno.openKv(`${dir}/store.kv`);
  const otherProcess = await Deno.openKv(`${dir}/store.kv`);
  try {
    // Interval 0: the version is read on every call, so each call sees the other connection's writes.
    const clock = new VersionClock(server, 0);
    const sources = new RedirectSources(server, () => clock.current());
    const old = "http://localhost/?p=12";
    assert.equal(await sources.has(old), false);
    assert.equal(await sources.has("http://localhost/search?q=arroz"), false);
    assert.equal(sources.loads, 1, "one read of the index per content version");

    const redirect = await createRedirect(otherProcess, { from_path: "/?p=12", to_path: "/ropa-vieja" });
    assert.equal(await sources.has(old), true, "seen after the version bump");
    assert.equal(await sources.has("http://localhost/?p=13"), false);
    assert.equal(await sources.has("http://localhost/api/posts?p=12"), false, "the API is never redirected");
    assert.equal(await sources.has("http://localhost/api?p=12"), false);
    assert.equal(sources.loads, 2);

    await deleteRedirect(otherProcess, redirect.id);
    assert.equal(await sources.has(old), false, "a deleted source is gone after the bump");
  } finally {
    server.close();
    otherProcess.close();
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("query-string redirect sources: answered without waiting while the version is fresh", async () => {
  const kv = await Deno.openKv(":memory:");
  try {
    await createRedirect(kv, { from_path: "/viejo/?cat=3", to_path: "/categorias" });
    const clock = new VersionClock(kv, 3_600_000);
    const sources = new RedirectSources(kv, () => clock.current());
    assert.equal(await sources.has("http://localhost/viejo?cat=3"), true, "trailing slash optional");
    assert.equal(sources.has("http://localhost/viejo?cat=3"), true);
    assert.equal(sources.has("http://localhost/viejo?cat=%33"), true, "percent-encoding tolerated");
    assert.equal(sources.has("http://localhost/viejo?cat=4"), false);
    assert.equal(sources.has("http://localhost/viejo"), false, "no query string, no query redirect");
  } finally {
    kv.close();
  }
});

Deno.test("query-string redirect sources: a version read that fails is never left unhandled", async () => {
  const kv = await Deno.openKv(":memory:");
  try {
    // A store closed under a request (a server stopping): every version read fails.
    const failed = () => Promise.reject(new TypeError("Database is closed."));
    const sources = new RedirectSources(kv, failed);
    assert.equal(sources.has("http://localhost/api/auth/oidc/callback?code=x&state=y"), false, "never redirected");
    assert.equal(sources.has("http://localhost/media/a.webp?v=2"), false);
    await assert.rejects(Promise.resolve(sources.has("http://localhost/?p=12")), /Database is closed/);
    // An unhandled rejection would fail this test once the event loop turns.
    await new Promise((resolve) => setTimeout(resolve, 10));
  } finally {
    kv.close();
  }
});
