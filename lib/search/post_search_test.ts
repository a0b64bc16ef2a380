import assert from "node:assert/strict";
import type { PostDocument } from "./post_documents.ts";
import { PostIndex } from "./post_index.ts";
import { searchPosts, TIME_LIMITS } from "./post_search.ts";

const CATEGORIES = ["c-sopas", "c-postres", "c-carnes"];

function doc(i: number): PostDocument {
  const id = `p${String(i).padStart(4, "0")}`;
  return {
    id,
    title: `Caldo ${i}`,
    ingredients: i % 3 ? "papa\nmalanga" : "papa",
    excerpt: "",
    tags: "",
    categories: "",
    body: "",
    summary: {
      id,
      status: i % 7 ? "published" : "draft",
      content_type: i % 4 ? "recipe" : "article",
    } as PostDocument["summary"],
    sortKey: `2024-01-01T00:${String(i % 60).padStart(2, "0")}:00`,
    totalMinutes: i % 5 ? (i % 9) * 10 : null,
    categoryIds: i % 6 ? [CATEGORIES[i % 3]] : [CATEGORIES[i % 3], CATEGORIES[(i + 1) % 3]],
  };
}

Deno.test("post search: filters and their counts agree with a count over the documents", () => {
  const docs = Array.from({ length: 300 }, (_, i) => doc(i)); // past the facet arrays' first size
  const index = new PostIndex(docs);
  const published = docs.filter((d) => d.summary.status === "published");
  for (
    const filters of [
      {},
      { categoryId: "c-sopas" },
      { maxMinutes: 30 as const, type: "recipe" as const },
      { ingredients: "malanga", categoryId: "c-postres", maxMinutes: 60 as const },
      { categoryId: "ninguna" },
    ]
  ) {
    const outcome = searchPosts(index, "caldo", { statuses: ["published"], ...filters });
    const inCategory = (d: PostDocument) => !filters.categoryId || d.categoryIds.includes(filters.categoryId);
    const inTime = (d: PostDocument) =>
      !filters.maxMinutes || (d.totalMinutes !== null && d.totalMinutes <= filters.maxMinutes);
    const ofType = (d: PostDocument) => !filters.type || d.summary.content_type === filters.type;
    const withIngredients = (d: PostDocument) => !filters.ingredients || d.ingredients.includes(filters.ingredients);
    const base = published.filter(withIngredients);
    const label = JSON.stringify(filters);
    assert.equal(outcome.total, base.filter((d) => inCategory(d) && inTime(d) && ofType(d)).length, label);
    for (const category of CATEGORIES) {
      const expected = base.filter((d) => d.categoryIds.includes(category) && inTime(d) && ofType(d)).length;
      assert.equal(outcome.counts.categories.get(category) ?? 0, expected, `${label} ${category}`);
    }
    for (const limit of TIME_LIMITS) {
      const expected = base.filter((d) =>
        inCategory(d) && ofType(d) && d.totalMinutes !== null && d.totalMinutes <= limit
      );
      assert.equal(outcome.counts.times.get(limit) ?? 0, expected.length, `${label} ≤ ${limit}`);
    }
    for (const type of ["recipe", "article"] as const) {
      const expected = base.filter((d) => inCategory(d) && inTime(d) && d.summary.content_type === type).length;
      assert.equal(outcome.counts.types.get(type) ?? 0, expected, `${label} ${type}`);
    }
    const page = outcome.page(0, 500);
    assert.equal(page.length, outcome.total);
    assert.ok(page.every((hit) => hit.doc.summary.status === "published" && inCategory(hit.doc)), label);
  }
});
