import assert from "node:assert/strict";
import { queryInt } from "./query_number.ts";
import { MediaListQuerySchema } from "./media.ts";
import { PostListQuerySchema } from "./post.ts";

Deno.test("queryInt takes plain decimal digits within bounds only", () => {
  const page = queryInt({ min: 1, max: 100, message: "Page must be 1 to 100" });
  for (const [raw, value] of [["1", 1], ["007", 7], ["100", 100]] as const) assert.equal(page.parse(raw), value);
  for (
    const raw of ["", " 5", "5 ", "0x5", "0b1", "0o7", "1e2", "5.0", "-1", "+5", "0", "101", "Infinity", "NaN", "٣"]
  ) {
    const parsed = page.safeParse(raw);
    assert.equal(parsed.success, false, raw);
    assert.equal(parsed.error!.issues[0].message, "Page must be 1 to 100", raw);
  }
  for (const notString of [5, [5], null]) assert.equal(page.safeParse(notString).success, false);
});

Deno.test("post and media list queries use the plain-digit rule", () => {
  assert.equal(PostListQuerySchema.parse({ limit: "20", page: "2" }).limit, 20);
  for (const query of [{ limit: "0x5" }, { page: "1e1" }, { limit: "" }, { page: "2.5" }]) {
    assert.equal(PostListQuerySchema.safeParse(query).success, false, JSON.stringify(query));
  }
  assert.equal(MediaListQuerySchema.parse({}).limit, 100);
  assert.equal(MediaListQuerySchema.parse({ limit: "5" }).limit, 5);
  assert.equal(MediaListQuerySchema.safeParse({ limit: "0x5" }).success, false);
});
