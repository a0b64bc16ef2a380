import assert from "node:assert/strict";
import { compact, serializeJsonLd } from "./json_ld.ts";

Deno.test("JSON-LD text cannot close its script element and parses back to the same value", () => {
  const data = { name: "</script><script>alert(1)</script> & <!-- x -->", sep: "a\u2028b" };
  const text = serializeJsonLd(data);
  assert.ok(!text.includes("<"));
  assert.ok(!text.includes(">"));
  assert.ok(text.includes("\\u003c/script\\u003e"));
  assert.deepEqual(JSON.parse(text), data);
});

Deno.test("compact drops empty optional properties only", () => {
  assert.deepEqual(compact({ a: "", b: null, c: undefined, d: [], e: 0, f: "x", g: [1] }), { e: 0, f: "x", g: [1] });
});
