/** A post of an export file keeps its schedule; one whose time has passed is imported as published on that date. */
import assert from "node:assert/strict";
import { toItem } from "./json_source.ts";

const NOW = Date.parse("2026-03-01T12:00:00Z");

Deno.test("an exported draft scheduled ahead is imported with its schedule", () => {
  const item = toItem({ title: "Flan", status: "draft", scheduled_at: "2026-04-01T10:00:00.000Z" }, "flan.json", NOW);
  assert.equal(item.kind, "post");
  if (item.kind !== "post") return;
  assert.deepEqual(item.post, { title: "Flan", status: "draft", scheduled_at: "2026-04-01T10:00:00.000Z" });
  assert.equal(item.notes, undefined);
});

Deno.test("an exported draft whose schedule has passed is imported as published on that date, with a note", () => {
  const item = toItem({ title: "Flan", status: "draft", scheduled_at: "2026-02-01T10:00:00Z" }, "flan.json", NOW);
  if (item.kind !== "post") throw new Error(item.kind);
  assert.deepEqual(item.post, { title: "Flan", status: "published", published_at: "2026-02-01T10:00:00.000Z" });
  assert.deepEqual(item.notes, [
    "scheduled for 2026-02-01T10:00:00.000Z, a time already past: imported as published on that date",
  ]);
});

Deno.test("an exported post with no schedule (null) is imported without one", () => {
  const item = toItem({ title: "Flan", status: "draft", scheduled_at: null }, "flan.json", NOW);
  if (item.kind !== "post") throw new Error(item.kind);
  assert.deepEqual(item.post, { title: "Flan", status: "draft" });
});
