/**
 * Public utilities of the file-route layer that the app uses as well: content
 * types by file extension, short content hashes (asset versions, ETags, file
 * names), recursive folder listings and reads of files that may be missing.
 */

const TYPES: Record<string, string> = {
  css: "text/css; charset=utf-8",
  js: "text/javascript; charset=utf-8",
  json: "application/json",
  svg: "image/svg+xml",
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  webp: "image/webp",
  gif: "image/gif",
  ico: "image/x-icon",
  mp4: "video/mp4",
  webm: "video/webm",
  txt: "text/plain; charset=utf-8",
  xml: "application/xml",
  woff2: "font/woff2",
};

/** Content type for a file name by extension. */
export function contentTypeFor(name: string): string {
  return TYPES[name.slice(name.lastIndexOf(".") + 1).toLowerCase()] ?? "application/octet-stream";
}

/** Hex SHA-256 of bytes or of text (UTF-8); a copy of `lib/text/hex.ts`, as the framework imports nothing of the app. */
export async function sha256Hex(input: Uint8Array | string): Promise<string> {
  const bytes = typeof input === "string" ? new TextEncoder().encode(input) : input;
  const digest = await crypto.subtle.digest("SHA-256", bytes as Uint8Array<ArrayBuffer>);
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, "0")).join("");
}

/** Short hex SHA-256 of bytes (its first 8 bytes). */
export async function shortHash(bytes: Uint8Array): Promise<string> {
  return (await sha256Hex(bytes)).slice(0, 16);
}

/** What `reading` (a file or folder read) resolves to, or `absent` when that file or folder does not exist. */
export async function unlessMissing<T, A>(reading: Promise<T>, absent: A): Promise<T | A> {
  try {
    return await reading;
  } catch (error) {
    if (error instanceof Deno.errors.NotFound) return absent;
    throw error;
  }
}

/** Lists files under `dir` recursively, as `/`-separated paths relative to it. */
export async function listFiles(dir: string, prefix = ""): Promise<string[]> {
  const out: string[] = [];
  const entries: Deno.DirEntry[] = [];
  for await (const entry of Deno.readDir(dir)) entries.push(entry);
  entries.sort((a, b) => a.name.localeCompare(b.name));
  for (const entry of entries) {
    const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory) out.push(...await listFiles(`${dir}/${entry.name}`, rel));
    else if (entry.isFile) out.push(rel);
  }
  return out;
}
