/** `asset("/styles.css")` → `/styles.css?v=<hash>`: cache-busting URLs for files in `static/`. */
import type { StaticFiles } from "./static_files.ts";

let files: StaticFiles | null = null;

/** Installs the indexed static folder used by {@link asset}. */
export function setStaticFiles(value: StaticFiles): void {
  files = value;
}

/** Versioned URL of a static file. */
export function asset(path: string): string {
  return files ? files.asset(path) : path;
}
