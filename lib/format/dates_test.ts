import assert from "node:assert/strict";
import { formatDateAdmin, formatDateEs, formatDateTimeAdmin } from "./dates.ts";

Deno.test("dates: es-ES long public dates and short admin dates", () => {
  assert.equal(formatDateEs("2026-03-05T10:00:00.000Z"), "5 de marzo de 2026");
  assert.equal(formatDateAdmin("2026-03-05T10:00:00.000Z"), "5 mar 2026");
  assert.equal(formatDateEs(null), "");
  assert.equal(formatDateAdmin("nonsense"), "");
});

Deno.test("dates: the admin's one date-and-time format is in UTC", () => {
  assert.equal(formatDateTimeAdmin("2026-03-05T23:07:00.000Z"), "5 mar 2026, 23:07 UTC");
  assert.equal(formatDateTimeAdmin("nonsense"), "");
  assert.equal(formatDateTimeAdmin(null), "");
});
