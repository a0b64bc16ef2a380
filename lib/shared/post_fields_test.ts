import assert from "node:assert/strict";
import { EMPTY_POST_FIELDS, emptyPostFields, POST_FIELDS, postFieldsWithout } from "./post_fields.ts";

Deno.test("every field is listed once and has an empty value", () => {
  assert.equal(new Set(POST_FIELDS).size, POST_FIELDS.length);
  assert.deepEqual(Object.keys(EMPTY_POST_FIELDS), [...POST_FIELDS]);
});

Deno.test("a new post is an unpublished draft article with empty text, lists and ratings", () => {
  assert.equal(EMPTY_POST_FIELDS.status, "draft");
  assert.equal(EMPTY_POST_FIELDS.content_type, "article");
  assert.equal(EMPTY_POST_FIELDS.published_at, null);
  assert.equal(EMPTY_POST_FIELDS.rating_value, 0);
  assert.deepEqual(EMPTY_POST_FIELDS.ingredients, []);
  assert.equal(EMPTY_POST_FIELDS.title, "");
});

Deno.test("leaving fields out keeps the others in their order", () => {
  const fields = postFieldsWithout(["slug", "headings", "status"]);
  assert.equal(fields.length, POST_FIELDS.length - 3);
  assert.deepEqual(fields.slice(0, 3), ["title", "published_at", "content_type"]);
  assert.ok(!fields.includes("headings" as never));
});

Deno.test("empty values come in the asked order, each list a new array", () => {
  const values = emptyPostFields(["ingredients", "title", "status"]);
  assert.deepEqual(Object.keys(values), ["ingredients", "title", "status"]);
  assert.deepEqual(values, { ingredients: [], title: "", status: "draft" });
  assert.notEqual(values.ingredients, EMPTY_POST_FIELDS.ingredients);
  assert.notEqual(emptyPostFields(["ingredients"]).ingredients, values.ingredients);
});
