/** The tags field: trimmed, one space between words, de-duplicated by address keeping the first spelling, limits. */
import assert from "node:assert/strict";
import { MAX_POST_TAGS, PostPatchSchema, tagSlug } from "./post.ts";

function tagErrors(tags: unknown): string[] {
  const result = PostPatchSchema.safeParse({ tags });
  assert.equal(result.success, false, `expected ${JSON.stringify(tags)} to be refused`);
  return result.error!.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
}

Deno.test("tags are trimmed, spaced once and de-duplicated ignoring case, accents and punctuation", () => {
  const { tags } = PostPatchSchema.parse({
    tags: ["  Yuca  ", "yúca", "Arroz   con  pollo", "arroz-con-pollo", "YUCA", "Mojo"],
  });
  assert.deepEqual(tags, ["Yuca", "Arroz con pollo", "Mojo"]);
  assert.deepEqual(PostPatchSchema.parse({ tags: null }).tags, []);
  assert.equal(tagSlug("Arroz con Pollo"), "arroz-con-pollo");
  assert.equal(tagSlug("Plátano maduro"), "platano-maduro");
});

Deno.test("tags over the limits are refused with a message on the tags field", () => {
  assert.match(tagErrors([""]).join("\n"), /^tags\.0: A tag cannot be empty$/m);
  assert.match(tagErrors(["   "]).join("\n"), /^tags\.0: A tag cannot be empty$/m);
  assert.match(tagErrors(["ok", "x".repeat(51)]).join("\n"), /^tags\.1: Each tag must be at most 50 characters$/m);
  assert.match(tagErrors(["a,b"]).join("\n"), /^tags\.0: A tag cannot contain a comma/m);
  assert.match(tagErrors(["¡¿!?"]).join("\n"), /^tags\.0: A tag needs a letter from a to z or a digit$/m);
  assert.match(tagErrors(["bad\u0007"]).join("\n"), /^tags\.0: Each tag must be one line/m);
  assert.match(tagErrors("yuca").join("\n"), /^tags: Tags must be a list of texts$/m);
  const many = Array.from({ length: MAX_POST_TAGS + 1 }, (_, i) => `tag ${i}`);
  assert.match(tagErrors(many).join("\n"), /^tags: A post can have at most 20 tags$/m);
});

Deno.test("20 distinct tags of 50 characters are accepted; duplicates do not count towards the limit", () => {
  const twenty = Array.from({ length: MAX_POST_TAGS }, (_, i) => `${i} ${"x".repeat(45)}`);
  assert.deepEqual(PostPatchSchema.parse({ tags: twenty }).tags, twenty);
  const repeated = [...twenty, ...twenty.map((tag) => tag.toUpperCase())];
  assert.deepEqual(PostPatchSchema.parse({ tags: repeated }).tags, twenty);
});
