/**
 * Featured images of imported posts: read from an http(s) URL, a file: URL or a file path and uploaded through
 * POST /api/upload. An original over the site's 4 MB limit (a camera original a blog kept) is scaled down here to
 * fit 2,400 px as a JPEG, then halved again until it fits; one over 40 MB is refused before it is read whole, so one
 * huge or endless image costs neither memory nor the upload.
 */
import type { Api } from "../lib/api.ts";
import { loadSharp } from "../../lib/media/sharp.ts";

/** The site's size limit of featured images (4 MB). */
export const MAX_FEATURED_IMAGE_BYTES = 4 * 1024 * 1024;

function tooLarge(source: string, limit: number, size?: number): Error {
  const found = size === undefined ? "more than that" : `${(size / 1048576).toFixed(1)} MB`;
  return new Error(`Image too large! Maximum size is ${limit / 1048576}MB; ${source} is ${found}`);
}

/** The stream's bytes; throws as soon as more than `limit` bytes arrive. */
async function readLimited(stream: ReadableStream<Uint8Array>, limit: number, source: string): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += chunk.length;
    if (size > limit) throw tooLarge(source, limit);
    chunks.push(chunk);
  }
  return new Uint8Array(await new Blob(chunks as Uint8Array<ArrayBuffer>[]).arrayBuffer());
}

/** The image's bytes from a URL or a file, within `limit`. */
export async function readImage(source: string, limit: number, signal?: AbortSignal): Promise<Uint8Array> {
  if (/^https?:\/\//i.test(source)) {
    const response = await fetch(source, { signal });
    if (!response.ok) {
      await response.body?.cancel();
      throw new Error(`Image ${source}: HTTP ${response.status}`);
    }
    const length = Number(response.headers.get("content-length") ?? NaN);
    if (length > limit) {
      await response.body?.cancel();
      throw tooLarge(source, limit, length);
    }
    return response.body ? await readLimited(response.body, limit, source) : new Uint8Array();
  }
  const path = /^file:/i.test(source) ? new URL(source) : source;
  const { size } = await Deno.stat(path);
  if (size > limit) throw tooLarge(source, limit, size);
  return await Deno.readFile(path);
}

/** The largest original an import reads to scale down. */
export const MAX_SOURCE_IMAGE_BYTES = 40 * 1024 * 1024;

/** The longest side of an original scaled down to fit the upload limit, at first. */
const FIT_SIDE = 2400;

/** The bytes of the image at `source`, within the site's upload limit (scaled down when the original is over it). */
export async function readImportImage(source: string, signal?: AbortSignal): Promise<Uint8Array> {
  const bytes = await readImage(source, MAX_SOURCE_IMAGE_BYTES, signal);
  if (bytes.length <= MAX_FEATURED_IMAGE_BYTES) return bytes;
  const sharp = await loadSharp();
  const over = `Image ${source} is over 4 MB (${(bytes.length / 1048576).toFixed(1)} MB)`;
  try {
    for (let side = FIT_SIDE; side >= 300; side = Math.round(side / 2)) {
      const smaller = await sharp(bytes, { limitInputPixels: 100_000_000 }).rotate()
        .resize({ width: side, height: side, fit: "inside", withoutEnlargement: true })
        .flatten({ background: "#ffffff" }).jpeg({ quality: 85 }).toBuffer();
      if (smaller.length <= MAX_FEATURED_IMAGE_BYTES) return new Uint8Array(smaller);
    }
  } catch (error) {
    throw new Error(`${over} and could not be scaled down: ${error instanceof Error ? error.message : error}`);
  }
  throw new Error(`${over} even scaled down`);
}

/** Uploads the image at `source` (http(s) or file: URL, or file path) as a featured image; returns its site URL. */
export async function uploadFeaturedImage(api: Api, source: string, title: string): Promise<string> {
  const bytes = await readImportImage(source, api.signal);
  const form = new FormData();
  form.set(
    "file",
    new Blob([bytes as Uint8Array<ArrayBuffer>]),
    source.split("/").pop() || "image",
  );
  form.set("type", "featured");
  // An image under the editor's 512×512 minimum is padded by the site, not refused: the post keeps it.
  form.set("imported", "1");
  form.set("title", title);
  const uploaded = await api.request<{ url: string }>("POST", "/api/upload", { body: form });
  return uploaded.url;
}
