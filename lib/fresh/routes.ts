/**
 * File routes: turns the files under `routes/` into an ordered route table.
 *
 * - `index.tsx` answers its folder's path; `about.tsx` answers `/about`;
 * - `[slug].tsx` is a parameter segment, `[...rest].tsx` a catch-all;
 * - `(group)` folders add no path segment;
 * - `_app`, `_layout`, `_middleware`, `_404`, `_500` are special files (a
 *   folder's `_404`/`_500` answers for the paths under that folder);
 * - files and folders starting with `_` or `.` and `*_test.*` are not routes.
 * Routes are ordered so that, segment by segment, static beats `[param]`
 * beats `[...catchAll]`.
 */

/** One page or API route found on disk. */
export interface RouteFile {
  /** Path relative to the routes folder, with forward slashes. */
  file: string;
  /** Hono pattern, e.g. `/api/posts/:id`. */
  pattern: string;
  /** Folder chain from the routes root as file paths, e.g. ["", "(public)", "admin"], for layouts and middleware. */
  folders: string[];
}

/** A special page file (`_404`, `_500`) with its folder chain. */
export interface SpecialPage {
  file: string;
  folders: string[];
}

/** Special files found per folder (keys are folder paths relative to `routes/`, "" for the root). */
export interface SpecialFiles {
  app?: string;
  /** `_404` pages, one per folder at most; the nearest one above a path answers its misses. */
  notFound: SpecialPage[];
  /** `_500` pages, one per folder at most; the nearest one above a path answers its errors. */
  error: SpecialPage[];
  layouts: Map<string, string>;
  middlewares: Map<string, string>;
}

/** Everything found under the routes folder. */
export interface RouteTable {
  routes: RouteFile[];
  special: SpecialFiles;
}

const ROUTE_EXT = /\.(tsx|ts|jsx|js)$/;

/** Converts one file path (relative, `/`-separated, no extension) to a Hono pattern and its folder chain. */
export function fileToPattern(relative: string): { pattern: string; folders: string[] } {
  const parts = relative.split("/");
  const name = parts.pop()!;
  const segments: string[] = [];
  for (const part of parts) {
    const segment = segmentFor(part);
    if (segment !== null) segments.push(segment);
  }
  if (name !== "index") segments.push(segmentFor(name)!);
  return { pattern: "/" + segments.join("/"), folders: folderChain(parts) };
}

/** ["admin", "posts"] → ["", "admin", "admin/posts"]. */
function folderChain(parts: string[]): string[] {
  return ["", ...parts.map((_, i) => parts.slice(0, i + 1).join("/"))];
}

function segmentFor(part: string): string | null {
  if (/^\(.+\)$/.test(part)) return null;
  const catchAll = part.match(/^\[\.\.\.(\w+)\]$/);
  if (catchAll) return `:${catchAll[1]}{.+}`;
  const param = part.match(/^\[(\w+)\]$/);
  if (param) return `:${param[1]}`;
  return part;
}

/** Rank of one pattern segment: 0 static, 1 parameter, 2 catch-all. */
function segmentRank(segment: string): number {
  if (segment.endsWith("{.+}")) return 2;
  return segment.startsWith(":") ? 1 : 0;
}

/** Orders patterns: static segments first, then parameters, then catch-alls; longer static paths first. */
export function comparePatterns(a: string, b: string): number {
  const as = a.split("/").filter(Boolean);
  const bs = b.split("/").filter(Boolean);
  for (let i = 0; i < Math.max(as.length, bs.length); i++) {
    if (as[i] === undefined) return -1;
    if (bs[i] === undefined) return 1;
    const diff = segmentRank(as[i]) - segmentRank(bs[i]);
    if (diff !== 0) return diff;
    if (segmentRank(as[i]) === 0 && as[i] !== bs[i]) return as[i] < bs[i] ? -1 : 1;
  }
  return 0;
}

/** Classifies relative file paths into routes and special files. */
export function buildRouteTable(files: string[]): RouteTable {
  const special: SpecialFiles = { notFound: [], error: [], layouts: new Map(), middlewares: new Map() };
  const routes: RouteFile[] = [];
  for (const file of files) {
    if (!ROUTE_EXT.test(file) || /_test\.\w+$/.test(file) || file.endsWith(".d.ts")) continue;
    const stem = file.replace(ROUTE_EXT, "");
    const parts = stem.split("/");
    const name = parts[parts.length - 1];
    if (parts.slice(0, -1).some((p) => p.startsWith("_") || p.startsWith("."))) continue;
    const dirs = parts.slice(0, -1);
    const folder = dirs.join("/");
    switch (name) {
      case "_app":
        special.app = file;
        continue;
      case "_404":
        special.notFound.push({ file, folders: folderChain(dirs) });
        continue;
      case "_500":
        special.error.push({ file, folders: folderChain(dirs) });
        continue;
      case "_layout":
        special.layouts.set(folder, file);
        continue;
      case "_middleware":
        special.middlewares.set(folder, file);
        continue;
    }
    if (name.startsWith("_") || name.startsWith(".")) continue;
    routes.push({ file, ...fileToPattern(stem) });
  }
  routes.sort((a, b) => comparePatterns(a.pattern, b.pattern));
  return { routes, special };
}

/** URL path a folder answers for: "admin/(group)/posts" → "/admin/posts", "" → "/". */
export function folderPath(folder: string): string {
  return folder ? fileToPattern(`${folder}/index`).pattern : "/";
}
