import assert from "node:assert/strict";
import { baseFileName, candidateKey, MAX_NAME_LENGTH } from "./file_names.ts";

Deno.test("baseFileName slugs the alt text or title, at most 100 characters", () => {
  assert.equal(baseFileName("Ropa Vieja con Plátanos"), "ropa-vieja-con-platanos");
  const long = baseFileName("Arroz con pollo a la chorrera ".repeat(10));
  assert.ok(long.length <= MAX_NAME_LENGTH);
  assert.ok(!long.endsWith("-"));
  assert.ok(long.startsWith("arroz-con-pollo-a-la-chorrera-arroz"));
});

Deno.test("baseFileName falls back to the timestamp", () => {
  assert.equal(baseFileName("¡¿?!", 1700000000000), "1700000000000");
  assert.equal(baseFileName(null, 42), "42");
});

Deno.test("candidateKey adds a numeric suffix from the second attempt", () => {
  assert.equal(candidateKey("posts", "flan", "webp", 1), "posts/flan.webp");
  assert.equal(candidateKey("posts", "flan", "webp", 3), "posts/flan-3.webp");
});
