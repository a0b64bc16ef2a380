import assert from "node:assert/strict";
import { categoryPageCount, categoryPageHref, parseCategoryPage } from "./category_paging.ts";

Deno.test("category paging: pagina values, page addresses and counts", () => {
  assert.equal(parseCategoryPage(null), 1);
  assert.equal(parseCategoryPage(undefined), 1);
  assert.equal(parseCategoryPage("2"), 2);
  for (const bad of ["", "0", "-1", "02", "1.5", "abc", "9999999"]) assert.equal(parseCategoryPage(bad), null, bad);
  assert.equal(categoryPageHref("/categoria/postres", 1), "/categoria/postres");
  assert.equal(categoryPageHref("/categoria/postres", 3), "/categoria/postres?pagina=3");
  assert.equal(categoryPageCount(0, 100), 1);
  assert.equal(categoryPageCount(100, 100), 1);
  assert.equal(categoryPageCount(105, 100), 2);
});
