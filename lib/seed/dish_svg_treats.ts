/**
 * The dish drawings of `dish_svg.ts` that are not a glass, a bowl or a main plate: desserts (flan, a bowl of
 * pudding, syrup-glazed fritters), a pressed sandwich on a board and fried bites with a dip.
 */
import type { DishScene } from "./dish_scene.ts";
import { between, blobPath, ellipse, herbs, mix, n, plate, pointInDisc, type Random } from "./svg_shapes.ts";

/** A flan on its caramel, a bowl of pudding with cinnamon, or fritters in syrup. */
export function dessert(random: Random, scene: DishScene, cx: number, cy: number, r: number): string {
  let out = plate(cx, cy, r);
  const caramel = scene.liquid;
  if (scene.dessert === "flan") {
    out += `<path d="${blobPath(random, cx, cy + r * 0.04, r * 0.58, 0.1)}" fill="${caramel}" fill-opacity="0.9"/>` +
      `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 0.42)}" fill="#f2c566"/>` +
      `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 0.33)}" fill="${mix(caramel, "#e08a2a", 0.25)}"/>` +
      ellipse(cx - r * 0.1, cy - r * 0.12, r * 0.13, r * 0.05, -25, "#ffffff", ` fill-opacity="0.35"`);
  } else if (scene.dessert === "fritters") {
    for (let i = 0; i < 5; i++) {
      const angle = (i / 5) * Math.PI * 2 + random();
      const x = cx + Math.cos(angle) * r * 0.38;
      const y = cy + Math.sin(angle) * r * 0.38;
      const turn = n(random() * 180);
      out += `<g transform="rotate(${turn} ${n(x)} ${n(y)})">` +
        `<circle cx="${n(x - r * 0.1)}" cy="${n(y)}" r="${n(r * 0.13)}" fill="#c98a3a"/>` +
        `<circle cx="${n(x + r * 0.1)}" cy="${n(y)}" r="${n(r * 0.13)}" fill="#c98a3a"/>` +
        `<circle cx="${n(x - r * 0.1)}" cy="${n(y)}" r="${n(r * 0.05)}" fill="${caramel}"/>` +
        `<circle cx="${n(x + r * 0.1)}" cy="${n(y)}" r="${n(r * 0.05)}" fill="${caramel}"/></g>`;
    }
    out += `<path d="M${n(cx - r * 0.5)},${n(cy - r * 0.3)}C${n(cx)},${n(cy - r * 0.6)} ${n(cx)},${n(cy + r * 0.6)} ` +
      `${n(cx + r * 0.5)},${n(cy + r * 0.3)}" fill="none" stroke="${caramel}" stroke-width="${n(r * 0.04)}" ` +
      `stroke-linecap="round" stroke-opacity="0.85"/>`;
  } else {
    const custard = scene.colours.includes("#f5c542") && !scene.grains ? "#f3cf5e" : "#f4e6c2";
    out += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 0.68)}" fill="#ffffff" stroke="#d9d2c6" ` +
      `stroke-width="${n(r * 0.02)}"/>` +
      `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 0.57)}" fill="${custard}"/>`;
    for (let i = 0; scene.grains && i < 70; i++) {
      const [x, y] = pointInDisc(random, cx, cy, r * 0.5);
      out += ellipse(x, y, r * 0.04, r * 0.016, random() * 180, "#fffaf0", ` stroke="#e3d3ad" stroke-width="1"`);
    }
    for (let i = 0; i < 30; i++) {
      const [x, y] = pointInDisc(random, cx, cy, r * 0.35);
      out += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 0.015)}" fill="#8a4b22"/>`;
    }
    out += `<rect x="${n(cx + r * 0.1)}" y="${n(cy - r * 0.05)}" width="${n(r * 0.5)}" height="${n(r * 0.07)}" ` +
      `rx="${n(r * 0.03)}" fill="#8a4b22" transform="rotate(-30 ${n(cx)} ${n(cy)})"/>`;
  }
  return out + herbs(random, cx + r * 0.3, cy - r * 0.35, r * 0.06, r * 0.05);
}

