import assert from "node:assert/strict";
import { showsUpdatedDate } from "./updated.ts";

const published = "2026-03-05T10:00:00.000Z";
const after = (ms: number) => new Date(Date.parse(published) + ms).toISOString();

Deno.test("'Actualizado' shows only for updates more than one hour after publication, on a later day", () => {
  assert.equal(showsUpdatedDate(published, after(14 * 3_600_000)), true, "midnight of the next day");
  assert.equal(showsUpdatedDate(published, after(14 * 3_600_000 - 1)), false, "the same day, 14 hours later");
  assert.equal(showsUpdatedDate(published, after(3_600_001)), false, "the same day");
  assert.equal(showsUpdatedDate("2026-03-05T23:30:00.000Z", "2026-03-06T01:00:00.000Z"), true);
  assert.equal(showsUpdatedDate(published, after(3_600_000)), false);
  assert.equal(showsUpdatedDate(published, after(30 * 60 * 1000)), false);
  assert.equal(showsUpdatedDate(published, after(-5 * 3_600_000)), false);
  assert.equal(showsUpdatedDate(null, after(10 * 3_600_000)), false);
  assert.equal(showsUpdatedDate(published, "not a date"), false);
});
