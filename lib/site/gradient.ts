/** CSS backgrounds of category gradients (the style used behind a category without an image). */
import type { Gradient } from "../schemas/category.ts";

/** The two colours of each preset. */
export const GRADIENT_PRESET_COLORS: Record<string, [string, string]> = {
  "red-pink": ["#ef4444", "#ec4899"],
  "blue-cyan": ["#3b82f6", "#06b6d4"],
  "orange-yellow": ["#f97316", "#eab308"],
  "green-emerald": ["#22c55e", "#10b981"],
  "purple-pink": ["#a855f7", "#ec4899"],
  "indigo-blue": ["#6366f1", "#3b82f6"],
  "gray": ["#6b7280", "#9ca3af"],
};

/** Site colours used when a category has no gradient (Cuban red to blue). */
export const DEFAULT_GRADIENT_COLORS: [string, string] = ["#cf142b", "#002a8f"];

const HEX = /^#[0-9a-fA-F]{6}$/;

/** The two colours of `gradient`; the site colours for "none" or anything unrecognised. */
export function gradientColors(gradient: Gradient | null | undefined): [string, string] {
  if (gradient?.type === "preset") return GRADIENT_PRESET_COLORS[gradient.preset] ?? DEFAULT_GRADIENT_COLORS;
  if (gradient?.type === "custom" && HEX.test(gradient.from) && HEX.test(gradient.to)) {
    return [gradient.from, gradient.to];
  }
  return DEFAULT_GRADIENT_COLORS;
}

/** `linear-gradient(135deg, from, to)` for `gradient`. */
export function gradientBackground(gradient: Gradient | null | undefined): string {
  const [from, to] = gradientColors(gradient);
  return `linear-gradient(135deg, ${from}, ${to})`;
}
