import assert from "node:assert/strict";
import { classifyLink } from "./link_target.ts";

const base = new URL("https://recetas.test/ropa-vieja");
const origins = new Set(["recetas.test", "www.recetas.test"]);

Deno.test("classifyLink: relative and same-origin links are internal, fragments dropped", () => {
  const relative = classifyLink("/categoria/postres#top", base, origins);
  assert.equal(relative.kind, "internal");
  assert.equal(relative.kind === "internal" && relative.url.pathname, "/categoria/postres");
  assert.equal(relative.kind === "internal" && relative.url.hash, "");
  assert.equal(classifyLink("tostones", base, origins).kind, "internal");
  assert.equal(classifyLink("https://www.recetas.test/flan", base, origins).kind, "internal");
});

Deno.test("classifyLink: other origins are external", () => {
  const target = classifyLink("https://es.wikipedia.org/wiki/Cuba", base, origins);
  assert.equal(target.kind, "external");
  assert.equal(classifyLink("https://recetas.test:8443/x", base, origins).kind, "external");
  assert.equal(classifyLink("http://recetas.test/x", base, origins).kind, "internal");
  assert.equal(classifyLink("//cdn.example/x", base, origins).kind, "external");
});

Deno.test("classifyLink: anchors, mail, phone and script links are skipped", () => {
  assert.deepEqual(classifyLink("#ingredientes", base, origins), { kind: "skip", reason: "anchor" });
  for (const href of ["mailto:a@b.c", "tel:+5355555", "javascript:void(0)", "data:text/plain,x", "ftp://x.y/z"]) {
    assert.deepEqual(classifyLink(href, base, origins), { kind: "skip", reason: "scheme" }, href);
  }
  assert.deepEqual(classifyLink("http://[bad", base, origins), { kind: "skip", reason: "invalid" });
});
