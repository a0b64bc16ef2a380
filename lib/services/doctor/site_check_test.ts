import assert from "node:assert/strict";
import { serve } from "@/tests/support/server.ts";
import { checkSite, localSiteUrl } from "./site_check.ts";

/** Runs `fn` with a server answering `/readyz` with `answer`. */
async function withReadyz(answer: () => Response | Promise<Response>, fn: (url: string) => Promise<void>) {
  const server = serve((request) =>
    new URL(request.url).pathname === "/readyz" ? answer() : new Response("no", { status: 404 })
  );
  try {
    await fn(server.url);
  } finally {
    await server.close();
  }
}

Deno.test("site check: ready, not ready naming the failing checks, another server", async () => {
  await withReadyz(
    () => Response.json({ ready: true, checks: { store: true, snapshot: true, media: true } }),
    async (url) => {
      assert.deepEqual(await checkSite(url), { status: "ok", name: "site", detail: `${url}/readyz ready` });
    },
  );
  await withReadyz(
    () =>
      Response.json({ ready: false, checks: { store: true, snapshot: false, media: { ok: false } } }, { status: 503 }),
    async (url) => {
      const result = await checkSite(url);
      assert.equal(result.status, "fail");
      assert.equal(result.detail, `${url}/readyz answers 503, not ready: snapshot, media`);
      assert.match(result.fix ?? "", /systemctl status recetas-cubanas/);
    },
  );
  await withReadyz(() => new Response("<html>", { status: 200 }), async (url) => {
    const result = await checkSite(url);
    assert.equal(result.status, "fail", "a 200 that is not the site's answer");
    assert.equal(result.detail, `${url}/readyz answers 200`);
  });
});

Deno.test("site check: nothing listening, and a server that never answers within the deadline", async () => {
  const listener = Deno.listen({ hostname: "127.0.0.1", port: 0 });
  const { port } = listener.addr as Deno.NetAddr;
  listener.close();
  const closed = await checkSite(`http://127.0.0.1:${port}`);
  assert.equal(closed.status, "fail");
  assert.match(closed.detail, /nothing answers \(.*refused/i, "the reason, not just 'fetch failed'");
  let release = () => {};
  const hanging = new Promise<Response>((resolve) => release = () => resolve(new Response("late")));
  await withReadyz(() => hanging, async (url) => {
    const result = await checkSite(url, 50);
    release();
    assert.equal(result.status, "fail");
    assert.equal(result.detail, `${url}/readyz: no answer within 0.05 s`);
  });
});

Deno.test("localSiteUrl: the servers' own address, a wildcard read as loopback", () => {
  assert.equal(localSiteUrl({ hostname: "127.0.0.1", port: 8000 }), "http://127.0.0.1:8000");
  assert.equal(localSiteUrl({ hostname: "0.0.0.0", port: 8080 }), "http://127.0.0.1:8080");
  assert.equal(localSiteUrl({ hostname: "::", port: 8000 }), "http://[::1]:8000");
  assert.equal(localSiteUrl({ hostname: "::1", port: 8000 }), "http://[::1]:8000");
});
