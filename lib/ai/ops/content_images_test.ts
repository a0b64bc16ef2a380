import assert from "node:assert/strict";
import { imageCountFor, insertionPoints } from "./content_images.ts";

Deno.test("content images: 2 to 4 by length, after evenly spread paragraphs", () => {
  assert.equal(imageCountFor(`<p>${"a".repeat(120)}</p>`), 2);
  assert.equal(imageCountFor(`<p>${"a".repeat(1600)}</p>`), 3);
  assert.equal(imageCountFor(`<p>${"a".repeat(9000)}</p>`), 4);
  const html = "<p>1</p><p>2</p><p>3</p><p>4</p><p>5</p><p>6</p>";
  assert.deepEqual(insertionPoints(html, 2).map((at) => html.slice(0, at).match(/<\/p>/g)!.length), [2, 4]);
  const bare = "<h2>sin párrafos</h2>";
  assert.deepEqual(insertionPoints(bare, 3), [bare.length, bare.length, bare.length], "all at the end");
  assert.deepEqual(insertionPoints("<p>uno</p>", 2), [10, 10], "one paragraph: both images after it");
  assert.deepEqual(insertionPoints("<p>1</p><p>2</p>", 3), [8, 8, 16], "every image gets a place");
});
