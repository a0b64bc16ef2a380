/** Featured images of imported posts: read from a URL or a local file and uploaded through POST /api/upload. */
import type { Api } from "../lib/api.ts";

/** Uploads the image at `source` (http(s) URL or file path) as a featured image and returns its site URL. */
export async function uploadFeaturedImage(api: Api, source: string, title: string): Promise<string> {
  let bytes: Uint8Array;
  if (/^https?:\/\//i.test(source)) {
    const response = await fetch(source, { signal: api.signal });
    if (!response.ok) throw new Error(`Featured image ${source}: HTTP ${response.status}`);
    bytes = new Uint8Array(await response.arrayBuffer());
  } else {
    bytes = await Deno.readFile(source);
  }
  const form = new FormData();
  form.set("file", new Blob([bytes as Uint8Array<ArrayBuffer>]), source.split("/").pop() || "image");
  form.set("type", "featured");
  form.set("title", title);
  const uploaded = await api.request<{ url: string }>("POST", "/api/upload", { body: form });
  return uploaded.url;
}
