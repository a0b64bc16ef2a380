/** Public URLs of posts, categories (built from the permalink settings) and tags. */
export { categoryPath, postPath, tagPath } from "../shared/paths.ts";

/** Absolute URL of a site path (or an already absolute URL) for `origin`; "" stays "". */
export function absoluteUrl(origin: string, pathOrUrl: string): string {
  if (!pathOrUrl) return "";
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  return new URL(pathOrUrl, origin).href;
}

/** The page listing every category. */
export const CATEGORY_INDEX_PATH = "/categorias";
