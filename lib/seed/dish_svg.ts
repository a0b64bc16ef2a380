/**
 * Draws a demo dish (`dish_scene.ts`) as SVG text: a tall glass for a drink, a bowl for a soup, a plate with rice,
 * beans, meat and sides for a main, a dessert, a pressed sandwich on a board, or fried bites with a dip, in the
 * colours of the dish's main ingredients, over a background made from them. The composition sits in the middle
 * so the 16:9, 4:3 and 1:1 crops all keep the dish. Deterministic for a given scene, seed and size.
 */
import { seededRandom } from "../text/seeded_random.ts";
import type { DishScene } from "./dish_scene.ts";
import { dessert, friedBites, sandwich } from "./dish_svg_treats.ts";
import {
  background,
  between,
  blobPath,
  cutlery,
  ellipse,
  herbs,
  hslToHex,
  mix,
  n,
  plate,
  pointInDisc,
  type Random,
} from "./svg_shapes.ts";

/** Hue of a #rrggbb colour in degrees, and its saturation (0–1). */
function hueOf(hex: string): { hue: number; saturation: number } {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const delta = max - min;
  const lightness = (max + min) / 2;
  const saturation = delta === 0 ? 0 : delta / (1 - Math.abs(2 * lightness - 1));
  const hue = delta === 0
    ? 40
    : max === r
    ? 60 * (((g - b) / delta) % 6)
    : max === g
    ? 60 * ((b - r) / delta + 2)
    : 60 * ((r - g) / delta + 4);
  return { hue: (hue + 360) % 360, saturation };
}

/** The background gradient of a scene: its two main colours' hues as a light and a deep table colour. */
export function sceneBackground(scene: DishScene): [string, string] {
  const first = hueOf(scene.colours[0]);
  const second = hueOf(scene.colours[1]);
  const tone = (s: number) => Math.min(0.6, 0.18 + s * 0.5);
  return [hslToHex(first.hue, tone(first.saturation), 0.7), hslToHex(second.hue, tone(second.saturation), 0.36)];
}

/** A drop shadow under an object standing on the table. */
function shadow(cx: number, cy: number, rx: number, ry: number): string {
  return ellipse(cx, cy, rx * 1.1, ry * 1.1, 0, "url(#shade)");
}

