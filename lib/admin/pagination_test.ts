import assert from "node:assert/strict";
import { MAX_PAGE_BUTTONS, pageCount, pageWindow } from "./pagination.ts";

Deno.test("pageCount: rounds up and never goes below one page", () => {
  assert.equal(pageCount(0, 20), 1);
  assert.equal(pageCount(1, 20), 1);
  assert.equal(pageCount(20, 20), 1);
  assert.equal(pageCount(21, 20), 2);
  assert.equal(pageCount(10_000, 20), 500);
  assert.equal(pageCount(5, 0), 1);
});

Deno.test("pageWindow: every page when there are few", () => {
  assert.deepEqual(pageWindow(1, 1), [1]);
  assert.deepEqual(pageWindow(2, 3), [1, 2, 3]);
  assert.deepEqual(pageWindow(5, 5), [1, 2, 3, 4, 5]);
});

Deno.test("pageWindow: at most five buttons, centred on the current page", () => {
  assert.deepEqual(pageWindow(1, 500), [1, 2, 3, 4, 5]);
  assert.deepEqual(pageWindow(2, 500), [1, 2, 3, 4, 5]);
  assert.deepEqual(pageWindow(3, 500), [1, 2, 3, 4, 5]);
  assert.deepEqual(pageWindow(4, 500), [2, 3, 4, 5, 6]);
  assert.deepEqual(pageWindow(250, 500), [248, 249, 250, 251, 252]);
  assert.deepEqual(pageWindow(499, 500), [496, 497, 498, 499, 500]);
  assert.deepEqual(pageWindow(500, 500), [496, 497, 498, 499, 500]);
});

Deno.test("pageWindow: holds the current page and stays within bounds for every position", () => {
  for (let pages = 1; pages <= 12; pages++) {
    for (let current = 1; current <= pages; current++) {
      const window = pageWindow(current, pages);
      assert.equal(window.length, Math.min(pages, MAX_PAGE_BUTTONS));
      assert.ok(window.includes(current), `page ${current} of ${pages}`);
      assert.ok(window[0] >= 1 && window[window.length - 1] <= pages);
      window.forEach((n, i) => i > 0 && assert.equal(n, window[i - 1] + 1));
    }
  }
});

Deno.test("pageWindow: out-of-range pages are clamped", () => {
  assert.deepEqual(pageWindow(0, 8), [1, 2, 3, 4, 5]);
  assert.deepEqual(pageWindow(99, 8), [4, 5, 6, 7, 8]);
  assert.deepEqual(pageWindow(3, 0), [1]);
  assert.deepEqual(pageWindow(6, 10, 3), [5, 6, 7]);
});
