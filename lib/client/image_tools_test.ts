import assert from "node:assert/strict";
import { clampImageWidth, looksLikeFileName, presetWidth } from "./image_tools.ts";

Deno.test("image widths are clamped between 100 px and the editor's width minus 16", () => {
  assert.equal(clampImageWidth(50, 800), 100);
  assert.equal(clampImageWidth(400.4, 800), 400);
  assert.equal(clampImageWidth(900, 800), 784);
  assert.equal(clampImageWidth(300, 90), 100, "never below the minimum, even in a tiny editor");
  assert.deepEqual([25, 50, 75, 100].map((p) => presetWidth(p, 816)), [200, 400, 600, 800]);
  assert.equal(presetWidth(25, 300), 100);
});

Deno.test("alt texts that are file names", () => {
  for (const alt of ["IMG_2041.jpg", "foto.webp", "Plato.PNG", "DSC0042", "img-12", "pxl_20240101"]) {
    assert.equal(looksLikeFileName(alt), true, alt);
  }
  for (const alt of ["Plato de ropa vieja", "", null, "Receta 2.0 de flan", "imagen del plato"]) {
    assert.equal(looksLikeFileName(alt), false, String(alt));
  }
});