/** A tall glass: a cocktail with ice, leaves and a lime wheel, or an opaque shake with foam. */
function drink(random: Random, scene: DishScene, cx: number, cy: number, r: number): string {
  const height = r * 1.95;
  const top = cy - height / 2;
  const bottom = cy + height / 2;
  const topHalf = r * 0.5;
  const bottomHalf = r * 0.4;
  const glass = (inset: number, from: number) => {
    const t = (from - top) / height;
    const half = topHalf + (bottomHalf - topHalf) * t - inset;
    return `M${n(cx - half)},${n(from)}L${n(cx + half)},${n(from)}L${n(cx + bottomHalf - inset)},${n(bottom - inset)}L${
      n(cx - bottomHalf + inset)
    },${n(bottom - inset)}Z`;
  };
  const surface = top + height * (scene.milky ? 0.16 : 0.1);
  let out = shadow(cx + r * 0.05, bottom, r * 0.55, r * 0.1);
  out += `<path d="${glass(0, top)}" fill="#ffffff" fill-opacity="0.28" stroke="#ffffff" stroke-opacity="0.8" ` +
    `stroke-width="${n(r * 0.025)}"/>`;
  out += `<path d="${glass(r * 0.04, surface)}" fill="${scene.liquid}" fill-opacity="${scene.milky ? 1 : 0.72}"/>`;
  const straw = scene.colours[1];
  out += `<rect x="${n(cx + r * 0.08)}" y="${n(top - r * 0.45)}" width="${n(r * 0.07)}" height="${n(height * 0.8)}" ` +
    `rx="${n(r * 0.03)}" fill="${straw}" transform="rotate(14 ${n(cx)} ${n(cy)})"/>`;
  if (scene.milky) {
    out += `<path d="${blobPath(random, cx, surface, r * 0.46, 0.08)}" fill="#fff8ec"/>`;
    for (let i = 0; i < 14; i++) {
      const [x, y] = pointInDisc(random, cx, surface - r * 0.05, r * 0.28);
      out += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 0.012)}" fill="#8a4b22" fill-opacity="0.8"/>`;
    }
    const fx = cx + r * 0.95;
    const fy = bottom - r * 0.3;
    out += shadow(fx, fy + r * 0.2, r * 0.3, r * 0.07) +
      `<circle cx="${n(fx)}" cy="${n(fy)}" r="${n(r * 0.3)}" fill="${mix(scene.liquid, "#5a2e16", 0.45)}"/>` +
      `<circle cx="${n(fx)}" cy="${n(fy)}" r="${n(r * 0.25)}" fill="${scene.liquid}"/>` +
      ellipse(fx, fy, r * 0.1, r * 0.14, 20, "#4a2a16");
  } else {
    for (let i = 0; i < 6; i++) {
      const x = cx + between(random, -0.28, 0.22) * r;
      const y = surface + between(random, 0.1, 1.2) * r;
      out += `<rect x="${n(x)}" y="${n(y)}" width="${n(r * 0.24)}" height="${n(r * 0.22)}" rx="${n(r * 0.04)}" ` +
        `fill="#ffffff" fill-opacity="0.55" transform="rotate(${n(between(random, -30, 30))} ${n(x)} ${n(y)})"/>`;
    }
    for (let i = 0; i < 9; i++) {
      const x = cx + between(random, -0.3, 0.3) * r;
      const y = surface + between(random, 0, 1.3) * r;
      out += ellipse(x, y, r * 0.09, r * 0.045, random() * 180, scene.colours[0], ` fill-opacity="0.9"`);
    }
    const lx = cx - topHalf * 0.75;
    const ly = top + r * 0.05;
    out += `<circle cx="${n(lx)}" cy="${n(ly)}" r="${n(r * 0.24)}" fill="#9ccc3c"/>` +
      `<circle cx="${n(lx)}" cy="${n(ly)}" r="${n(r * 0.2)}" fill="#e4f3a2"/>`;
    for (let i = 0; i < 8; i++) {
      const a = (i / 8) * Math.PI * 2;
      out += `<line x1="${n(lx)}" y1="${n(ly)}" x2="${n(lx + Math.cos(a) * r * 0.19)}" ` +
        `y2="${n(ly + Math.sin(a) * r * 0.19)}" stroke="#c5e36d" stroke-width="${n(r * 0.015)}"/>`;
    }
    out += herbs(random, cx + r * 0.15, top - r * 0.02, r * 0.12, r * 0.07);
  }
  out += `<rect x="${n(cx - topHalf * 0.8)}" y="${n(top + r * 0.1)}" width="${n(r * 0.06)}" ` +
    `height="${n(height * 0.75)}" rx="${n(r * 0.03)}" fill="#ffffff" fill-opacity="0.35"/>`;
  return out;
}

