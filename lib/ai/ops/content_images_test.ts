import assert from "node:assert/strict";
import { imageCountFor, insertionPoints } from "./content_images.ts";

Deno.test("content images: 2 to 4 by length, after evenly spread paragraphs", () => {
  assert.equal(imageCountFor(`<p>${"a".repeat(120)}</p>`), 2);
  assert.equal(imageCountFor(`<p>${"a".repeat(1600)}</p>`), 3);
  assert.equal(imageCountFor(`<p>${"a".repeat(9000)}</p>`), 4);
  const html = "<p>1</p><p>2</p><p>3</p><p>4</p><p>5</p><p>6</p>";
  assert.deepEqual(insertionPoints(html, 2).map((at) => html.slice(0, at).match(/<\/p>/g)!.length), [2, 4]);
  assert.deepEqual(insertionPoints("<h2>sin párrafos</h2>", 3), ["<h2>sin párrafos</h2>".length]);
  assert.equal(insertionPoints("<p>uno</p>", 3).length, 1, "one paragraph, one place");
});
