import assert from "node:assert/strict";
import { formatDateAdmin, formatDateEs } from "./dates.ts";

Deno.test("dates: Spanish long dates and English admin dates", () => {
  assert.equal(formatDateEs("2026-03-05T10:00:00.000Z"), "5 de marzo de 2026");
  assert.equal(formatDateAdmin("2026-03-05T10:00:00.000Z"), "Mar 5, 2026");
  assert.equal(formatDateEs(null), "");
  assert.equal(formatDateAdmin("nonsense"), "");
});
