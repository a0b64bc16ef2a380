/**
 * Deterministic food illustrations for demo content. Each image is an SVG
 * (gradient background, a plate and geometric "ingredients" chosen from a
 * hash of the seed) rasterised to WebP with sharp. No text and no emoji, so
 * nothing depends on installed fonts.
 */
import { loadSharp } from "../media/sharp.ts";
import { ValidationError } from "@/lib/errors.ts";
import { GRADIENT_PRESET_COLORS } from "../site/gradient.ts";
import type { GradientPreset } from "./types.ts";
import { seededRandom } from "../text/seeded_random.ts";

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
const HERBS = ["#2f7d32", "#4f8f2f", "#3f9a4a"];
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

/** Category header image, 1280x480. */
export function renderCategoryHeader(seed: string, palette: [string, string]): Promise<Uint8Array> {
  return renderFoodImage({ seed, width: 1280, height: 480, palette });
}

/** Category card image, 512x512. */
export function renderCardImage(seed: string, palette: [string, string]): Promise<Uint8Array> {
  return renderFoodImage({ seed, width: 512, height: 512, palette });
}

/** Featured image of a post, 1200x800, colours derived from the seed. */
export function renderPostImage(seed: string): Promise<Uint8Array> {
  return renderFoodImage({ seed, width: 1200, height: 800 });
}

function checkSide(name: string, value: number): void {
  if (!Number.isInteger(value) || value < 16 || value > MAX_SIDE) {
    throw new ValidationError("Invalid image size", {
      [name]: [`Must be an integer between 16 and ${MAX_SIDE}`],
    });
  }
}

type Random = () => number;

function between(random: Random, min: number, max: number): number {
  return min + random() * (max - min);
}

function pick<T>(random: Random, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)];
}

function paletteFromSeed(seed: string): [string, string] {
  const random = seededRandom(`palette:${seed}`);
  const hue = between(random, 0, 360);
  return [hslToHex(hue, 0.62, 0.56), hslToHex((hue + between(random, 25, 55)) % 360, 0.7, 0.42)];
}

function hslToHex(hue: number, saturation: number, lightness: number): string {
  const chroma = (1 - Math.abs(2 * lightness - 1)) * saturation;
  const x = chroma * (1 - Math.abs(((hue / 60) % 2) - 1));
  const m = lightness - chroma / 2;
  const [r, g, b] = hue < 60
    ? [chroma, x, 0]
    : hue < 120
    ? [x, chroma, 0]
    : hue < 180
    ? [0, chroma, x]
    : hue < 240
    ? [0, x, chroma]
    : hue < 300
    ? [x, 0, chroma]
    : [chroma, 0, x];
  return "#" + [r, g, b].map((v) => Math.round((v + m) * 255).toString(16).padStart(2, "0")).join("");
}

function n(value: number): string {
  return value.toFixed(1);
}

/** A smooth closed blob around (cx, cy) built from a Catmull-Rom curve through jittered points. */
function blobPath(random: Random, cx: number, cy: number, radius: number, jitter: number): string {
  const count = 7 + Math.floor(random() * 4);
  const points: [number, number][] = [];
  for (let i = 0; i < count; i++) {
    const angle = (i / count) * Math.PI * 2;
    const r = radius * between(random, 1 - jitter, 1 + jitter);
    points.push([cx + Math.cos(angle) * r, cy + Math.sin(angle) * r]);
  }
  let d = `M${n(points[0][0])},${n(points[0][1])}`;
  for (let i = 0; i < count; i++) {
    const p0 = points[(i - 1 + count) % count];
    const p1 = points[i];
    const p2 = points[(i + 1) % count];
    const p3 = points[(i + 2) % count];
    const c1x = p1[0] + (p2[0] - p0[0]) / 6;
    const c1y = p1[1] + (p2[1] - p0[1]) / 6;
    const c2x = p2[0] - (p3[0] - p1[0]) / 6;
    const c2y = p2[1] - (p3[1] - p1[1]) / 6;
    d += `C${n(c1x)},${n(c1y)} ${n(c2x)},${n(c2y)} ${n(p2[0])},${n(p2[1])}`;
  }
  return `${d}Z`;
}

