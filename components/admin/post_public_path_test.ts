import assert from "node:assert/strict";
import { postPath } from "@/lib/services/posts.ts";
import { publicPostPath } from "./post_public_path.ts";

Deno.test("publicPostPath follows the server's post path rule", () => {
  for (const base of ["", "recetas", "/recetas/", "blog/es"]) {
    for (const slug of ["arroz-con-pollo", "ropa-vieja"]) {
      assert.equal(publicPostPath(slug, base), postPath(slug, base), `${base} ${slug}`);
    }
  }
  assert.equal(publicPostPath("flan", "/recetas/"), "/recetas/flan");
  assert.equal(publicPostPath("flan"), "/flan");
});
