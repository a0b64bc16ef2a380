import assert from "node:assert/strict";
import { entryScripts, gzipSize, pageScripts, staticImports } from "./page_scripts.ts";

const encoder = new TextEncoder();

Deno.test("staticImports finds minified import and export-from specifiers", () => {
  const source = `import{a as b}from"./chunk-A.js";import"./side.js";export{c}from'./chunk-B.js';` +
    `const x=import("./lazy.js");`;
  assert.deepEqual(staticImports(source), ["./chunk-A.js", "./side.js", "./chunk-B.js"]);
});

Deno.test("entryScripts reads module script imports and script src", () => {
  const html = `<script src="/legacy.js"></script><script type="application/json" id="__rc_props">` +
    `["import x from \\"/nope.js\\""]</script><script type="module">import{boot}from"/_build/boot-1.js";` +
    `import i0 from"/_build/island-A-1.js";boot({"A":i0});</script>`;
  assert.deepEqual(entryScripts(html), ["/legacy.js", "/_build/boot-1.js", "/_build/island-A-1.js"]);
});

Deno.test("pageScripts follows chunk imports once and sums raw and gzip sizes", async () => {
  const files: Record<string, string> = {
    "/_build/boot-1.js": `import{h}from"./chunk-P.js";export function boot(){}`,
    "/_build/island-A-1.js": `import{h}from"./chunk-P.js";import{u}from"./chunk-U.js";export default 1;`,
    "/_build/chunk-P.js": "export const h=1;".repeat(50),
    "/_build/chunk-U.js": `import{h}from"./chunk-P.js";export const u=2;`,
    "/_build/unused.js": "export const never=1;",
  };
  const loaded: string[] = [];
  const html = `<script type="module">import{boot}from"/_build/boot-1.js";import i0 from"/_build/island-A-1.js";` +
    `boot({A:i0});</script>`;
  const result = await pageScripts(html, (url) => {
    loaded.push(url);
    return Promise.resolve(encoder.encode(files[url]));
  });
  assert.deepEqual(loaded.sort(), [
    "/_build/boot-1.js",
    "/_build/chunk-P.js",
    "/_build/chunk-U.js",
    "/_build/island-A-1.js",
  ]);
  const raw = loaded.reduce((sum, url) => sum + encoder.encode(files[url]).length, 0);
  assert.equal(result.raw, raw);
  let gzip = 0;
  for (const url of loaded) gzip += await gzipSize(encoder.encode(files[url]));
  assert.equal(result.gzip, gzip);
  assert.ok(result.files.find((f) => f.url === "/_build/chunk-P.js")!.gzip < 850, "repetitive chunk compresses");
});

Deno.test("pageScripts of a page without scripts is empty", async () => {
  assert.deepEqual(await pageScripts("<p>Hola</p>", () => Promise.reject(new Error("no loads"))), {
    files: [],
    raw: 0,
    gzip: 0,
  });
});
