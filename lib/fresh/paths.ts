/** Small path helpers (no @std/path: only the npm registry is reachable). */

/** Absolute file path of a `file:` URL. */
export function fromFileUrl(url: URL | string): string {
  return decodeURIComponent(new URL(url).pathname);
}

/** `file:` URL of an absolute path, for dynamic imports. */
export function toFileUrl(path: string): string {
  return new URL("file://" + path.split("/").map(encodeURIComponent).join("/")).href;
}

/** `to` relative to the folder `from` (both absolute), with `..` segments where needed. */
export function relativePath(from: string, to: string): string {
  const a = from.split("/").filter(Boolean);
  const b = to.split("/").filter(Boolean);
  let common = 0;
  while (common < a.length && common < b.length && a[common] === b[common]) common++;
  return [...a.slice(common).map(() => ".."), ...b.slice(common)].join("/");
}

/** URL prefix of built files. */
export const BUILD_PREFIX = "/_build/";
