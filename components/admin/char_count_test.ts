import assert from "node:assert/strict";
import { charCountState, META_DESCRIPTION_LIMIT, META_TITLE_LIMIT } from "./char_count.ts";

Deno.test("charCountState: meta title is yellow under 50, green 50-60, red above 60", () => {
  assert.equal(charCountState(0, META_TITLE_LIMIT), "short");
  assert.equal(charCountState(49, META_TITLE_LIMIT), "short");
  assert.equal(charCountState(50, META_TITLE_LIMIT), "good");
  assert.equal(charCountState(60, META_TITLE_LIMIT), "good");
  assert.equal(charCountState(61, META_TITLE_LIMIT), "over");
});

Deno.test("charCountState: meta description is yellow under 120, green 120-160, red above 160", () => {
  assert.equal(charCountState(119, META_DESCRIPTION_LIMIT), "short");
  assert.equal(charCountState(120, META_DESCRIPTION_LIMIT), "good");
  assert.equal(charCountState(160, META_DESCRIPTION_LIMIT), "good");
  assert.equal(charCountState(161, META_DESCRIPTION_LIMIT), "over");
});

Deno.test("charCountState: without an optimal range every length up to the limit is green", () => {
  assert.equal(charCountState(0, { max: 2 }), "good");
  assert.equal(charCountState(3, { max: 2 }), "over");
});