/** A bowl of broth on a plate, with pieces of its main ingredients and a spoon. */
function soup(random: Random, scene: DishScene, cx: number, cy: number, r: number): string {
  let out = plate(cx, cy, r) +
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 0.72)}" fill="#f3efe8" stroke="#d9d2c6" ` +
    `stroke-width="${n(r * 0.02)}"/>` +
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 0.6)}" fill="${scene.liquid}"/>` +
    ellipse(cx - r * 0.2, cy - r * 0.22, r * 0.22, r * 0.07, -30, "#ffffff", ` fill-opacity="0.2"`);
  const pieces = scene.colours.filter((colour) => colour !== scene.liquid);
  const count = 14 + Math.floor(random() * 6);
  for (let i = 0; i < count; i++) {
    const [x, y] = pointInDisc(random, cx, cy, r * 0.46);
    const colour = pieces[i % pieces.length] ?? scene.colours[0];
    out += `<path d="${blobPath(random, x, y, r * between(random, 0.05, 0.09), 0.25)}" fill="${colour}"/>`;
  }
  const sx = cx + r * 0.98;
  out += ellipse(sx, cy - r * 0.35, r * 0.1, r * 0.15, 10, "#d9d4cc") +
    `<rect x="${n(sx - r * 0.025)}" y="${n(cy - r * 0.2)}" width="${n(r * 0.05)}" height="${n(r * 0.75)}" ` +
    `rx="${n(r * 0.025)}" fill="#d9d4cc" transform="rotate(10 ${n(sx)} ${n(cy - r * 0.35)})"/>`;
  return out + (scene.herbs ? herbs(random, cx, cy, r * 0.35, r * 0.035) : "");
}

/** Rice (white, yellow or with beans) as a mound of grains. */
function rice(random: Random, scene: DishScene, x: number, y: number, size: number): string {
  const colour = scene.rice!.colour;
  let out = `<path d="${blobPath(random, x, y, size, 0.1)}" fill="${mix(colour, "#c9b48a", 0.35)}"/>` +
    `<path d="${blobPath(random, x - size * 0.05, y - size * 0.05, size * 0.88, 0.1)}" fill="${colour}"/>`;
  for (let i = 0; i < 60; i++) {
    const [gx, gy] = pointInDisc(random, x, y, size * 0.85);
    const grain = i % 2 ? mix(colour, "#ffffff", 0.7) : mix(colour, "#b59a62", 0.35);
    out += ellipse(gx, gy, size * 0.075, size * 0.03, random() * 180, grain);
  }
  const beans = scene.rice!.mixedWith;
  for (let i = 0; beans && i < 30; i++) {
    const [bx, by] = pointInDisc(random, x, y, size * 0.85);
    out += ellipse(bx, by, size * 0.07, size * 0.045, random() * 180, beans);
  }
  return out;
}

