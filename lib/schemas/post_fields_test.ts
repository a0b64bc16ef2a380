/**
 * The post schemas cover exactly the shared field list (`lib/shared/post_fields.ts`): a field added to one and not
 * the other fails here.
 */
import assert from "node:assert/strict";
import { EMPTY_POST_FIELDS, POST_FIELDS, READER_FIELDS } from "../shared/post_fields.ts";
import { POST_DEFAULTS, PostCreateSchema, PostPatchSchema, PostSchema } from "./post.ts";

const sorted = (names: Iterable<string>) => [...names].sort();
const BOOKKEEPING = ["id", "created_at", "updated_at", "author_id", "author_name"];

Deno.test("the input schemas validate exactly the shared fields", () => {
  assert.deepEqual(sorted(Object.keys(PostPatchSchema.shape)), sorted(POST_FIELDS));
  assert.deepEqual(sorted(Object.keys(PostCreateSchema.shape)), sorted(POST_FIELDS));
});

Deno.test("the stored post is the shared fields and its bookkeeping", () => {
  assert.deepEqual(sorted(Object.keys(PostSchema.shape)), sorted([...POST_FIELDS, ...BOOKKEEPING]));
});

Deno.test("defaults fill every field a create payload may leave out, and only those", () => {
  const optional = POST_FIELDS.filter((field) => !["title", "slug", "content"].includes(field));
  assert.deepEqual(Object.keys(POST_DEFAULTS), optional);
  assert.equal(POST_DEFAULTS.status, "draft");
  assert.equal(POST_DEFAULTS.content_type, "article");
  assert.equal(POST_DEFAULTS.seo_score, 0);
  assert.deepEqual(POST_DEFAULTS.headings, []);
});

Deno.test("every empty value is a valid stored value", () => {
  for (const field of POST_FIELDS) {
    const result = PostSchema.shape[field].safeParse(EMPTY_POST_FIELDS[field]);
    assert.ok(result.success, `${field}: ${JSON.stringify(EMPTY_POST_FIELDS[field])}`);
  }
});

Deno.test("a payload of empty values (but a title and slug) is accepted unchanged, ratings left out", () => {
  const { rating_value: _value, rating_count: _count, ...input } = {
    ...EMPTY_POST_FIELDS,
    title: "Flan",
    slug: "flan",
  };
  assert.deepEqual(PostCreateSchema.parse(input), input);
  for (const field of READER_FIELDS) assert.equal(PostCreateSchema.safeParse({ ...input, [field]: 0 }).success, false);
});
