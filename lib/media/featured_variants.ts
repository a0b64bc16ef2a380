/**
 * Search-engine versions of a featured image: besides the spec's 512×512 square used by cards, a 16:9, a 4:3 and
 * a 1:1 crop, as wide as the source allows up to {@link VARIANT_MAX_WIDTH} (at least 1200 px from a source of
 * 1200 px or more). They are made from the uploaded file when a featured image is uploaded, and on demand for a
 * featured image stored before they existed (then from the stored square, so at most 512 px wide). They live
 * beside the main file, in a `variants/` folder no upload name can reach:
 * `posts/ropa-vieja.webp` → `posts/variants/ropa-vieja-16x9-1600x900.webp`, the size in the name, so listing the
 * folder tells a page every version and its size without a store read.
 */
import { MAX_INPUT_PIXELS } from "./inspect_image.ts";
import { loadSharp } from "./sharp.ts";
import type { MediaStorage } from "../config/media_storage.ts";

/** Widest version made. */
export const VARIANT_MAX_WIDTH = 1600;
/** WebP quality of the versions. */
const QUALITY = 85;

/** The aspect ratios made, widest first (the JSON-LD lists them in this order). */
export const VARIANT_RATIOS = [
  { name: "16x9", width: 16, height: 9 },
  { name: "4x3", width: 4, height: 3 },
  { name: "1x1", width: 1, height: 1 },
] as const;

/** A ratio's name. */
export type VariantRatio = typeof VARIANT_RATIOS[number]["name"];

/** One stored version. */
export interface ImageVariant {
  ratio: VariantRatio;
  key: string;
  url: string;
  width: number;
  height: number;
}

/** Folder and file stem of the versions of the file stored under `key` ("posts/a.webp" → "posts/variants/a-"). */
function variantPrefix(key: string): string {
  const slash = key.lastIndexOf("/");
  const stem = key.slice(slash + 1).replace(/\.[a-z0-9]+$/i, "");
  return `${key.slice(0, slash + 1)}variants/${stem}-`;
}

/** The size of a `ratio` crop from a `width`×`height` source: as wide as it allows, up to the maximum. */
export function variantSize(ratio: VariantRatio, width: number, height: number): { width: number; height: number } {
  const spec = VARIANT_RATIOS.find((r) => r.name === ratio)!;
  const w = Math.min(VARIANT_MAX_WIDTH, width, Math.floor((height * spec.width) / spec.height));
  return { width: w, height: Math.round((w * spec.height) / spec.width) };
}

/** Makes and stores the three versions of the image stored under `key`, from `source` (its upload, or itself). */
export async function writeVariants(storage: MediaStorage, key: string, source: Uint8Array): Promise<ImageVariant[]> {
  const sharp = await loadSharp();
  const meta = await sharp(source, { limitInputPixels: MAX_INPUT_PIXELS }).rotate().metadata();
  const upright = (meta.orientation ?? 1) >= 5;
  const width = (upright ? meta.height : meta.width) ?? 0;
  const height = (upright ? meta.width : meta.height) ?? 0;
  const written: ImageVariant[] = [];
  for (const { name } of VARIANT_RATIOS) {
    const size = variantSize(name, width, height);
    if (size.width < 1 || size.height < 1) continue;
    const bytes = await sharp(source, { failOn: "error", limitInputPixels: MAX_INPUT_PIXELS }).rotate()
      .resize(size.width, size.height, { fit: "cover", position: "attention" })
      .webp({ quality: QUALITY })
      .toBuffer();
    const variantKey = `${variantPrefix(key)}${name}-${size.width}x${size.height}.webp`;
    const url = await storage.write(variantKey, new Uint8Array(bytes));
    written.push({ ratio: name, key: variantKey, url, ...size });
  }
  return written;
}

/** The stored versions of the file under `key`, in {@link VARIANT_RATIOS} order (empty when none). */
export async function listVariants(storage: MediaStorage, key: string): Promise<ImageVariant[]> {
  const prefix = variantPrefix(key);
  const found: ImageVariant[] = [];
  for (const variantKey of await storage.list(prefix)) {
    const m = variantKey.slice(prefix.length).match(/^(16x9|4x3|1x1)-(\d+)x(\d+)\.webp$/);
    if (!m) continue;
    const ratio = m[1] as VariantRatio;
    if (found.some((v) => v.ratio === ratio)) continue;
    found.push({ ratio, key: variantKey, url: storage.urlFor(variantKey), width: Number(m[2]), height: Number(m[3]) });
  }
  return VARIANT_RATIOS.flatMap(({ name }) => found.filter((v) => v.ratio === name));
}

/**
 * The versions of the featured image at `url`: those stored, or, for a media file stored before versions existed,
 * made now from it. Empty for an image outside the media store or missing from it.
 */
export async function featuredVariants(storage: MediaStorage, url: string): Promise<ImageVariant[]> {
  const key = url ? storage.keyFromUrl(url) : null;
  if (!key || key.includes("/variants/")) return [];
  const stored = await listVariants(storage, key);
  if (stored.length === VARIANT_RATIOS.length) return stored;
  if (!await storage.exists(key)) return [];
  return await writeVariants(storage, key, await storage.read(key));
}

/** Deletes the versions of the file under `key`. */
export async function removeVariants(storage: MediaStorage, key: string): Promise<void> {
  for (const variant of await listVariants(storage, key)) await storage.remove(variant.key);
}
