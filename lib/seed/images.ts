/**
 * Deterministic food illustrations for demo content. Each image is an SVG
 * rasterised with sharp: category cards and headers (and articles) show a
 * plate whose "ingredients" are chosen from a hash of the seed; a recipe
 * shows its own dish (`renderDishImage`: `dish_scene.ts` reads it from the
 * recipe, `dish_svg.ts` draws it). No text and no emoji, so nothing depends
 * on installed fonts.
 */
import { loadSharp } from "../media/sharp.ts";
import { ValidationError } from "@/lib/errors.ts";
import { GRADIENT_PRESET_COLORS } from "../site/gradient.ts";
import type { GradientPreset } from "./types.ts";
import { seededRandom } from "../text/seeded_random.ts";
import { dishScene, type DishSource } from "./dish_scene.ts";
import { dishSvg } from "./dish_svg.ts";
import {
  background,
  between,
  blobPath,
  cutlery,
  ellipse,
  herbs,
  hslToHex,
  n,
  pick,
  plate,
  pointInDisc,
  type Random,
} from "./svg_shapes.ts";

/** Options for {@link renderFoodImage}. */
export interface FoodImageOptions {
  /** Any string; the same seed always gives the same picture. */
  seed: string;
  width: number;
  height: number;
  /** Background gradient colours as hex; derived from the seed when absent. */
  palette?: [string, string];
}

const MAX_SIDE = 4096;
const WEBP_QUALITY = 80;

const SAUCES = ["#b5381f", "#c8552b", "#a0461f", "#d9822b", "#8c3a1c", "#c0392b"];
const BASES = ["#efdcae", "#e8d29a", "#f0dfb4", "#e3c88c"];
const PIECES = ["#7b3f1d", "#5a2e16", "#9c5a2c", "#e9a93b", "#f2c14e", "#3b2418"];
const DESSERTS = ["#f4d58d", "#f1c57a", "#f7e1a8"];
const CARAMEL = ["#8a4b12", "#a55d16", "#7a3e0e"];

/** The two hex colours behind a category gradient preset. */
export function presetPalette(preset: GradientPreset): [string, string] {
  return GRADIENT_PRESET_COLORS[preset];
}

/** Renders a food illustration as WebP bytes; deterministic for a given seed and size. */
export async function renderFoodImage(options: FoodImageOptions): Promise<Uint8Array> {
  const { seed, width, height } = options;
  checkSide("width", width);
  checkSide("height", height);
  const palette = options.palette ?? paletteFromSeed(seed);
  for (const colour of palette) {
    if (!/^#[0-9a-fA-F]{6}$/.test(colour)) {
      throw new ValidationError("Invalid palette colour", { palette: [`Not a #rrggbb colour: ${colour}`] });
    }
  }
  const svg = buildSvg(seed, width, height, palette);
  const sharp = await loadSharp();
  const webp = await sharp(new TextEncoder().encode(svg)).webp({ quality: WEBP_QUALITY }).toBuffer();
  return new Uint8Array(webp);
}

/** Size of a demo recipe's drawn photo: its 16:9 and 4:3 search versions are 1200 px wide and the 1:1 is 900×900, each past the 800,000 pixels search engines ask for; larger costs the first start seconds. */
export const DISH_IMAGE_SIZE = { width: 1200, height: 900 } as const;
/** zlib level of the drawn photo (lossless PNG) handed to the upload pipeline, which encodes its own WebP outputs. */
const DISH_SOURCE_PNG_LEVEL = 2;

/**
 * A demo recipe's own picture as PNG bytes: its kind of dish (glass, bowl, plate, dessert, sandwich, fried bites)
 * in the colours of its main ingredients (`dish_scene.ts`, `dish_svg.ts`); the same recipe always gives the same bytes.
 */
export async function renderDishImage(
  source: DishSource,
  width: number = DISH_IMAGE_SIZE.width,
  height: number = DISH_IMAGE_SIZE.height,
): Promise<Uint8Array> {
  checkSide("width", width);
  checkSide("height", height);
  const svg = dishSvg(dishScene(source), source.slug, width, height);
  const sharp = await loadSharp();
  return new Uint8Array(
    await sharp(new TextEncoder().encode(svg)).png({ compressionLevel: DISH_SOURCE_PNG_LEVEL }).toBuffer(),
  );
}

/** A category's card, 512x512 WebP: the dish of `source` (one of its recipes) over the category's own colours. */
export async function renderDishCardImage(source: DishSource, palette: [string, string]): Promise<Uint8Array> {
  const svg = dishSvg(dishScene(source), `card:${source.slug}`, 512, 512, palette);
  const sharp = await loadSharp();
  return new Uint8Array(await sharp(new TextEncoder().encode(svg)).webp({ quality: WEBP_QUALITY }).toBuffer());
}

/** Category header image, 1280x480. */
export function renderCategoryHeader(seed: string, palette: [string, string]): Promise<Uint8Array> {
  return renderFoodImage({ seed, width: 1280, height: 480, palette });
}

/** Category card image, 512x512. */
export function renderCardImage(seed: string, palette: [string, string]): Promise<Uint8Array> {
  return renderFoodImage({ seed, width: 512, height: 512, palette });
}

function checkSide(name: string, value: number): void {
  if (!Number.isInteger(value) || value < 16 || value > MAX_SIDE) {
    throw new ValidationError("Invalid image size", {
      [name]: [`Must be an integer between 16 and ${MAX_SIDE}`],
    });
  }
}

