/** Pure rules of the categories screen: the table's order and moves, the form's checks, menu link matching. */
import assert from "node:assert/strict";
import {
  childrenOf,
  moveInTree,
  pageOf,
  parentsOf,
  siblingPlaces,
  treePages,
  treeRows,
} from "@/lib/client/category_tree.ts";
import { categoryPayload, checkCategoryForm, emptyCategoryForm, withName } from "@/lib/client/category_form.ts";
import { deleteCategoryMessage } from "@/lib/client/category_delete.ts";
import { linksCategory, relinkedUrl } from "@/lib/db/category_menu.ts";
import { graphemeCount } from "@/lib/shared/graphemes.ts";

const cat = (id: string, position: number, parent_id: string | null = null) => ({
  id,
  position,
  parent_id,
  name: id,
});

Deno.test("tree: 15 parents a page, children follow their parent, orphans count as parents", () => {
  const all = [
    ...Array.from({ length: 17 }, (_, i) => cat(`p${i + 1}`, i + 1)),
    cat("c1", 2, "p1"),
    cat("c0", 1, "p1"),
  ];
  all.push(cat("orphan", 99, "missing"));
  assert.equal(parentsOf(all).length, 18);
  assert.equal(treePages(all), 2);
  const first = treeRows(all, 1);
  assert.equal(first.length, 17);
  assert.deepEqual(first.slice(0, 3).map((r) => [r.category.id, r.depth]), [["p1", 0], ["c0", 1], ["c1", 1]]);
  assert.deepEqual(treeRows(all, 2).map((r) => r.category.id), ["p16", "p17", "orphan"]);
  assert.deepEqual(childrenOf(all, "p1").map((c) => c.id), ["c0", "c1"]);
  assert.equal(pageOf(all, "p16"), 2);
  assert.equal(pageOf(all, "c1"), 1);
  assert.equal(treePages([]), 1);
});

Deno.test("tree: moving swaps with the neighbour among siblings; ties renumber; edges do nothing", () => {
  const all = [cat("a", 1), cat("b", 2), cat("c", 5), cat("x", 1, "a"), cat("y", 2, "a")];
  assert.deepEqual(moveInTree(all, "b", 1), [{ id: "b", position: 5 }, { id: "c", position: 2 }]);
  assert.deepEqual(moveInTree(all, "a", -1), []);
  assert.deepEqual(moveInTree(all, "c", 1), []);
  assert.deepEqual(moveInTree(all, "y", -1), [{ id: "y", position: 1 }, { id: "x", position: 2 }]);
  const ties = [cat("a", 0), cat("b", 0), cat("c", 0)];
  assert.deepEqual(moveInTree(ties, "a", 1), [
    { id: "b", position: 1 },
    { id: "a", position: 2 },
    { id: "c", position: 3 },
  ]);
});

Deno.test("form: slug follows the name only while creating; required fields; grapheme emoji", () => {
  const created = withName(emptyCategoryForm(3), "Platos Típicos", true);
  assert.equal(created.slug, "platos-tipicos");
  assert.equal(created.position, "3");
  assert.equal(withName({ ...created, slug: "fijo" }, "Otro", false).slug, "fijo");
  assert.deepEqual(checkCategoryForm(emptyCategoryForm(0)), { name: "Name and slug are required" });
  assert.deepEqual(checkCategoryForm({ ...created, slug: "--" }), { name: "Name and slug are required" });
  assert.deepEqual(checkCategoryForm({ ...created, emoji: "🇨🇺👨‍👩‍👧‍👦" }), {});
  assert.deepEqual(checkCategoryForm({ ...created, emoji: "abc" }), { emoji: "Emoji must be at most 2 characters" });
  assert.equal(graphemeCount("👨‍👩‍👧‍👦"), 1);
  const payload = categoryPayload({ ...created, gradientType: "custom", from: "#000000", to: "#ffffff" });
  assert.deepEqual(payload.gradient, { type: "custom", from: "#000000", to: "#ffffff" });
  assert.equal(payload.position, 3);
  assert.equal(payload.is_active, 1);
  assert.equal(payload.parent_id, null);
});

Deno.test("delete confirmation names what happens to sub-categories and posts", () => {
  const text = deleteCategoryMessage({ name: "Postres", subcategories: 2, posts: 1 });
  assert.match(text, /Its 2 sub-categories will become top-level categories/);
  assert.match(text, /1 post will lose this category/);
  assert.match(deleteCategoryMessage({ name: "X", subcategories: 0, posts: 0 }), /No posts use it/);
});

Deno.test("menu links: a category's path with or without base, or its bare slug", () => {
  assert.equal(relinkedUrl("/categoria/postres", "postres", "dulces", "categoria"), "/categoria/dulces");
  assert.equal(relinkedUrl("/categoria/postres/", "postres", "dulces", "categoria"), "/categoria/dulces/");
  assert.equal(relinkedUrl("/postres", "postres", "dulces", "categoria"), "/dulces");
  assert.equal(relinkedUrl("postres", "postres", "dulces", ""), "dulces");
  assert.equal(relinkedUrl("/categoria/postres-caseros", "postres", "dulces", "categoria"), null);
  assert.equal(relinkedUrl("https://example.com/postres", "postres", "dulces", "categoria"), null);
  assert.ok(linksCategory("/categoria/postres", "postres", "/categoria/"));
  assert.ok(!linksCategory("/otra/postres", "postres", "categoria"));
});

Deno.test("tree: sibling places drive the move buttons", () => {
  const all = [cat("a", 1), cat("b", 2), cat("x", 1, "a"), cat("y", 2, "a"), cat("z", 9, "gone")];
  const places = siblingPlaces(all);
  assert.deepEqual(places.get("a"), { index: 0, count: 3 });
  assert.deepEqual(places.get("z"), { index: 2, count: 3 });
  assert.deepEqual(places.get("y"), { index: 1, count: 2 });
});
