import assert from "node:assert/strict";
import { EMPTY_FORM } from "./post_form.ts";
import { seoFieldsOf, seoScoreReady } from "./seo_score.ts";

const FORM = {
  ...EMPTY_FORM,
  title: "Pollo asado",
  slug: "pollo-asado",
  content: "<p>Pollo asado.</p>",
  focus_keyword: "pollo asado",
  meta_title: "Pollo asado fácil",
  meta_description: "Receta",
  excerpt: "Un clásico",
};

Deno.test("seoFieldsOf names the form's fields as the request does", () => {
  assert.deepEqual(seoFieldsOf(FORM, "mojo"), {
    title: "Pollo asado",
    metaTitle: "Pollo asado fácil",
    metaDescription: "Receta",
    content: "<p>Pollo asado.</p>",
    slug: "pollo-asado",
    focusKeyword: "pollo asado",
    secondaryFocusKeyword: "mojo",
    excerpt: "Un clásico",
  });
});

Deno.test("seoScoreReady needs title, content, slug and focus keyword", () => {
  assert.equal(seoScoreReady(seoFieldsOf(FORM)), true);
  for (const key of ["title", "slug", "content", "focus_keyword"] as const) {
    assert.equal(seoScoreReady(seoFieldsOf({ ...FORM, [key]: "  " })), false, key);
  }
  assert.equal(seoScoreReady(seoFieldsOf({ ...FORM, meta_title: "", excerpt: "" })), true);
});
