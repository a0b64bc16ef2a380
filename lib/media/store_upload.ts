/**
 * Stores an upload: runs the image pipeline, picks a free name, records each
 * output in the media library and writes it to the media store. The name is
 * claimed through the library's unique URL index before the file is written,
 * so two uploads with the same name never overwrite each other. A featured
 * image's upload is kept beside it and its search-engine versions are queued
 * in the item's write, to be made in the background (`featured_variants.ts`).
 */
import { createMediaItem, deleteMediaItem } from "../db/media.ts";
import { getPost } from "../db/posts.ts";
import { ConflictError } from "../errors.ts";
import type { MediaItem, UploadResult, UploadType } from "../schemas/media.ts";
import { baseFileName, candidateKey } from "./file_names.ts";
import { originalKey } from "./featured_variants.ts";
import type { InspectedImage } from "./inspect_image.ts";
import { stripMetadata } from "./strip_metadata.ts";
import { type ImageOutput, processImage } from "./process_image.ts";
import type { MediaStorage } from "../config/media_storage.ts";
import { UPLOAD_RULES } from "./upload_rules.ts";

/** Names tried before an upload gives up with a 409. */
const MAX_NAME_ATTEMPTS = 50;

/** One upload, from the admin form, a generator or an import. */
export interface UploadRequest {
  bytes: Uint8Array;
  type: UploadType;
  postId?: string | null;
  /** Alt text: names editor images and is stored with the item. */
  alt?: string | null;
  /** Post or category title: names the file when there is no alt text. */
  title?: string | null;
  /** AI-generated image (featured images get quality 0.92). */
  generated?: boolean;
  /** An imported featured image: one under the minimum size is padded instead of refused. */
  imported?: boolean;
  /** Names the file before the alt text and title (generated images are named from the post title). */
  name?: string | null;
}

/** Runs {@link processImage} on the request and stores every output; see the module comment. */
export async function storeUpload(kv: Deno.Kv, storage: MediaStorage, request: UploadRequest): Promise<UploadResult> {
  const processed = await processImage(request.bytes, request.type, {
    generated: request.generated,
    padSmall: request.imported,
  });
  const rule = UPLOAD_RULES[request.type];
  const post = request.postId ? await getPost(kv, request.postId) : null;
  const context = {
    post_id: request.postId ?? null,
    post_title: post?.post.title ?? null,
    kind: request.type,
    alt: request.alt ?? null,
  };
  const favicons = request.type === "favicon";
  const folder = favicons ? `${rule.folder}/favicon-${Date.now().toString(36)}` : rule.folder;
  const base = baseFileName(
    request.name || request.alt || request.title || (request.type === "logo" ? "logo" : null),
  );
  // A featured image's upload is kept, metadata removed, as the source of its versions (made in the background).
  const original = request.type === "featured"
    ? { ...processed.input, bytes: await stripMetadata(request.bytes, processed.input) }
    : undefined;
  const stored: MediaItem[] = [];
  try {
    for (const output of processed.outputs) {
      stored.push(await storeOutput(kv, storage, output, folder, base, context, original));
    }
  } catch (error) {
    for (const item of stored) await removeStored(kv, storage, item);
    throw error;
  }
  const main = favicons ? stored[stored.length - 1] : stored[0];
  const mainOutput = processed.outputs[stored.indexOf(main)];
  return {
    url: main.url,
    key: main.key,
    width: mainOutput.width,
    height: mainOutput.height,
    originalSize: processed.originalSize,
    optimizedSize: mainOutput.bytes.length,
    format: mainOutput.ext === "jpg" ? "jpeg" : mainOutput.ext,
    mime: mainOutput.mime,
    media: stored,
    ...(favicons
      ? { favicons: { favicon_16_url: stored[0].url, favicon_32_url: stored[1].url, apple_touch_icon_url: main.url } }
      : {}),
  };
}

async function storeOutput(
  kv: Deno.Kv,
  storage: MediaStorage,
  output: ImageOutput,
  folder: string,
  base: string,
  context: Pick<MediaItem, "post_id" | "post_title" | "kind" | "alt">,
  original?: KeptUpload,
): Promise<MediaItem> {
  for (let attempt = 1; attempt <= MAX_NAME_ATTEMPTS; attempt++) {
    const key = output.name ? `${folder}/${output.name}` : candidateKey(folder, base, output.ext, attempt);
    if (!output.name && await storage.exists(key)) continue;
    // Written before the item, whose creation queues the versions made from it.
    const kept = original && await writeOriginal(storage, key, original);
    let item: MediaItem;
    try {
      item = await createMediaItem(kv, {
        url: storage.urlFor(key),
        key,
        filename: key.slice(key.lastIndexOf("/") + 1),
        mime: output.mime,
        size: output.bytes.length,
        width: output.width,
        height: output.height,
        ...context,
      }, kept);
    } catch (error) {
      if (kept) await storage.remove(kept.key).catch(() => {});
      if (error instanceof ConflictError && !output.name) continue;
      throw error;
    }
    try {
      await storage.write(key, output.bytes);
    } catch (error) {
      await deleteMediaItem(kv, item.id);
      if (kept) await storage.remove(kept.key).catch(() => {});
      throw error;
    }
    return item;
  }
  throw new ConflictError("Could not find a free file name for this upload. Please try again.");
}

/** A featured image's upload, metadata removed, with its type and size. */
type KeptUpload = Pick<InspectedImage, "ext" | "width" | "height"> & { bytes: Uint8Array };

/** Stores the kept upload of the file to be stored under `key`; answers where. */
async function writeOriginal(storage: MediaStorage, key: string, original: KeptUpload) {
  const kept = originalKey(key, original.ext, original.width, original.height);
  const url = await storage.write(kept, original.bytes);
  return { key: kept, url, width: original.width, height: original.height };
}

async function removeStored(kv: Deno.Kv, storage: MediaStorage, item: MediaItem): Promise<void> {
  if (item.original) await storage.remove(item.original.key).catch(() => {});
  await storage.remove(item.key).catch(() => {});
  await deleteMediaItem(kv, item.id).catch(() => {});
}
