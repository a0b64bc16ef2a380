import assert from "node:assert/strict";
import { MediaIndex } from "./media_index.ts";

Deno.test("media index: file names, alt texts and titles, accents and case ignored, every word a beginning", () => {
  const index = new MediaIndex([
    { id: "01", filename: "yuca-con-mojo.webp", alt: "Yuca con mojo criollo", titles: "" },
    { id: "02", filename: "IMG_001.webp", alt: "Flan de coco", titles: "Postres de la Abuela" },
    { id: "03", filename: "plátanos-maduros.webp", alt: "", titles: "Picadillo Habanero · Portada" },
  ]);
  assert.deepEqual(index.search("YUCA"), ["01"]);
  assert.deepEqual(index.search("crio"), ["01"], "alt text");
  assert.deepEqual(index.search("img"), ["02"], "file name");
  assert.deepEqual(index.search("abuela"), ["02"], "titles");
  assert.deepEqual(index.search("platano"), ["03"], "accents and plurals folded");
  assert.deepEqual(index.search("PLÁTANOS madura"), ["03"], "gender folded");
  assert.deepEqual(index.search("habanero"), ["03"]);
  assert.deepEqual(index.search("co"), ["02", "01"], "newest first");
  assert.deepEqual(index.search("con"), ["01"], "a stop word is searched too");
  assert.deepEqual(index.search("coco flan"), ["02"], "every word must match");
  assert.deepEqual(index.search("con flan"), []);
  assert.deepEqual(index.search("ojo"), [], "beginnings only");
  assert.deepEqual(index.search("  "), []);
});