/** The main food of a plate on its sauce, drawn by its style. */
function protein(random: Random, scene: DishScene, x: number, y: number, size: number): string {
  const { style, colour } = scene.protein!;
  let out = `<path d="${blobPath(random, x, y, size, 0.15)}" fill="${scene.liquid}"/>`;
  const light = mix(colour, "#f2c99a", 0.35);
  const at = () => pointInDisc(random, x, y, size * 0.72);
  if (style === "shredded") {
    for (let i = 0; i < 55; i++) {
      const [px, py] = at();
      out += ellipse(px, py, size * 0.22, size * 0.03, between(random, 20, 70), i % 3 ? light : colour);
    }
    const peppers = scene.colours.filter((c) => c === "#d63a2a" || c === "#5aa03c");
    for (let i = 0; peppers.length && i < 10; i++) {
      const [px, py] = at();
      out += ellipse(px, py, size * 0.2, size * 0.035, between(random, 0, 180), peppers[i % peppers.length]);
    }
  } else if (style === "ground") {
    for (let i = 0; i < 60; i++) {
      const [px, py] = at();
      out += `<circle cx="${n(px)}" cy="${n(py)}" r="${n(size * between(random, 0.025, 0.05))}" fill="${colour}"/>`;
    }
    for (let i = 0; i < 6; i++) {
      const [px, py] = at();
      out += `<circle cx="${n(px)}" cy="${n(py)}" r="${n(size * 0.07)}" fill="#6b8e23"/>` +
        `<circle cx="${n(px)}" cy="${n(py)}" r="${n(size * 0.03)}" fill="#d63a2a"/>`;
    }
  } else if (style === "shrimp") {
    for (let i = 0; i < 7; i++) {
      const [px, py] = at();
      const s = size * 0.18;
      out += `<path d="M${n(px - s)},${n(py)}A${n(s)},${n(s)} 0 1 1 ${n(px)},${n(py + s)}" fill="none" ` +
        `stroke="${colour}" stroke-width="${n(s * 0.7)}" stroke-linecap="round" ` +
        `transform="rotate(${n(random() * 360)} ${n(px)} ${n(py)})"/>`;
    }
  } else if (style === "fish") {
    for (let i = 0; i < 3; i++) {
      const px = x + (i - 1) * size * 0.45;
      const py = y + between(random, -0.15, 0.15) * size;
      out += ellipse(px, py, size * 0.3, size * 0.22, between(random, -20, 20), "#c98a3a") +
        ellipse(px, py, size * 0.24, size * 0.17, 0, colour);
    }
  } else if (style === "chicken") {
    for (let i = 0; i < 3; i++) {
      const px = x + (i - 1) * size * 0.45;
      const py = y + between(random, -0.2, 0.2) * size;
      const angle = between(random, -40, 40);
      out += ellipse(px, py, size * 0.3, size * 0.2, angle, colour) +
        ellipse(px - size * 0.08, py - size * 0.05, size * 0.12, size * 0.06, angle, light);
    }
  } else if (style === "roast") {
    for (let i = 0; i < 3; i++) {
      const px = x + (i - 1) * size * 0.42;
      const py = y + between(random, -0.1, 0.1) * size;
      out += `<rect x="${n(px - size * 0.2)}" y="${n(py - size * 0.45)}" width="${n(size * 0.4)}" ` +
        `height="${n(size * 0.9)}" rx="${n(size * 0.12)}" fill="${mix(colour, "#3b2418", 0.5)}" ` +
        `transform="rotate(${n(between(random, 15, 30))} ${n(px)} ${n(py)})"/>` +
        `<rect x="${n(px - size * 0.15)}" y="${n(py - size * 0.4)}" width="${n(size * 0.32)}" ` +
        `height="${n(size * 0.8)}" rx="${n(size * 0.1)}" fill="${light}" ` +
        `transform="rotate(${n(between(random, 15, 30))} ${n(px)} ${n(py)})"/>`;
    }
  } else {
    for (let i = 0; i < 9; i++) {
      const [px, py] = at();
      const s = size * between(random, 0.16, 0.22);
      out += `<rect x="${n(px - s / 2)}" y="${n(py - s / 2)}" width="${n(s)}" height="${n(s)}" rx="${n(s * 0.25)}" ` +
        `fill="${colour}" transform="rotate(${n(random() * 90)} ${n(px)} ${n(py)})"/>` +
        ellipse(px - s * 0.15, py - s * 0.15, s * 0.2, s * 0.1, 30, light);
    }
  }
  for (let i = 0; i < 5; i++) {
    const [px, py] = at();
    out += ellipse(
      px,
      py,
      size * 0.16,
      size * 0.12,
      random() * 180,
      "none",
      ` stroke="#f4ecd8" stroke-width="${n(size * 0.025)}"`,
    );
  }
  return out;
}

