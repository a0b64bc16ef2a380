import assert from "node:assert/strict";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { precompress } from "../http/encodings.ts";
import { cachedPage, type HitRequest, hitResponse, type RenderedPage } from "./cached_page.ts";

const HTML = `<main>${"<p>Picadillo a la habanera con aceitunas y pasas.</p>".repeat(400)}</main>`;

function rendered(): RenderedPage {
  return {
    version: "1",
    dependencies: [],
    status: 200,
    bodies: precompress(new TextEncoder().encode(HTML), "fast"),
    etag: 'W/"picadillo"',
    writes: 0,
  };
}

const SENT = new Headers({
  "content-type": "text/html; charset=UTF-8",
  "content-security-policy": "default-src 'self'",
});

function get(acceptEncoding: string | null, https = false): HitRequest {
  return { method: "GET", acceptEncoding, ifNoneMatch: null, https };
}

async function text(response: Response): Promise<string> {
  const bytes = new Uint8Array(await response.arrayBuffer());
  const coding = response.headers.get("content-encoding");
  const decoded = coding === "br" ? brotliDecompressSync(bytes) : coding === "gzip" ? gunzipSync(bytes) : bytes;
  return new TextDecoder().decode(decoded);
}

Deno.test("cached page: a coding's body is held once, by its GET template once made, and counted once", async () => {
  const page = cachedPage(rendered(), SENT);
  const { br, gzip } = page.bodies;
  const allowance = page.size - br!.length - gzip!.length;
  assert.equal(page.bodies.identity, undefined, "the uncompressed body is not kept");

  assert.equal(await text(hitResponse(page, get("br"))), HTML);
  assert.equal(page.bodies.br, undefined, "the template holds the brotli bytes now (a Response copies its body)");
  assert.equal(page.size, allowance + br!.length + gzip!.length);

  assert.equal(await text(hitResponse(page, get("gzip"))), HTML);
  assert.ok(page.bodies.gzip, "the gzip bytes stay to restore the uncompressed body from");
  assert.equal(page.size, allowance + br!.length + 2 * gzip!.length, "and are counted twice meanwhile");

  assert.equal(await text(hitResponse(page, get(null))), HTML);
  assert.deepEqual(Object.keys(page.bodies), [], "every body is in a template");
  assert.equal(page.size, allowance + br!.length + gzip!.length + HTML.length);

  for (const accept of ["br", "gzip", null, "br"]) {
    const hit = hitResponse(page, get(accept));
    assert.equal(await text(hit), HTML, "templates stay whole");
  }
});

Deno.test("cached page: HSTS on every hit of an https site, on an https request's copy only otherwise", async () => {
  const http = cachedPage(rendered(), SENT, false);
  const secureHit = hitResponse(http, get("br", true));
  assert.match(secureHit.headers.get("strict-transport-security") ?? "", /max-age=/);
  await secureHit.body?.cancel();
  const plainHit = hitResponse(http, get("br"));
  assert.equal(plainHit.headers.get("strict-transport-security"), null, "the template was left alone");
  assert.equal(plainHit.headers.get("content-security-policy"), "default-src 'self'");
  await plainHit.body?.cancel();

  const https = cachedPage(rendered(), SENT, true);
  const hit = hitResponse(https, get("gzip"));
  assert.match(hit.headers.get("strict-transport-security") ?? "", /max-age=/);
  assert.equal(await text(hit), HTML);
});
