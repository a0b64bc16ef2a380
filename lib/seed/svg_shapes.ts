/**
 * Shapes shared by the seed's illustrations (SVG text): numbers, ellipses, blobs, a table background, a plate,
 * cutlery and herbs, drawn from a seeded random sequence so a picture replays exactly.
 */
import { toHex } from "../text/hex.ts";

const HERBS = ["#2f7d32", "#4f8f2f", "#3f9a4a"];

/** A seeded sequence of numbers in [0, 1). */
export type Random = () => number;

/** A number between `min` and `max`. */
export function between(random: Random, min: number, max: number): number {
  return min + random() * (max - min);
}

/** One of `items`. */
export function pick<T>(random: Random, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)];
}

/** A colour given as hue (degrees), saturation and lightness (0–1), as #rrggbb. */
export function hslToHex(hue: number, saturation: number, lightness: number): string {
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
  return "#" + toHex(new Uint8Array([r, g, b].map((v) => Math.round((v + m) * 255))));
}

/** Mixes two #rrggbb colours: `t` 0 gives `a`, 1 gives `b`. */
export function mix(a: string, b: string, t: number): string {
  const channel = (hex: string, i: number) => parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16);
  return "#" + toHex(new Uint8Array([0, 1, 2].map((i) => Math.round(channel(a, i) * (1 - t) + channel(b, i) * t))));
}

/** A coordinate written with one decimal. */
export function n(value: number): string {
  return value.toFixed(1);
}

/** A smooth closed blob around (cx, cy) built from a Catmull-Rom curve through jittered points. */
export function blobPath(random: Random, cx: number, cy: number, radius: number, jitter: number): string {
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
export function pointInDisc(random: Random, cx: number, cy: number, radius: number): [number, number] {
  const angle = random() * Math.PI * 2;
  const r = Math.sqrt(random()) * radius;
  return [cx + Math.cos(angle) * r, cy + Math.sin(angle) * r];
}

/** An ellipse rotated by `angle` degrees about its centre. */
export function ellipse(
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  angle: number,
  fill: string,
  extra = "",
): string {
  return `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}" ` +
    `transform="rotate(${n(angle)} ${n(cx)} ${n(cy)})"${extra}/>`;
}

/** Defs (gradients; a soft shadow as a radial fade, cheap to rasterise) and a background with bubbles and specks. */
export function background(random: Random, width: number, height: number, palette: [string, string]): string {
  const parts = [
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="${palette[0]}"/><stop offset="1" stop-color="${palette[1]}"/>` +
    `</linearGradient>` +
    `<radialGradient id="plate" cx="0.45" cy="0.4" r="0.7">` +
    `<stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#ece7df"/></radialGradient>` +
    `<radialGradient id="shade"><stop offset="0.82" stop-color="#000000" stop-opacity="0.3"/>` +
    `<stop offset="1" stop-color="#000000" stop-opacity="0"/></radialGradient></defs>`,
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

/** A fork and a knife standing at `x`, centred on `cy`. */
export function cutlery(x: number, cy: number, size: number): string {
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

/** A white plate with its soft shadow, seen from above. */
export function plate(cx: number, cy: number, r: number): string {
  return ellipse(cx + r * 0.06, cy + r * 0.1, r * 1.1, r * 1.06, 0, "url(#shade)") +
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="url(#plate)"/>` +
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 0.78)}" fill="none" stroke="#d9d2c6" stroke-width="${
      n(r * 0.02)
    }"/>` +
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 0.74)}" fill="#f7f4ef"/>`;
}

/** Scattered green leaves around (cx, cy). */
export function herbs(random: Random, cx: number, cy: number, spread: number, size: number): string {
  const count = 5 + Math.floor(random() * 6);
  let out = "";
  for (let i = 0; i < count; i++) {
    const [x, y] = pointInDisc(random, cx, cy, spread);
    out += ellipse(x, y, size, size * 0.45, random() * 180, pick(random, HERBS));
  }
  return out;
}
