/** Where to go after signing in. */
import { decodePercent, isPlainSitePath } from "../http/location.ts";

/** Where signed-in users land when `next` is missing or refused. */
export const DEFAULT_NEXT_PATH = "/admin/dashboard";

/**
 * `next` when it is a same-site admin path, else the dashboard. Refused: other
 * sites, paths outside /admin, `\`, `//`, control or whitespace characters
 * anywhere in `next`, and the same or `.`/`..` segments in its path once
 * percent-decoded (so it cannot climb out of /admin).
 */
export function safeNextPath(next: string | undefined | null): string {
  if (!next || !/^\/admin(?:\/[\w-]|\?|$)/.test(next) || !isPlainSitePath(next)) return DEFAULT_NEXT_PATH;
  const decodedPath = decodePercent(next.replace(/[?#].*$/s, ""));
  const plain = decodedPath !== null && isPlainSitePath(decodedPath) && !/\/\.\.?(?:\/|$)/.test(decodedPath);
  return plain ? next : DEFAULT_NEXT_PATH;
}
