/** Small path helpers (no @std/path: only the npm registry is reachable). */

/** Absolute file path of a `file:` URL. */
export function fromFileUrl(url: URL | string): string {
  return decodeURIComponent(new URL(url).pathname);
}

/** `file:` URL of an absolute path, for dynamic imports. */
export function toFileUrl(path: string): string {
  return new URL("file://" + path.split("/").map(encodeURIComponent).join("/")).href;
}
