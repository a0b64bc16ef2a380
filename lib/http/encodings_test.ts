import assert from "node:assert/strict";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { chooseEncoding, encodedResponse, precompress } from "./encodings.ts";

const text = new TextEncoder().encode("<p>Arroz con pollo a la chorrera, paso a paso.</p>\n".repeat(40));

Deno.test("precompress keeps gzip and brotli forms that decode to the same bytes", () => {
  for (const effort of ["max", "fast"] as const) {
    const bodies = precompress(text, effort);
    assert.ok(bodies.gzip && bodies.br);
    assert.ok(bodies.br.length < bodies.gzip.length && bodies.gzip.length < text.length);
    assert.deepEqual(new Uint8Array(gunzipSync(bodies.gzip)), text);
    assert.deepEqual(new Uint8Array(brotliDecompressSync(bodies.br)), text);
  }
});

Deno.test("precompress leaves tiny bodies alone", () => {
  assert.deepEqual(precompress(new TextEncoder().encode("hola")), { identity: new TextEncoder().encode("hola") });
});

Deno.test("chooseEncoding prefers br, then gzip, honours q=0 and what the bodies hold", () => {
  const bodies = precompress(text);
  assert.equal(chooseEncoding("gzip, deflate, br, zstd", bodies), "br");
  assert.equal(chooseEncoding("gzip, deflate", bodies), "gzip");
  assert.equal(chooseEncoding("br;q=0, gzip", bodies), "gzip");
  assert.equal(chooseEncoding("gzip;q=0", bodies), "identity");
  assert.equal(chooseEncoding("identity", bodies), "identity");
  assert.equal(chooseEncoding("", bodies), "identity");
  assert.equal(chooseEncoding(undefined, bodies), "identity");
  assert.equal(chooseEncoding("br", { identity: text, gzip: bodies.gzip }), "identity");
  assert.equal(chooseEncoding("brotli, xgzip", bodies), "identity");
});

Deno.test("encodedResponse labels the body it sends and always varies on Accept-Encoding", async () => {
  const bodies = precompress(text);
  const zipped = encodedResponse({ method: "GET", acceptEncoding: "gzip" }, bodies, { "Content-Type": "text/html" });
  assert.equal(zipped.headers.get("content-encoding"), "gzip");
  assert.equal(zipped.headers.get("vary"), "Accept-Encoding");
  assert.equal(zipped.headers.get("content-length"), String(bodies.gzip!.length));
  assert.deepEqual(new Uint8Array(gunzipSync(new Uint8Array(await zipped.arrayBuffer()))), text);
  const plain = encodedResponse({ method: "GET", acceptEncoding: null }, bodies, {});
  assert.equal(plain.headers.get("content-encoding"), null);
  assert.equal(plain.headers.get("vary"), "Accept-Encoding");
  const head = encodedResponse({ method: "HEAD", acceptEncoding: "br" }, bodies, {});
  assert.equal(head.headers.get("content-encoding"), "br");
  assert.equal(await head.text(), "");
});