/** A side: fried sweet plantain slices, vianda chunks or a mash. */
function side(random: Random, scene: DishScene, x: number, y: number, size: number): string {
  const { colour, style } = scene.side!;
  if (style === "mash") {
    let mash = `<path d="${blobPath(random, x, y, size * 0.95, 0.08)}" fill="${mix(colour, "#a08a6a", 0.35)}"/>` +
      `<path d="${blobPath(random, x - size * 0.04, y - size * 0.04, size * 0.86, 0.08)}" fill="${colour}"/>`;
    for (let i = 1; i <= 3; i++) {
      mash += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(size * 0.22 * i)}" fill="none" stroke="${
        mix(colour, "#a08a6a", 0.45)
      }" stroke-width="${n(size * 0.025)}" stroke-dasharray="${n(size * 0.3)} ${n(size * 0.12)}"/>`;
    }
    return mash + ellipse(x + size * 0.1, y - size * 0.1, size * 0.16, size * 0.12, 20, "#f5d76e");
  }
  let out = scene.protein ? "" : `<path d="${blobPath(random, x, y, size, 0.15)}" fill="${scene.liquid}"/>`;
  for (let i = 0; i < 5; i++) {
    const [px, py] = pointInDisc(random, x, y, size * 0.6);
    out += style === "slices"
      ? ellipse(
        px,
        py,
        size * 0.34,
        size * 0.14,
        between(random, -50, 50),
        colour,
        ` stroke="${mix(colour, "#5a2e16", 0.5)}" stroke-width="${n(size * 0.04)}"`,
      )
      : `<path d="${blobPath(random, px, py, size * 0.25, 0.3)}" fill="${colour}" stroke="${
        mix(colour, "#8a6a3a", 0.55)
      }" stroke-width="${n(size * 0.035)}"/>`;
  }
  for (let i = 0; !scene.protein && i < 5; i++) {
    const [px, py] = pointInDisc(random, x, y, size * 0.6);
    out += ellipse(
      px,
      py,
      size * 0.18,
      size * 0.13,
      random() * 180,
      "none",
      ` stroke="#f4ecd8" stroke-width="${n(size * 0.03)}"`,
    );
  }
  return out;
}

/** A plate with what the scene holds, each on its own part of the plate. */
function mainPlate(random: Random, scene: DishScene, cx: number, cy: number, r: number): string {
  const parts: ((x: number, y: number, size: number) => string)[] = [];
  if (scene.rice) parts.push((x, y, s) => rice(random, scene, x, y, s));
  if (scene.protein) parts.push((x, y, s) => protein(random, scene, x, y, s));
  if (scene.side) parts.push((x, y, s) => side(random, scene, x, y, s));
  if (parts.length === 0) {
    parts.push((x, y, s) =>
      protein(random, { ...scene, protein: { style: "chunks", colour: scene.colours[0] } }, x, y, s)
    );
  }
  let out = plate(cx, cy, r);
  const spread = parts.length === 1 ? 0 : r * 0.3;
  const size = parts.length === 1 ? r * 0.55 : parts.length === 2 ? r * 0.4 : r * 0.33;
  parts.forEach((draw, i) => {
    const angle = Math.PI * (1 + (2 * i) / parts.length) + 0.3;
    out += draw(cx + Math.cos(angle) * spread, cy + Math.sin(angle) * spread, size);
  });
  return out + (scene.herbs ? herbs(random, cx, cy, r * 0.45, r * 0.035) : "");
}

/**
 * The whole picture of `scene` as SVG text, `width`×`height`, its jitter drawn from `seed`, over `backdrop` (two
 * colours) or else the background made from the dish's colours.
 */
export function dishSvg(
  scene: DishScene,
  seed: string,
  width: number,
  height: number,
  backdrop?: [string, string],
): string {
  const random = seededRandom(`dish:${seed}`);
  const r = Math.min(width, height) * 0.36;
  const cx = width / 2 + r * between(random, -0.03, 0.03);
  const cy = height / 2 + r * between(random, -0.03, 0.03);
  const parts = [background(random, width, height, backdrop ?? sceneBackground(scene))];
  const onPlate = scene.kind !== "drink" && scene.kind !== "sandwich";
  if (onPlate && width / height >= 1.2 && cx - r * 1.55 > 0) parts.push(cutlery(cx - r * 1.45, cy, r));
  const draw = {
    drink,
    soup,
    plate: mainPlate,
    dessert,
    sandwich,
    fried: friedBites,
  }[scene.kind];
  parts.push(draw(random, scene, cx, cy, r));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" ` +
    `viewBox="0 0 ${width} ${height}">${parts.join("")}</svg>`;
}
