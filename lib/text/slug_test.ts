import assert from "node:assert/strict";
import { normalizeForSearch, slugify, stripAccents } from "./slug.ts";

Deno.test("slugify lower-cases and removes accents", () => {
  assert.equal(slugify("Puré de Papas"), "pure-de-papas");
  assert.equal(slugify("Ñame con Mojo"), "name-con-mojo");
  assert.equal(slugify("CAFÉ Cubano"), "cafe-cubano");
});

Deno.test("slugify collapses non-alphanumeric runs into one hyphen and trims edges", () => {
  assert.equal(slugify("¡¡Arroz   con -- Pollo!!"), "arroz-con-pollo");
  assert.equal(slugify("  --Ropa vieja (receta #1)--  "), "ropa-vieja-receta-1");
  assert.equal(slugify("a/b_c.d"), "a-b-c-d");
  assert.equal(slugify("Tostones 🍌 fritos"), "tostones-fritos");
});

Deno.test("slugify of text without letters or digits is empty", () => {
  assert.equal(slugify("¿¡!?"), "");
  assert.equal(slugify(""), "");
});

Deno.test("slugify is idempotent", () => {
  for (const text of ["Flan de Leche", "pollo-asado", "Yuca con mojo ñ"]) {
    assert.equal(slugify(slugify(text)), slugify(text));
  }
});

Deno.test("normalizeForSearch ignores case and accents", () => {
  assert.equal(normalizeForSearch("Puré"), "pure");
  assert.equal(normalizeForSearch("  ARROZ   con  Leche "), "arroz con leche");
  assert.ok(normalizeForSearch("Puré de Malanga").includes(normalizeForSearch("PURE")));
  assert.equal(stripAccents("áéíóúü"), "aeiouu");
});
