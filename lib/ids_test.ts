import assert from "node:assert/strict";
import { ID_PATTERN, idAt, idRangeAt, idTime, newId } from "./ids.ts";

Deno.test("idAt keeps the given time even after newer ids, and stays within idRangeAt", () => {
  const later = newId(Date.UTC(2026, 0, 1));
  const time = Date.UTC(2025, 5, 1, 10);
  const [a, b] = [idAt(time), idAt(time)];
  assert.match(a, ID_PATTERN);
  assert.notEqual(a, b, "random part");
  assert.ok(a < later, "sorts before ids of a later time");
  assert.ok(newId(time) > later, "newId, by contrast, stays increasing within a process");
  const [start, end] = idRangeAt(time);
  for (const id of [a, b]) assert.ok(start <= id && id <= end);
  assert.ok(idAt(time + 1) > end && idAt(time - 1) < start);
});

Deno.test("idTime reads the time part back", () => {
  const time = Date.UTC(2041, 5, 1, 10, 0, 0, 123); // later than every id made before in this process
  assert.equal(idTime(idAt(time)), time);
  const later = newId(time + 1000);
  assert.equal(idTime(later), time + 1000);
  assert.equal(idTime(newId(time)), time + 1000, "a clock gone back: the id keeps the later time");
});
