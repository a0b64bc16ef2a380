import assert from "node:assert/strict";
import { DEFAULT_GRADIENT_COLORS, gradientBackground, gradientColors } from "./gradient.ts";

Deno.test("gradients: presets, custom colours, and the site colours for none", () => {
  assert.deepEqual(gradientColors({ type: "preset", preset: "blue-cyan" }), ["#3b82f6", "#06b6d4"]);
  assert.deepEqual(gradientColors({ type: "custom", from: "#112233", to: "#445566" }), ["#112233", "#445566"]);
  assert.deepEqual(gradientColors({ type: "none" }), DEFAULT_GRADIENT_COLORS);
  assert.deepEqual(gradientColors({ type: "custom", from: "red;}", to: "#445566" }), DEFAULT_GRADIENT_COLORS);
  assert.equal(gradientBackground({ type: "preset", preset: "gray" }), "linear-gradient(135deg, #6b7280, #9ca3af)");
});
