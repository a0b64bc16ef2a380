/**
 * Paths with runs of slashes, sent as written over raw HTTP (fetch would
 * normalise them): they are not site paths, so they answer the 404 page (as
 * `[...path].tsx` does for them), never a 500, with the security headers,
 * nothing logged, and no URL on the page names a host taken from the path.
 */
import assert from "node:assert/strict";
import { metaOf } from "../public/html.ts";
import { rawRequest, type RawResponse } from "../support/raw_http.ts";
import { startSite } from "../support/site.ts";

const LONG_RUN = `/${"/".repeat(60_000)}x`;
const ADMIN_LONG_RUN = `/admin/${"/".repeat(60_000)}x`;

/** The answer carries the headers every answer gets. */
function assertSecurityHeaders(answer: RawResponse, what: string): void {
  assert.ok(answer.headers.get("content-security-policy"), `${what}: Content-Security-Policy`);
  assert.equal(answer.headers.get("x-content-type-options"), "nosniff", what);
  assert.match(answer.headers.get("content-security-policy") ?? "", /frame-ancestors 'self'/, what);
}

/** Console output written while `run` runs, in characters, and the number of writes. */
async function captureLog<T>(run: () => Promise<T>): Promise<{ result: T; writes: number; chars: number }> {
  const saved = { error: console.error, log: console.log, warn: console.warn };
  let writes = 0;
  let chars = 0;
  const record = (...args: unknown[]) => {
    writes++;
    chars += args.map((arg) => arg instanceof Error ? String(arg.stack) : String(arg)).join(" ").length;
  };
  console.error = console.log = console.warn = record;
  try {
    return { result: await run(), writes, chars };
  } finally {
    Object.assign(console, saved);
  }
}

Deno.test("paths with runs of slashes answer the 404 page with the security headers, logged nowhere", async (t) => {
  const site = await startSite();
  const host = new URL(site.url).host;
  try {
    const paths = ["//", "///", "///evil.com//x", "//evil.example/x?a=1", "/\\evil.example/x", LONG_RUN];
    for (const method of ["GET", "HEAD", "POST"]) {
      for (const path of paths) {
        if (method === "POST" && path.includes("\\")) continue;
        const what = `${method} ${path.slice(0, 40)}`;
        await t.step(what, async () => {
          const { result: answer, writes } = await captureLog(() =>
            rawRequest(site.url, method, path, { Host: host, "Content-Length": "0", Origin: site.url })
          );
          assert.equal(answer.status, 404, `${what}: ${answer.body.slice(0, 200)}`);
          assertSecurityHeaders(answer, what);
          assert.equal(writes, 0, `${what}: a 404 logs nothing`);
          if (method === "HEAD") return;
          assert.match(answer.headers.get("content-type") ?? "", /^text\/html/);
          assert.match(answer.body, /<h1>Página No Encontrada<\/h1>/, `${what}: the 404 page rendered`);
          // The 404 page names no path (no canonical link, no og:url): nothing of the path can read as a host.
          assert.doesNotMatch(answer.body, /rel="canonical"/, `${what}: canonical`);
          assert.equal(metaOf(answer.body, "og:url"), null, `${what}: og:url`);
          assert.ok(!answer.body.includes("//evil"), "no URL on the page starts a host from the path");
        });
      }
    }
    await t.step("an admin path with a long run of slashes sends the visitor to sign in", async () => {
      const { result: answer, writes } = await captureLog(() =>
        rawRequest(site.url, "GET", ADMIN_LONG_RUN, { Host: host })
      );
      assert.equal(answer.status, 302);
      assert.match(answer.headers.get("location") ?? "", /^\/admin\/login\?next=/);
      assertSecurityHeaders(answer, "admin");
      assert.equal(writes, 0);
    });
  } finally {
    await site.close();
  }
});
