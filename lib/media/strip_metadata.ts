/**
 * Metadata out of the images that are stored in their own format (logos and
 * restored files): an image carrying EXIF (camera, GPS, owner), XMP, IPTC or
 * text comments is encoded again in the same format without them (EXIF
 * orientation applied first, the colour profile kept); a clean image is kept
 * byte for byte, as the spec wants logos "uploaded as is". Every other upload
 * is re-encoded to WebP by `process_image.ts`, which keeps no metadata at all.
 */
import { loadSharp } from "./sharp.ts";
import type { InspectedImage } from "./inspect_image.ts";
import { MAX_INPUT_PIXELS } from "./inspect_image.ts";

/** Byte patterns that mark metadata blocks sharp does not report (XMP inside a GIF or an AVIF). */
const MARKERS = ["Exif\0\0", "<x:xmpmeta", "http://ns.adobe.com/xap/1.0/", "Photoshop 3.0\0"];

/** True when the image carries metadata worth removing. */
function hasMetadata(bytes: Uint8Array, input: InspectedImage): boolean {
  const meta = input.metadata;
  if (meta.exif || meta.xmp || meta.iptc || meta.tifftagPhotoshop || meta.comments?.length) return true;
  if ((meta.orientation ?? 1) > 1) return true;
  if (input.format !== "gif" && input.format !== "avif") return false;
  const text = new TextDecoder("latin1").decode(bytes);
  return MARKERS.some((marker) => text.includes(marker));
}

/** `bytes` without metadata: the same bytes when there is none, else the image encoded again; see the module comment. */
export async function stripMetadata(bytes: Uint8Array, input: InspectedImage): Promise<Uint8Array> {
  if (!hasMetadata(bytes, input)) return bytes;
  const sharp = await loadSharp();
  const meta = input.metadata;
  const animated = (meta.pages ?? 1) > 1;
  let pipeline = sharp(bytes, { failOn: "error", limitInputPixels: MAX_INPUT_PIXELS, animated }).keepIccProfile();
  if (!animated) pipeline = pipeline.rotate();
  switch (input.format) {
    case "jpeg":
      pipeline = pipeline.jpeg({ quality: 95, chromaSubsampling: "4:4:4" });
      break;
    case "png":
      pipeline = pipeline.png({ palette: meta.isPalette === true });
      break;
    case "webp":
      pipeline = pipeline.webp({ quality: 95 });
      break;
    case "gif":
      pipeline = pipeline.gif();
      break;
    case "avif":
      pipeline = pipeline.avif({ quality: 90 });
      break;
  }
  return new Uint8Array(await pipeline.toBuffer());
}
