/**
 * Chunked storage of post HTML. KV values are limited to 64 KiB, so content
 * is stored as UTF-8 chunks of at most {@link CONTENT_CHUNK_BYTES} under
 * `["post_content", postId, n]`, written in the same atomic operation as the
 * post record, which remembers how many chunks it owns.
 */
import { PayloadTooLargeError } from "../errors.ts";
import { MAX_CONTENT_BYTES } from "../schemas/post.ts";

/** Largest chunk value, in bytes. */
export const CONTENT_CHUNK_BYTES = 60_000;
/** Most chunks a post can have (content is capped at `MAX_CONTENT_BYTES`). */
export const MAX_CONTENT_CHUNKS = Math.ceil(MAX_CONTENT_BYTES / CONTENT_CHUNK_BYTES);

/** Key of chunk `n` of a post's content. */
export const contentChunkKey = (postId: string, n: number): Deno.KvKey => ["post_content", postId, n];

/** Keys of every chunk a post could own, in order (the record says how many are in use). */
export function allContentChunkKeys(postId: string): Deno.KvKey[] {
  return Array.from({ length: MAX_CONTENT_CHUNKS }, (_, n) => contentChunkKey(postId, n));
}

/** Splits content into chunks; throws {@link PayloadTooLargeError} above `MAX_CONTENT_BYTES`. */
export function encodeContent(content: string): Uint8Array[] {
  const bytes = new TextEncoder().encode(content);
  if (bytes.length > MAX_CONTENT_BYTES) {
    throw new PayloadTooLargeError(
      `Content is too large: ${bytes.length} bytes (maximum ${MAX_CONTENT_BYTES} bytes)`,
    );
  }
  const chunks: Uint8Array[] = [];
  for (let start = 0; start < bytes.length; start += CONTENT_CHUNK_BYTES) {
    chunks.push(bytes.slice(start, start + CONTENT_CHUNK_BYTES));
  }
  return chunks;
}

/** Joins the first `count` chunk values back into the content string. */
export function decodeContent(chunks: (Uint8Array | null)[], count: number): string {
  const parts = chunks.slice(0, count);
  if (parts.some((part) => !(part instanceof Uint8Array))) throw new Error("Post content is incomplete");
  const total = parts.reduce((sum, part) => sum + part!.length, 0);
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const part of parts) {
    bytes.set(part!, offset);
    offset += part!.length;
  }
  return new TextDecoder().decode(bytes);
}

/** Adds the writes replacing a post's `previousCount` chunks with `chunks`. */
export function writeContent(
  op: Deno.AtomicOperation,
  postId: string,
  chunks: Uint8Array[],
  previousCount: number,
): void {
  chunks.forEach((chunk, n) => op.set(contentChunkKey(postId, n), chunk));
  for (let n = chunks.length; n < previousCount; n++) op.delete(contentChunkKey(postId, n));
}

/** Adds the deletes of a post's `count` chunks. */
export function deleteContent(op: Deno.AtomicOperation, postId: string, count: number): void {
  for (let n = 0; n < count; n++) op.delete(contentChunkKey(postId, n));
}