function paletteFromSeed(seed: string): [string, string] {
  const random = seededRandom(`palette:${seed}`);
  const hue = between(random, 0, 360);
  return [hslToHex(hue, 0.62, 0.56), hslToHex((hue + between(random, 25, 55)) % 360, 0.7, 0.42)];
}

/** Rice or vianda base with a stew and scattered pieces on top. */
function stewDish(random: Random, cx: number, cy: number, r: number): string {
  const baseX = cx - r * between(random, 0.12, 0.22);
  const stewX = cx + r * between(random, 0.12, 0.22);
  const baseY = cy + r * between(random, -0.08, 0.08);
  const stewY = cy + r * between(random, -0.1, 0.1);
  let out = `<path d="${blobPath(random, baseX, baseY, r * 0.42, 0.12)}" fill="${pick(random, BASES)}"/>`;
  const grains = 18 + Math.floor(random() * 14);
  for (let i = 0; i < grains; i++) {
    const [x, y] = pointInDisc(random, baseX, baseY, r * 0.34);
    out += ellipse(x, y, r * 0.03, r * 0.012, random() * 180, "#fffaf0", ` fill-opacity="0.9"`);
  }
  out += `<path d="${blobPath(random, stewX, stewY, r * 0.38, 0.16)}" fill="${pick(random, SAUCES)}"/>`;
  const pieces = 6 + Math.floor(random() * 7);
  const pieceColour = pick(random, PIECES);
  for (let i = 0; i < pieces; i++) {
    const [x, y] = pointInDisc(random, stewX, stewY, r * 0.26);
    out += ellipse(
      x,
      y,
      r * between(random, 0.05, 0.09),
      r * between(random, 0.025, 0.045),
      random() * 180,
      pieceColour,
    );
  }
  const slices = 2 + Math.floor(random() * 3);
  for (let i = 0; i < slices; i++) {
    const angle = between(random, 0.9, 2.2) * Math.PI / 2 + i * 0.35;
    const x = cx + Math.cos(angle) * r * 0.5;
    const y = cy + Math.sin(angle) * r * 0.5;
    out += ellipse(
      x,
      y,
      r * 0.13,
      r * 0.07,
      (angle * 180) / Math.PI + 90,
      "#e7a22f",
      ` stroke="#b5701c" stroke-width="${n(r * 0.012)}"`,
    );
  }
  return out + herbs(random, stewX, stewY, r * 0.28, r * 0.035);
}

/** A bowl of soup or beans with floating pieces. */
function soupDish(random: Random, cx: number, cy: number, r: number): string {
  const broth = pick(random, ["#7a4a1f", "#3a2418", "#c27a2c", "#b8612a"]);
  let out = `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 0.62)}" fill="#e8e1d6"/>` +
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 0.56)}" fill="${broth}"/>` +
    ellipse(cx - r * 0.18, cy - r * 0.2, r * 0.2, r * 0.07, -30, "#ffffff", ` fill-opacity="0.18"`);
  const chunks = 8 + Math.floor(random() * 8);
  for (let i = 0; i < chunks; i++) {
    const [x, y] = pointInDisc(random, cx, cy, r * 0.44);
    const colour = pick(random, ["#f2c14e", "#e9d3a1", "#d9822b", "#f4e3c1", "#8c3a1c"]);
    out += `<path d="${blobPath(random, x, y, r * between(random, 0.04, 0.08), 0.25)}" fill="${colour}"/>`;
  }
  return out + herbs(random, cx, cy, r * 0.4, r * 0.03);
}

/** A caramel-topped dessert on a small puddle of syrup, with fruit around it. */
function dessertDish(random: Random, cx: number, cy: number, r: number): string {
  const caramel = pick(random, CARAMEL);
  let out = `<path d="${blobPath(random, cx, cy + r * 0.05, r * 0.52, 0.1)}" fill="${caramel}" fill-opacity="0.85"/>` +
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 0.36)}" fill="${pick(random, DESSERTS)}"/>` +
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 0.24)}" fill="${caramel}"/>` +
    ellipse(cx - r * 0.08, cy - r * 0.1, r * 0.1, r * 0.04, -25, "#ffffff", ` fill-opacity="0.3"`);
  const berries = 3 + Math.floor(random() * 4);
  for (let i = 0; i < berries; i++) {
    const angle = random() * Math.PI * 2;
    const x = cx + Math.cos(angle) * r * 0.6;
    const y = cy + Math.sin(angle) * r * 0.6;
    out += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r * between(random, 0.04, 0.06))}" fill="${
      pick(random, ["#c0392b", "#e0533d", "#f2994a"])
    }"/>`;
  }
  return out + herbs(random, cx + r * 0.4, cy - r * 0.4, r * 0.08, r * 0.04);
}

function buildSvg(seed: string, width: number, height: number, palette: [string, string]): string {
  const random = seededRandom(seed);
  const wide = width / height > 1.6;
  const r = Math.min(width, height) * (wide ? 0.4 : 0.36);
  const cx = wide ? width * between(random, 0.62, 0.7) : width / 2 + r * between(random, -0.06, 0.06);
  const cy = height / 2 + r * between(random, -0.05, 0.05);
  const dish = pick(random, [stewDish, stewDish, soupDish, dessertDish]);
  const parts = [background(random, width, height, palette)];
  const cutleryX = cx - r * 1.45;
  if (cutleryX - r * 0.1 > 0 && width / height >= 1.2) parts.push(cutlery(cutleryX, cy, r));
  parts.push(plate(cx, cy, r), dish(random, cx, cy, r));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" ` +
    `viewBox="0 0 ${width} ${height}">${parts.join("")}</svg>`;
}
