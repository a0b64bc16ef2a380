/** What typed text adds to a post's tags in the editor. */
import assert from "node:assert/strict";
import { addTags, TOO_MANY_TAGS } from "./post_tags.ts";

Deno.test("typed text: comma-separated parts tidied and added in order; blanks ignored", () => {
  assert.deepEqual(addTags(["Yuca"], "  Mojo   criollo ,, Plátano maduro ,"), {
    tags: ["Yuca", "Mojo criollo", "Plátano maduro"],
    added: ["Mojo criollo", "Plátano maduro"],
    error: null,
  });
  assert.deepEqual(addTags([], " , "), { tags: [], added: [], error: null });
});

Deno.test("typed text: a tag the post has, a bad tag or one past 20 is not added, and the first reason is given", () => {
  assert.deepEqual(addTags(["Yuca"], "yúca, Mojo"), {
    tags: ["Yuca", "Mojo"],
    added: ["Mojo"],
    error: '"Yuca" is already a tag of this post',
  });
  assert.equal(addTags([], "¿?").error, '"¿?": A tag needs a letter from a to z or a digit');
  assert.match(addTags([], "x".repeat(51)).error ?? "", /at most 50 characters/);
  const twenty = Array.from({ length: 20 }, (_, i) => `t${i}`);
  assert.deepEqual(addTags(twenty, "otra"), { tags: twenty, added: [], error: TOO_MANY_TAGS });
});
