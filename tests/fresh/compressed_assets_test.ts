/**
 * Built scripts, the audience stylesheets and static text files are sent
 * precompressed (brotli or gzip by `Accept-Encoding`, with `Vary`), decode to
 * the exact bytes of the uncompressed answer, and keep immutable caching.
 */
import assert from "node:assert/strict";
import { Buffer } from "node:buffer";
import http from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { startSite } from "../support/site.ts";

/** GETs `url` with node:http, which (unlike `fetch`) hands back the body as sent, still compressed. */
function raw(url: string, acceptEncoding: string): Promise<{ headers: Headers; bytes: Uint8Array }> {
  return new Promise((resolve, reject) => {
    http.get(url, { headers: { "Accept-Encoding": acceptEncoding } }, (res) => {
      const parts: Uint8Array[] = [];
      res.on("data", (part: Uint8Array) => parts.push(part));
      res.on("end", () => {
        const headers = new Headers();
        for (const [name, value] of Object.entries(res.headers)) {
          if (typeof value === "string") headers.set(name, value);
        }
        resolve({ headers, bytes: new Uint8Array(Buffer.concat(parts)) });
      });
      res.on("error", reject);
    }).on("error", reject);
  });
}

function decode(encoding: string | null, bytes: Uint8Array): Uint8Array {
  if (encoding === "br") return new Uint8Array(brotliDecompressSync(bytes));
  if (encoding === "gzip") return new Uint8Array(gunzipSync(bytes));
  return bytes;
}

Deno.test("scripts, stylesheets and static text files are precompressed and decode byte for byte", async () => {
  const site = await startSite();
  try {
    const home = await (await fetch(`${site.url}/`)).text();
    const stylesheets = [...home.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1]);
    assert.equal(stylesheets.length, 1, "one stylesheet for the public pages");
    assert.match(stylesheets[0], /^\/_build\/public-[0-9A-F]+\.css$/);
    const chunk = home.match(/<link rel="modulepreload" href="(\/_build\/[^"]+)"/)![1];
    const start = home.match(/<script type="module" src="(\/_build\/start-[^"]+)"/)![1];
    const admin = await (await fetch(`${site.url}/admin/login`)).text();
    const adminCss = admin.match(/<link rel="stylesheet" href="(\/_build\/admin-[0-9A-F]+\.css)"/)![1];
    const styles = home.match(/\/styles\.css\?v=[0-9a-f]+/)?.[0] ?? "/styles.css";

    for (const path of [stylesheets[0], adminCss, chunk, start, styles, "/favicon.svg"]) {
      const plain = await raw(`${site.url}${path}`, "identity");
      assert.equal(plain.headers.get("content-encoding"), null, path);
      assert.equal(plain.headers.get("vary"), "Accept-Encoding", path);
      if (path.startsWith("/_build/")) {
        assert.equal(plain.headers.get("cache-control"), "public, max-age=31536000, immutable", path);
      }
      for (const [accept, expected] of [["br, gzip", "br"], ["gzip, deflate", "gzip"]]) {
        const packed = await raw(`${site.url}${path}`, accept);
        if (plain.bytes.length < 256) continue;
        assert.equal(packed.headers.get("content-encoding"), expected, `${path} with ${accept}`);
        assert.equal(packed.headers.get("vary"), "Accept-Encoding", path);
        assert.equal(packed.headers.get("content-type"), plain.headers.get("content-type"), path);
        assert.equal(packed.headers.get("cache-control"), plain.headers.get("cache-control"), path);
        assert.ok(packed.bytes.length < plain.bytes.length, `${path} is smaller as ${expected}`);
        assert.deepEqual(decode(expected, packed.bytes), plain.bytes, `${path} decodes to the same bytes`);
      }
    }
  } finally {
    await site.close();
  }
});
