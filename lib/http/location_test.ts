import assert from "node:assert/strict";
import { encodeUnsafeCharacters, isPlainSitePath, siteLocation, storedTargetLocation } from "./location.ts";

/** True when a browser at the site would stay on the site after following `location`. */
function staysOnSite(location: string): boolean {
  return new URL(location, "https://recetas.example/a/b").origin === "https://recetas.example";
}

/** Only printable ASCII, which every HTTP stack accepts in a header value. */
function isHeaderSafe(value: string): boolean {
  return /^[\x21-\x7e]*$/.test(value) && !value.includes("\\");
}

Deno.test("encodeUnsafeCharacters encodes controls, spaces, backslashes and non-ASCII, keeps valid escapes", () => {
  assert.equal(encodeUnsafeCharacters("/a\u0001b\u007f"), "/a%01b%7F");
  assert.equal(encodeUnsafeCharacters("/\\evil.example"), "/%5Cevil.example");
  assert.equal(encodeUnsafeCharacters("/a b\tc"), "/a%20b%09c");
  assert.equal(encodeUnsafeCharacters("/café"), "/caf%C3%A9");
  assert.equal(encodeUnsafeCharacters("/x%41%zz%"), "/x%41%25zz%25");
  assert.equal(encodeUnsafeCharacters("/\ud800"), "/%EF%BF%BD", "a lone surrogate does not throw");
  assert.equal(encodeUnsafeCharacters("/ropa-vieja?page=2&q=a+b#top"), "/ropa-vieja?page=2&q=a+b#top");
  const once = encodeUnsafeCharacters("/ñ %/\u0000");
  assert.equal(encodeUnsafeCharacters(once), once, "encoding twice changes nothing");
});

Deno.test("siteLocation always stays on the site and is header-safe", () => {
  assert.equal(siteLocation("/contacto?enviado=1"), "/contacto?enviado=1");
  assert.equal(siteLocation("admin/dashboard"), "/admin/dashboard");
  assert.equal(siteLocation("//evil.example/x"), "/evil.example/x");
  for (
    const hostile of [
      "/\\evil.example",
      "\\\\evil.example",
      "/\t/evil.example",
      "\t//evil.example",
      "/\u0001/",
      "///evil.example",
      "https://evil.example",
      " //evil.example",
      "/\n/evil.example",
      "/.//evil.example",
    ]
  ) {
    const location = siteLocation(hostile);
    assert.ok(staysOnSite(location), `${JSON.stringify(hostile)} → ${location}`);
    assert.ok(isHeaderSafe(location), `${JSON.stringify(hostile)} → ${location}`);
  }
});

Deno.test("storedTargetLocation keeps http(s) URLs that parse and refuses other schemes", () => {
  assert.equal(storedTargetLocation("https://example.org/receta?x=1"), "https://example.org/receta?x=1");
  assert.equal(storedTargetLocation("http://example.org/a b"), "http://example.org/a%20b");
  assert.equal(storedTargetLocation("/nueva-receta"), "/nueva-receta");
  assert.equal(storedTargetLocation("//evil.example"), "/evil.example");
  for (const bad of ["javascript:alert(1)", "data:text/html,x", "http://", "https://exa mple.org/", "", "  "]) {
    assert.equal(storedTargetLocation(bad), null, bad);
  }
});

Deno.test("isPlainSitePath refuses backslashes, double slashes, controls and whitespace", () => {
  assert.ok(isPlainSitePath("/pollo/arroz"));
  for (const bad of ["pollo", "//evil", "/a//b", "/\\evil", "/a\u0001", "/a b", "/a\u00a0", "/a\u007f", "/a\u2028"]) {
    assert.ok(!isPlainSitePath(bad), JSON.stringify(bad));
  }
});
