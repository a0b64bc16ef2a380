import assert from "node:assert/strict";
import { pageSize } from "@/lib/db/list_page.ts";

Deno.test("pageSize clamps a page size to a whole number from 1 to the largest", () => {
  assert.equal(pageSize(50, 3), 3);
  assert.equal(pageSize(0, 3), 1);
  assert.equal(pageSize(2.7, 10), 2);
  assert.equal(pageSize(Number.NaN, 10), 1);
});
