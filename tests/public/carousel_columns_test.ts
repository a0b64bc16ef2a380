import assert from "node:assert/strict";
import { visibleColumns } from "@/islands/Carousel.tsx";

Deno.test("visibleColumns: one column under 640 px, cards near 450 px, at most four", () => {
  assert.equal(visibleColumns(320), 1);
  assert.equal(visibleColumns(639), 1);
  assert.equal(visibleColumns(680), 1);
  assert.equal(visibleColumns(700), 2);
  assert.equal(visibleColumns(932), 2);
  assert.equal(visibleColumns(1232), 3);
  assert.equal(visibleColumns(1896), 4);
  assert.equal(visibleColumns(4000), 4);
});
