import assert from "node:assert/strict";
import { seededRandom } from "./seeded_random.ts";

Deno.test("seededRandom replays a seed exactly and differs between seeds", () => {
  const draw = (seed: string) => Array.from({ length: 5 }, seededRandom(seed));
  assert.deepEqual(draw("ropa-vieja"), draw("ropa-vieja"));
  assert.notDeepEqual(draw("ropa-vieja"), draw("picadillo"));
  for (const value of draw("tostones")) assert.ok(value >= 0 && value < 1, String(value));
});
