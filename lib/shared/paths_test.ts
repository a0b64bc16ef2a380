import assert from "node:assert/strict";
import { withoutTrailingSlashes } from "./paths.ts";

Deno.test("trailing slashes are dropped, inner runs kept, in one pass over long runs", () => {
  assert.equal(withoutTrailingSlashes("/flan/"), "/flan");
  assert.equal(withoutTrailingSlashes("/flan///"), "/flan");
  assert.equal(withoutTrailingSlashes("/a//b"), "/a//b");
  assert.equal(withoutTrailingSlashes("/"), "");
  assert.equal(withoutTrailingSlashes(""), "");
  const longRun = `/${"/".repeat(60_000)}x`;
  assert.equal(withoutTrailingSlashes(longRun), longRun);
  assert.equal(withoutTrailingSlashes(`${longRun}${"/".repeat(60_000)}`), longRun);
});
