/**
 * The line a supervised server prints once its private health port listens (`HEALTH_PORT`, see `lib/serve_site.ts`),
 * and its parser: the supervisor (`scripts/supervise.ts`) reads it on the server's output to know where to ask
 * `/readyz` before it stops an old server in a rolling restart.
 */

const PREFIX = "Recetas Cubanas health on http://127.0.0.1:";

/** The line announcing the health port. */
export function healthPortLine(port: number): string {
  return `${PREFIX}${port}/`;
}

/** The message of a `LOG_FORMAT=json` line (`lib/process/log.ts`), or null when `line` is not one. */
function jsonMessage(line: string): string | null {
  try {
    const msg = JSON.parse(line)?.msg;
    return typeof msg === "string" ? msg : null;
  } catch {
    return null;
  }
}

/** The port a {@link healthPortLine} names, plain or as a JSON line's message; null when `line` is another line. */
export function parseHealthPortLine(line: string): number | null {
  const text = line.startsWith("{") ? jsonMessage(line) : line;
  if (!text?.startsWith(PREFIX)) return null;
  const port = Number(text.slice(PREFIX.length).replace(/\/$/, ""));
  return Number.isInteger(port) && port > 0 && port < 65536 ? port : null;
}