/** A random point inside a disc, uniformly distributed. */
function pointInDisc(random: Random, cx: number, cy: number, radius: number): [number, number] {
  const angle = random() * Math.PI * 2;
  const r = Math.sqrt(random()) * radius;
  return [cx + Math.cos(angle) * r, cy + Math.sin(angle) * r];
}

function ellipse(cx: number, cy: number, rx: number, ry: number, angle: number, fill: string, extra = ""): string {
  return `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}" ` +
    `transform="rotate(${n(angle)} ${n(cx)} ${n(cy)})"${extra}/>`;
}

function background(random: Random, width: number, height: number, palette: [string, string]): string {
  const parts = [
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="${palette[0]}"/><stop offset="1" stop-color="${palette[1]}"/>` +
    `</linearGradient>` +
    `<radialGradient id="plate" cx="0.45" cy="0.4" r="0.7">` +
    `<stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#ece7df"/></radialGradient>` +
    `<filter id="soft" x="-20%" y="-20%" width="140%" height="140%">` +
    `<feGaussianBlur stdDeviation="${n(Math.min(width, height) * 0.02)}"/></filter></defs>`,
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>`,
  ];
  const bubbles = 5 + Math.floor(random() * 5);
  for (let i = 0; i < bubbles; i++) {
    const r = between(random, 0.05, 0.22) * Math.min(width, height);
    parts.push(
      `<circle cx="${n(random() * width)}" cy="${n(random() * height)}" r="${n(r)}" ` +
        `fill="#ffffff" fill-opacity="${between(random, 0.05, 0.13).toFixed(2)}"/>`,
    );
  }
  const dots = 14 + Math.floor(random() * 14);
  for (let i = 0; i < dots; i++) {
    const r = between(random, 0.003, 0.009) * Math.min(width, height);
    parts.push(
      `<circle cx="${n(random() * width)}" cy="${n(random() * height)}" r="${n(r)}" ` +
        `fill="#fff8e7" fill-opacity="0.55"/>`,
    );
  }
  return parts.join("");
}

function cutlery(x: number, cy: number, size: number): string {
  const w = size * 0.06;
  const h = size * 1.5;
  const top = cy - h / 2;
  const fork = `<rect x="${n(x)}" y="${n(top + h * 0.3)}" width="${n(w * 0.55)}" height="${n(h * 0.7)}" ` +
    `rx="${n(w * 0.27)}" fill="#f4f1ec" fill-opacity="0.9"/>` +
    [0, 1, 2].map((i) =>
      `<rect x="${n(x - w * 0.45 + i * w * 0.6)}" y="${n(top)}" width="${n(w * 0.28)}" ` +
      `height="${n(h * 0.34)}" rx="${n(w * 0.14)}" fill="#f4f1ec" fill-opacity="0.9"/>`
    ).join("");
  const kx = x + size * 0.22;
  const knife = `<rect x="${n(kx)}" y="${n(top)}" width="${n(w)}" height="${n(h)}" rx="${n(w * 0.5)}" ` +
    `fill="#f4f1ec" fill-opacity="0.9"/>`;
  return fork + knife;
}

function plate(cx: number, cy: number, r: number): string {
  return ellipse(
    cx + r * 0.06,
    cy + r * 0.1,
    r * 1.02,
    r * 0.98,
    0,
    "#000000",
    ` fill-opacity="0.28" filter="url(#soft)"`,
  ) +
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="url(#plate)"/>` +
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 0.78)}" fill="none" stroke="#d9d2c6" stroke-width="${
      n(r * 0.02)
    }"/>` +
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 0.74)}" fill="#f7f4ef"/>`;
}

function herbs(random: Random, cx: number, cy: number, spread: number, size: number): string {
  const count = 5 + Math.floor(random() * 6);
  let out = "";
  for (let i = 0; i < count; i++) {
    const [x, y] = pointInDisc(random, cx, cy, spread);
    out += ellipse(x, y, size, size * 0.45, random() * 180, pick(random, HERBS));
  }
  return out;
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
