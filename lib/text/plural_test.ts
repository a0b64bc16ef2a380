import assert from "node:assert/strict";
import { nounFor, pluralize } from "./plural.ts";

Deno.test("pluralize: singular for exactly one, plural for zero and more", () => {
  assert.equal(pluralize(1, "image"), "1 image");
  assert.equal(pluralize(2, "image"), "2 images");
  assert.equal(pluralize(0, "post"), "0 posts");
  assert.equal(pluralize(1, "category", "categories"), "1 category");
  assert.equal(pluralize(3, "category", "categories"), "3 categories");
  assert.equal(pluralize(1, "receta"), "1 receta");
  assert.equal(nounFor(5, "valoración", "valoraciones"), "valoraciones");
});