/** A pressed sandwich cut in two on a wooden board, its layers showing at the cut. */
export function sandwich(random: Random, scene: DishScene, cx: number, cy: number, r: number): string {
  const w = r * 2.3;
  const h = r * 1.5;
  let out = ellipse(cx + r * 0.05, cy + r * 0.12, w * 0.6, h * 0.62, 0, "url(#shade)") +
    `<rect x="${n(cx - w / 2)}" y="${n(cy - h / 2)}" width="${n(w)}" height="${n(h)}" rx="${
      n(r * 0.1)
    }" fill="#b07a45"/>`;
  for (let i = 1; i < 6; i++) {
    const y = cy - h / 2 + (h * i) / 6 + between(random, -4, 4);
    out += `<line x1="${n(cx - w / 2 + r * 0.05)}" y1="${n(y)}" x2="${n(cx + w / 2 - r * 0.05)}" y2="${n(y)}" ` +
      `stroke="#946236" stroke-width="${n(r * 0.012)}"/>`;
  }
  const layers = ["#e49a9a", "#a0603a", "#f3d36b", "#6b8e23"];
  const half = (x: number, y: number, angle: number, cut: boolean) => {
    const bw = r * 0.95;
    const bh = r * 0.5;
    let g = `<g transform="rotate(${n(angle)} ${n(x)} ${n(y)})">` +
      `<rect x="${n(x - bw / 2)}" y="${n(y - bh / 2)}" width="${n(bw)}" height="${n(bh)}" rx="${n(bh * 0.3)}" ` +
      `fill="#d9a45b" stroke="#9c5a2c" stroke-width="${n(r * 0.02)}"/>`;
    for (let i = 0; i < 4; i++) {
      const gx = x - bw * 0.35 + i * bw * 0.22;
      g += `<line x1="${n(gx)}" y1="${n(y - bh * 0.35)}" x2="${n(gx + bw * 0.12)}" y2="${n(y + bh * 0.35)}" ` +
        `stroke="#6b3a1a" stroke-width="${n(r * 0.03)}" stroke-linecap="round"/>`;
    }
    if (cut) {
      layers.forEach((colour, i) => {
        g += `<rect x="${n(x + bw / 2 - r * 0.02)}" y="${n(y - bh / 2 + (bh * i) / layers.length)}" ` +
          `width="${n(r * 0.1)}" height="${n(bh / layers.length)}" fill="${colour}"/>`;
      });
    }
    return g + "</g>";
  };
  out += half(cx - r * 0.45, cy - r * 0.15, -8, true) + half(cx + r * 0.45, cy + r * 0.2, 8, true);
  for (let i = 0; i < 3; i++) {
    const x = cx + r * (0.7 + i * 0.12);
    const y = cy - r * 0.45;
    out += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 0.09)}" fill="#6b8e23" stroke="#3f5a14" ` +
      `stroke-width="${n(r * 0.015)}"/>`;
  }
  return out +
    `<circle cx="${n(cx - r * 0.85)}" cy="${n(cy + r * 0.45)}" r="${n(r * 0.14)}" fill="${
      scene.colours.includes("#f3d36b") ? "#e0b020" : scene.colours[0]
    }"/>`;
}

/** Fried bites (flattened discs, rolls or balls) around a small bowl of dip. */
export function friedBites(random: Random, scene: DishScene, cx: number, cy: number, r: number): string {
  let out = plate(cx, cy, r);
  const golden = scene.bites === "discs" ? "#e2b44a" : scene.bites === "rolls" ? "#b8722e" : "#c98a3a";
  const edge = mix(golden, "#5a2e16", 0.45);
  const dipX = cx + r * 0.32;
  const dipY = cy - r * 0.3;
  const count = scene.bites === "balls" ? 4 : 6;
  for (let i = 0; i < count; i++) {
    const angle = Math.PI * (0.35 + (1.35 * i) / (count - 1));
    const x = cx + Math.cos(angle) * r * 0.45;
    const y = cy + Math.sin(angle) * r * 0.45;
    if (scene.bites === "rolls") {
      const len = r * 0.34;
      out += `<rect x="${n(x - len / 2)}" y="${n(y - r * 0.09)}" width="${n(len)}" height="${n(r * 0.18)}" ` +
        `rx="${n(r * 0.09)}" fill="${golden}" stroke="${edge}" stroke-width="${n(r * 0.015)}" ` +
        `transform="rotate(${n((angle * 180) / Math.PI + 90)} ${n(x)} ${n(y)})"/>`;
    } else if (scene.bites === "balls") {
      out += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 0.2)}" fill="${golden}" stroke="${edge}" ` +
        `stroke-width="${n(r * 0.015)}"/>` + ellipse(x - r * 0.06, y - r * 0.07, r * 0.07, r * 0.04, -30, "#f2d08a");
    } else {
      out += `<path d="${blobPath(random, x, y, r * 0.19, 0.12)}" fill="${golden}" stroke="${edge}" ` +
        `stroke-width="${n(r * 0.02)}"/>`;
    }
    for (let j = 0; j < 6; j++) {
      const [px, py] = pointInDisc(random, x, y, r * 0.11);
      out += `<circle cx="${n(px)}" cy="${n(py)}" r="${n(r * 0.012)}" fill="${edge}" fill-opacity="0.7"/>`;
    }
  }
  out += `<circle cx="${n(dipX)}" cy="${n(dipY)}" r="${n(r * 0.24)}" fill="#f3efe8" stroke="#d9d2c6" ` +
    `stroke-width="${n(r * 0.015)}"/>` +
    `<circle cx="${n(dipX)}" cy="${n(dipY)}" r="${n(r * 0.19)}" fill="${scene.liquid}"/>`;
  for (let i = 0; i < 8; i++) {
    const [px, py] = pointInDisc(random, dipX, dipY, r * 0.14);
    out += `<circle cx="${n(px)}" cy="${n(py)}" r="${n(r * between(random, 0.012, 0.02))}" fill="#fff6dc"/>`;
  }
  return out + herbs(random, dipX, dipY, r * 0.12, r * 0.03);
}
