/**
 * Search-engine versions of a featured image: besides the spec's 512×512 square used by cards, a 16:9, a 4:3 and
 * a 1:1 crop, as wide as the source allows up to {@link VARIANT_MAX_WIDTH} (at least 1200 px from a source of
 * 1200 px or more), a 4:3 "card" up to {@link CARD_MAX_WIDTH} (what a phone shows a card or the post photo at: a
 * 412 px screen at 1.75 pixels per point needs 721), and a tall 2:3 crop for Pinterest up to {@link TALL_MAX_WIDTH}
 * (1000×1500). The upload is kept (metadata removed) as their source, and they are made from it in the
 * background (`lib/services/image_versions.ts`), the source decoded once at the largest size needed and each crop
 * cut from that decoded image; a featured image stored before versions existed gets them from its stored square (so
 * at most 512 px wide). They live beside the main file, in a `variants/` folder no upload name can reach:
 * `posts/ropa-vieja.webp` → `posts/variants/ropa-vieja-16x9-1600x900.webp` (and the kept upload
 * `posts/variants/ropa-vieja-original-2000x1500.jpg`), and are recorded on the media item once made, so a page reads
 * them from there and never lists storage.
 */
import type { ImageVariant } from "../schemas/media.ts";
import { MAX_INPUT_PIXELS } from "./inspect_image.ts";
import { WEBP_EFFORT } from "./process_image.ts";
import { loadSharp, type Sharp } from "./sharp.ts";
import type { MediaStorage } from "../config/media_storage.ts";

export type { ImageVariant };

/** Widest version made. */
export const VARIANT_MAX_WIDTH = 1600;
/** Widest card version (4:3) made. */
export const CARD_MAX_WIDTH = 800;
/** Widest tall (2:3) version made: 1000×1500, the size Pinterest asks for. */
export const TALL_MAX_WIDTH = 1000;
/** WebP quality of the versions. */
const QUALITY = 85;

/**
 * The aspect ratios made, widest first, each with its largest width (the JSON-LD lists the search engines' three in
 * this order; the tall one is for Pinterest).
 */
export const VARIANT_RATIOS = [
  { name: "16x9", width: 16, height: 9, maxWidth: VARIANT_MAX_WIDTH },
  { name: "4x3", width: 4, height: 3, maxWidth: VARIANT_MAX_WIDTH },
  { name: "1x1", width: 1, height: 1, maxWidth: VARIANT_MAX_WIDTH },
  { name: "card", width: 4, height: 3, maxWidth: CARD_MAX_WIDTH },
  { name: "2x3", width: 2, height: 3, maxWidth: TALL_MAX_WIDTH },
] as const;

/** A ratio's name. */
export type VariantRatio = typeof VARIANT_RATIOS[number]["name"];

/** Folder and file stem of the versions of the file stored under `key` ("posts/a.webp" → "posts/variants/a-"). */
function variantPrefix(key: string): string {
  const slash = key.lastIndexOf("/");
  const stem = key.slice(slash + 1).replace(/\.[a-z0-9]+$/i, "");
  return `${key.slice(0, slash + 1)}variants/${stem}-`;
}

/** The widest crop of `ratio` a `width`×`height` image holds. */
function cropWidth(ratio: typeof VARIANT_RATIOS[number], width: number, height: number): number {
  return Math.max(1, Math.min(width, Math.floor((height * ratio.width) / ratio.height)));
}

/** The size of a `ratio` crop from a `width`×`height` source: as wide as it allows, up to the maximum. */
export function variantSize(ratio: VariantRatio, width: number, height: number): { width: number; height: number } {
  const spec = VARIANT_RATIOS.find((r) => r.name === ratio)!;
  const w = Math.min(spec.maxWidth, cropWidth(spec, width, height));
  return { width: w, height: Math.round((w * spec.height) / spec.width) };
}

/** Key of the upload kept as the versions' source of the file under `key` ("posts/a.webp" → "posts/variants/a-original-…"). */
export function originalKey(key: string, ext: string, width: number, height: number): string {
  return `${variantPrefix(key)}original-${width}x${height}.${ext}`;
}

/**
 * What the file under `derived` is to the featured image under `key`, by its name: one of its versions, its kept
 * upload (`ratio` "original"), or null when it is neither.
 */
export function derivedFileOf(
  key: string,
  derived: string,
): { ratio: VariantRatio | "original"; width: number; height: number } | null {
  const prefix = variantPrefix(key);
  const m = derived.startsWith(prefix) ? derived.slice(prefix.length).match(DERIVED_NAME) : null;
  return m ? { ratio: m[1] as VariantRatio | "original", width: Number(m[2]), height: Number(m[3]) } : null;
}

/** The name of a version or of the kept upload after the prefix: ratio, width and height, extension. */
const DERIVED_NAME = /^(16x9|4x3|1x1|card|2x3|original)-(\d+)x(\d+)\.[a-z]+$/;

/** Makes and stores the versions of the image stored under `key`, from `source` (its kept upload, or itself). */
export async function writeVariants(storage: MediaStorage, key: string, source: Uint8Array): Promise<ImageVariant[]> {
  const sharp = await loadSharp();
  const options = { failOn: "error", limitInputPixels: MAX_INPUT_PIXELS } as const;
  const meta = await sharp(source, options).metadata();
  const turned = (meta.orientation ?? 1) >= 5;
  const width = (turned ? meta.height : meta.width) ?? 0;
  const height = (turned ? meta.width : meta.height) ?? 0;
  // One decode, at the smallest scale that still gives every crop its full size; each crop is cut from those pixels.
  const scale = Math.max(
    ...VARIANT_RATIOS.map((r) => variantSize(r.name, width, height).width / cropWidth(r, width, height)),
  );
  const { data, info } = await sharp(source, options).rotate()
    .resize(Math.max(1, Math.round(width * scale)), Math.max(1, Math.round(height * scale)))
    .raw().toBuffer({ resolveWithObject: true });
  const decoded = sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
  const written: ImageVariant[] = [];
  // The 4:3 crop's pixels: the card is that crop made smaller, scaled from them rather than looked for again.
  let wide: { data: Uint8Array; raw: { width: number; height: number; channels: 1 | 2 | 3 | 4 } } | null = null;
  for (const { name } of VARIANT_RATIOS) {
    const size = variantSize(name, width, height);
    if (size.width < 1 || size.height < 1) continue;
    let crop: ReturnType<Sharp> = name === "card" && wide
      ? sharp(wide.data, { raw: wide.raw }).resize(size.width, size.height)
      : decoded.clone().resize(size.width, size.height, { fit: "cover", position: "attention" });
    if (name === "4x3") {
      const { data, info } = await crop.raw().toBuffer({ resolveWithObject: true });
      wide = { data, raw: { width: info.width, height: info.height, channels: info.channels } };
      crop = sharp(wide.data, { raw: wide.raw });
    }
    const bytes = await crop
      .webp({ quality: QUALITY, effort: WEBP_EFFORT })
      .toBuffer();
    const variantKey = `${variantPrefix(key)}${name}-${size.width}x${size.height}.webp`;
    const url = await storage.write(variantKey, new Uint8Array(bytes));
    written.push({ ratio: name, key: variantKey, url, ...size });
  }
  return written;
}

/** Deletes the versions and the kept upload of the file under `key`. */
export async function removeVariants(storage: MediaStorage, key: string): Promise<void> {
  for (const file of await storage.list(variantPrefix(key))) {
    if (derivedFileOf(key, file)) await storage.remove(file);
  }
}
