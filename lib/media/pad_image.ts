/** Padding a small image onto a square canvas (imported featured images under the 512×512 minimum). */
import type { Sharp } from "./sharp.ts";

/** The canvas colour around a padded image. */
export const PAD_BACKGROUND = { r: 255, g: 255, b: 255, alpha: 1 };

/** What {@link padOnto} needs to know of the input: its size once EXIF orientation is applied. */
export interface PadInput {
  width: number;
  height: number;
}

/**
 * `pipeline` (already rotated) fitted inside `size`×`size` (scaled down when a side is larger, never up) and centred
 * on a `size`×`size` white canvas.
 */
export function padOnto(pipeline: ReturnType<Sharp>, input: PadInput, size: number): ReturnType<Sharp> {
  const scale = Math.min(1, size / input.width, size / input.height);
  const width = Math.max(1, Math.round(input.width * scale));
  const height = Math.max(1, Math.round(input.height * scale));
  const left = Math.floor((size - width) / 2);
  const top = Math.floor((size - height) / 2);
  return pipeline
    .resize(width, height, { fit: "fill" })
    .flatten({ background: PAD_BACKGROUND })
    .extend({ left, right: size - width - left, top, bottom: size - height - top, background: PAD_BACKGROUND });
}
